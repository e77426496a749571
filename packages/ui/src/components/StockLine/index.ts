export { StockLine, type StockLineProps } from './StockLine';
