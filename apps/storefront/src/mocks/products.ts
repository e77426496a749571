import type { HomeProductsResponse, Product } from '@bazaar/api-client';

/**
 * A product picture drawn inline, so stories need neither the server's /images nor the network; `marks` white
 * dots tell a gallery's pictures apart (as @bazaar/ui's fixture pictures do: a numeral inside a picture
 * would be drawn by whatever font the machine has, not the page's).
 */
export function pictureOf(background: string, shape: string, marks = 0): string {
  const dots = Array.from(
    { length: marks },
    (_, index) => `<circle cx="${200 + (index - (marks - 1) / 2) * 40}" cy="200" r="13" fill="white"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/><circle cx="200" cy="200" r="120" fill="${shape}"/>${dots}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const sellers = {
  khadi: { sellerId: '5b0c4c1e-3f1a-4f63-9c61-0d7c0e6f1a01', shopName: 'Khadi Weaves' },
  rasoi: { sellerId: '5b0c4c1e-3f1a-4f63-9c61-0d7c0e6f1a02', shopName: 'Rasoi Ghar' },
} as const;

export const kurta: Product = {
  _id: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a01',
  name: 'Handloom Cotton Kurta',
  slug: 'handloom-cotton-kurta',
  category: 'Clothing',
  brand: 'Khadi Weaves',
  price: 1499,
  discount: 0,
  stock: 12,
  rating: 4.5,
  images: [pictureOf('hsl(28 70% 88%)', 'hsl(18 65% 45%)')],
  description: 'Breathable handloom cotton, hand-block printed in Jaipur.',
  ...sellers.khadi,
};

export const mixerGrinder: Product = {
  _id: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a02',
  name: 'Mixer Grinder 750 W, 3 Jars',
  slug: 'mixer-grinder-750w-3-jars',
  category: 'Kitchen',
  brand: 'Sujata',
  price: 124999,
  discount: 15,
  stock: 4,
  rating: 4.3,
  images: [pictureOf('hsl(200 30% 90%)', 'hsl(200 40% 35%)')],
  description: 'A 750 W motor with three stainless steel jars for chutneys, batter and masala.',
  ...sellers.rasoi,
};

export const brassDiya: Product = {
  _id: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a03',
  name: 'Brass Diya, Set of 2',
  slug: 'brass-diya-set-of-2',
  category: 'Home Decor',
  brand: 'Moradabad Crafts',
  price: 399,
  discount: 0,
  stock: 0,
  rating: 3,
  images: [pictureOf('hsl(45 80% 90%)', 'hsl(40 75% 40%)')],
  description: 'Hand-polished brass lamps from Moradabad.',
  ...sellers.khadi,
};

export const pressureCooker: Product = {
  _id: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a04',
  name: 'Pressure Cooker 5 L',
  slug: 'pressure-cooker-5l',
  category: 'Kitchen',
  brand: 'Hawkins',
  price: 2450,
  discount: 10,
  stock: 30,
  rating: 4.8,
  images: [pictureOf('hsl(0 0% 90%)', 'hsl(0 0% 40%)')],
  description: 'Inner-lid aluminium cooker with a 5 year warranty.',
  ...sellers.rasoi,
};

export const homeProducts: HomeProductsResponse = {
  products: [kurta, mixerGrinder, brassDiya, pressureCooker],
  latest_product: [pressureCooker, kurta],
  topRated_product: [pressureCooker, kurta],
  discount_product: [mixerGrinder, pressureCooker],
};
