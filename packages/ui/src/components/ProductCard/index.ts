export {
  ProductCard,
  type ProductCardHeadingLevel,
  type ProductCardLinkProps,
  type ProductCardProduct,
  type ProductCardProps,
  productCardHeadingLevels,
} from './ProductCard';
export {
  type ProductCardMessages,
  productCardMessagesEn,
  productCardMessagesHi,
} from './ProductCard.messages';
