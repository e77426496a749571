import type { ProductCardProduct } from './ProductCard';

/**
 * A product picture drawn inline (a circle on a coloured square), so stories need no server and no network.
 * Shared by every fixture that shows a product's picture, so the pictures of one product look alike. `marks`
 * white dots on the circle tell a gallery's pictures apart: dots rather than numerals, because a picture
 * cannot use the page's web fonts and a numeral would be drawn by whatever font the machine has.
 */
export function inlineProductPicture(background: string, shape: string, marks = 0): string {
  const dots = Array.from({ length: marks }, (_, index) => {
    const row = Math.floor(index / 4);
    const inRow = Math.min(4, marks - row * 4);
    const x = 200 + ((index % 4) - (inRow - 1) / 2) * 40;
    const y = 200 + (row - (Math.ceil(marks / 4) - 1) / 2) * 40;
    return `<circle cx="${x}" cy="${y}" r="13" fill="white"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/><circle cx="200" cy="200" r="120" fill="${shape}"/>${dots}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const kurta: ProductCardProduct = {
  name: 'Handloom Cotton Kurta',
  slug: 'handloom-cotton-kurta',
  brand: 'Khadi Weaves',
  price: 1499,
  discount: 0,
  rating: 4.5,
  images: [inlineProductPicture('hsl(28 70% 88%)', 'hsl(18 65% 45%)')],
  stock: 12,
};

export const mixerGrinder: ProductCardProduct = {
  name: 'Mixer Grinder 750 W, 3 Jars',
  slug: 'mixer-grinder-750w-3-jars',
  brand: 'Sujata',
  price: 124999,
  discount: 15,
  rating: 4.3,
  images: [inlineProductPicture('hsl(200 30% 90%)', 'hsl(200 40% 35%)')],
  stock: 4,
};

export const brassDiya: ProductCardProduct = {
  name: 'Brass Diya, Set of 2',
  slug: 'brass-diya-set-of-2',
  brand: 'Moradabad Crafts',
  price: 399,
  discount: 0,
  rating: 3,
  images: [inlineProductPicture('hsl(45 80% 90%)', 'hsl(40 75% 40%)')],
  stock: 0,
};

export const longNamedSaree: ProductCardProduct = {
  name: 'Banarasi Katan Silk Saree with Zari Border, Unstitched Blouse Piece and Hand-Woven Pallu in Deep Maroon',
  slug: 'banarasi-katan-silk-saree-zari-maroon',
  brand: 'Varanasi Silk House',
  price: 8999,
  discount: 20,
  rating: 5,
  images: [inlineProductPicture('hsl(350 50% 90%)', 'hsl(350 60% 30%)')],
  stock: 3,
};

export const newArrival: ProductCardProduct = {
  name: 'Terracotta Water Bottle, 1 L',
  slug: 'terracotta-water-bottle-1l',
  brand: 'Mitti Cool',
  price: 650,
  discount: 5,
  rating: 0,
  images: [inlineProductPicture('hsl(20 45% 88%)', 'hsl(16 55% 42%)')],
  stock: 25,
};

/** A picture that cannot be decoded: the browser fires "error" without a network request. */
export const brokenImage = 'data:image/png;base64,AAAA';
