export {
  ProductGrid,
  type ProductGridProps,
  type ProductGridStatus,
  productGridStatuses,
} from './ProductGrid';
