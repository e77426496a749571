export {
  canPayOrder,
  OrderTable,
  type OrderTableLinkProps,
  type OrderTableOrder,
  type OrderTableProps,
  type OrderTableStatus,
  orderTableStatuses,
} from './OrderTable';
