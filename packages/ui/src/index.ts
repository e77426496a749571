export * from './components/ProductCard';
export * from './theme';
