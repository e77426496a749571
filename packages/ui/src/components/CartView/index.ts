export {
  type CartData,
  CartView,
  type CartViewProps,
  type CartViewState,
  cartViewStatuses,
} from './CartView';
export { CartViewLoading } from './CartViewLoading';
