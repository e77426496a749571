export {
  type CartData,
  CartView,
  type CartViewProps,
  type CartViewState,
  cartViewStatuses,
} from './CartView';
