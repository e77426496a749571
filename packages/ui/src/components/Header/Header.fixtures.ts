import type { HeaderCategory, HeaderSuggestions } from './headerData';
import type { HeaderLinks } from './headerLinks';

/** Example addresses, as the shop writes them; the app passes its own. */
export const exampleLinks: HeaderLinks = {
  home: '/',
  shops: '/shops',
  about: '/about',
  contact: '/contact',
  dashboard: '/dashboard',
  login: '/login',
  wishlist: '/dashboard/my-wishlist',
  cart: '/card',
  category: (name) => `/products?${new URLSearchParams({ category: name })}`,
  search: ({ category, searchValue }) =>
    `/products/search?${new URLSearchParams({ category, value: searchValue })}`,
  product: (slug) => `/product/details/${encodeURIComponent(slug)}`,
};

export const categories: HeaderCategory[] = [
  { name: 'Clothing' },
  { name: 'Kitchen' },
  { name: 'Home Decor' },
  { name: 'Electronics' },
  { name: 'Books' },
  { name: 'Beauty & Personal Care' },
];

/** More than the eight rows the category menu shows (SPEC.md §9). */
export const manyCategories: HeaderCategory[] = [
  ...categories,
  { name: 'Footwear' },
  { name: 'Jewellery' },
  { name: 'Toys & Games' },
  { name: 'Sports & Fitness' },
  { name: 'Grocery & Staples' },
  { name: 'Handicrafts' },
  { name: 'Stationery' },
  { name: 'Garden & Outdoors' },
];

const products = [
  { name: 'Handloom Cotton Kurta', slug: 'handloom-cotton-kurta', category: 'Clothing' },
  { name: 'Cotton Kurta Pyjama Set', slug: 'cotton-kurta-pyjama-set', category: 'Clothing' },
  { name: 'Mixer Grinder 750 W, 3 Jars', slug: 'mixer-grinder-750w-3-jars', category: 'Kitchen' },
  { name: 'Pressure Cooker 5 L', slug: 'pressure-cooker-5l', category: 'Kitchen' },
  { name: 'Brass Diya, Set of 2', slug: 'brass-diya-set-of-2', category: 'Home Decor' },
  { name: 'Cotton Bedsheet, Jaipuri Print', slug: 'cotton-bedsheet-jaipuri', category: 'Home Decor' },
];

/** A stand-in for the server: products and categories whose name holds the text, best first. */
export function suggestFrom(text: string, category: string): HeaderSuggestions {
  const wanted = text.trim().toLowerCase();
  return {
    products: products
      .filter((product) => category === '' || product.category === category)
      .filter((product) => product.name.toLowerCase().includes(wanted))
      .slice(0, 5),
    categories: categories
      .filter((item) => item.name.toLowerCase().includes(wanted))
      .map((item) => ({ name: item.name, slug: item.name.toLowerCase().replace(/\W+/g, '-') }))
      .slice(0, 3),
  };
}
