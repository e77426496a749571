export {
  canPayOrder,
  OrderTable,
  type OrderTableLinkProps,
  type OrderTableOrder,
  type OrderTableProps,
  type OrderTableStatus,
  orderTableStatuses,
  shortOrderId,
} from './OrderTable';
