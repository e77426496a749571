export {
  ProductCard,
  type ProductCardHeadingLevel,
  type ProductCardLinkProps,
  type ProductCardProduct,
  type ProductCardProps,
  productCardHeadingLevels,
} from './ProductCard';
