export * from './components/ProductCard';
export * from './messages';
export * from './recipes';
export * from './theme';
