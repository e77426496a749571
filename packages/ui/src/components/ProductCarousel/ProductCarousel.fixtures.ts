import type { ProductCardProduct } from '../ProductCard';
import {
  brassDiya,
  kurta,
  longNamedSaree,
  mixerGrinder,
  newArrival,
} from '../ProductCard/ProductCard.fixtures';

/** A product picture drawn inline, so stories need no server and no network. */
function pictureOf(background: string, shape: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/><circle cx="200" cy="200" r="120" fill="${shape}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const pressureCooker: ProductCardProduct = {
  name: 'Pressure Cooker 5 L',
  slug: 'pressure-cooker-5l',
  brand: 'Hawkins',
  price: 2450,
  discount: 10,
  rating: 4.8,
  images: [pictureOf('hsl(0 0% 90%)', 'hsl(0 0% 40%)')],
  stock: 30,
};

export const pashminaStole: ProductCardProduct = {
  name: 'Pashmina Stole',
  slug: 'pashmina-stole',
  brand: 'Kashmir Looms',
  price: 5200,
  discount: 25,
  rating: 4.1,
  images: [pictureOf('hsl(30 30% 88%)', 'hsl(25 35% 45%)')],
  stock: 7,
};

export const basmatiRice: ProductCardProduct = {
  name: 'Basmati Rice, 5 kg',
  slug: 'basmati-rice-5kg',
  brand: 'Dehradun Farms',
  price: 899,
  discount: 5,
  rating: 4.6,
  images: [pictureOf('hsl(50 60% 92%)', 'hsl(45 40% 60%)')],
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
