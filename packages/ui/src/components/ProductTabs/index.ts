export { type ProductTab, ProductTabs, type ProductTabsProps, productTabValues } from './ProductTabs';
