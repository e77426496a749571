export {
  type PriceRule,
  type PriceSize,
  PriceWithDiscount,
  type PriceWithDiscountProps,
  priceRules,
  priceSizes,
} from './PriceWithDiscount';
