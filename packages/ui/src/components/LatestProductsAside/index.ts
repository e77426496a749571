export {
  type LatestProduct,
  LatestProductsAside,
  type LatestProductsAsideProps,
} from './LatestProductsAside';
