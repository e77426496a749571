import { inlineProductPicture } from '../ProductCard/ProductCard.fixtures';
import type { WishlistEntry } from './WishlistList';

const userId = '7d1e2f30-0000-4000-8000-0000000000aa';

export const kurtaEntry: WishlistEntry = {
  _id: 'a11c0000-0000-4000-8000-000000000001',
  userId,
  productId: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a01',
  name: 'Handloom Cotton Kurta',
  price: 1499,
  image: inlineProductPicture('hsl(28 70% 88%)', 'hsl(18 65% 45%)'),
  discount: 0,
  rating: 4.5,
  slug: 'handloom-cotton-kurta',
};

export const mixerEntry: WishlistEntry = {
  _id: 'a11c0000-0000-4000-8000-000000000002',
  userId,
  productId: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a02',
  name: 'Mixer Grinder 750 W, 3 Jars',
  price: 124999,
  image: inlineProductPicture('hsl(200 30% 90%)', 'hsl(200 40% 35%)'),
  discount: 15,
  rating: 4.3,
  slug: 'mixer-grinder-750w-3-jars',
};

export const sareeEntry: WishlistEntry = {
  _id: 'a11c0000-0000-4000-8000-000000000003',
  userId,
  productId: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a05',
  name: 'Banarasi Katan Silk Saree with Zari Border, Unstitched Blouse Piece and Hand-Woven Pallu in Deep Maroon',
  price: 8999,
  image: inlineProductPicture('hsl(350 50% 90%)', 'hsl(350 60% 30%)'),
  discount: 20,
  rating: 0,
  slug: 'banarasi-katan-silk-saree-zari-maroon',
};

export const brokenImageEntry: WishlistEntry = {
  ...kurtaEntry,
  _id: 'a11c0000-0000-4000-8000-000000000004',
  name: 'Pashmina Stole',
  slug: 'pashmina-stole',
  image: 'data:image/png;base64,AAAA',
};
