export {
  CartOutOfStock,
  type CartOutOfStockHeadingLevel,
  type CartOutOfStockProps,
  cartOutOfStockHeadingLevels,
} from './CartOutOfStock';
