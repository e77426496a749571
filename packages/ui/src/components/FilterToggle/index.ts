export { FilterToggle, type FilterToggleProps } from './FilterToggle';
export { useFilterChoice } from './filterChoice';
