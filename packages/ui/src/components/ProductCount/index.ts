export { ProductCount, type ProductCountProps } from './ProductCount';
