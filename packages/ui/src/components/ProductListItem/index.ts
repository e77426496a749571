export {
  ProductListItem,
  type ProductListItemHeadingLevel,
  type ProductListItemProduct,
  type ProductListItemProps,
  productListItemHeadingLevels,
} from './ProductListItem';
