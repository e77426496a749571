export {
  type ShopValue,
  shopValues,
  ValuesGrid,
  type ValuesGridItem,
  type ValuesGridProps,
} from './ValuesGrid';
