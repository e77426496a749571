export {
  OrderDetails,
  type OrderDetailsOrder,
  type OrderDetailsProduct,
  type OrderDetailsProps,
} from './OrderDetails';
