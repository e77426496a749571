export { QuantitySelector, type QuantitySelectorProps } from './QuantitySelector';
