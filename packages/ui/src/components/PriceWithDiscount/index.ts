export {
  type PriceSize,
  PriceWithDiscount,
  type PriceWithDiscountProps,
  priceSizes,
} from './PriceWithDiscount';
