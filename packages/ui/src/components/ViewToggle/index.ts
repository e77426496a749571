export {
  isProductView,
  type ProductView,
  productViews,
  ViewToggle,
  type ViewToggleProps,
} from './ViewToggle';
