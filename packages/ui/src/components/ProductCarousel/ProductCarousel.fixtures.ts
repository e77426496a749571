import type { ProductCardProduct } from '../ProductCard';
import {
  brassDiya,
  inlineProductPicture,
  kurta,
  longNamedSaree,
  mixerGrinder,
  newArrival,
} from '../ProductCard/ProductCard.fixtures';

export const pressureCooker: ProductCardProduct = {
  name: 'Pressure Cooker 5 L',
  slug: 'pressure-cooker-5l',
  brand: 'Hawkins',
  price: 2450,
  discount: 10,
  rating: 4.8,
  images: [inlineProductPicture('hsl(0 0% 90%)', 'hsl(0 0% 40%)')],
  stock: 30,
};

export const pashminaStole: ProductCardProduct = {
  name: 'Pashmina Stole',
  slug: 'pashmina-stole',
  brand: 'Kashmir Looms',
  price: 5200,
  discount: 25,
  rating: 4.1,
  images: [inlineProductPicture('hsl(30 30% 88%)', 'hsl(25 35% 45%)')],
  stock: 7,
};

export const basmatiRice: ProductCardProduct = {
  name: 'Basmati Rice, 5 kg',
  slug: 'basmati-rice-5kg',
  brand: 'Dehradun Farms',
  price: 899,
  discount: 5,
  rating: 4.6,
  images: [inlineProductPicture('hsl(50 60% 92%)', 'hsl(45 40% 60%)')],
  stock: 120,
};

/** Eight products: more than any desktop row shows, so the row has somewhere to go. */
export const eightProducts: readonly ProductCardProduct[] = [
  kurta,
  mixerGrinder,
  pressureCooker,
  brassDiya,
  longNamedSaree,
  newArrival,
  pashminaStole,
  basmatiRice,
];

export { brokenImage } from '../ProductCard/ProductCard.fixtures';
export { brassDiya, kurta, longNamedSaree, mixerGrinder, newArrival };
