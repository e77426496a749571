export { FilterToggle, type FilterToggleProps } from './FilterToggle';
