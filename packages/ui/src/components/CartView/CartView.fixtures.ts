import type { CartLineData, CartLineProduct } from '../CartLine/CartLine';
import type { CartShopGroupData } from '../CartShopGroup';
import { inlineProductPicture } from '../ProductCard/ProductCard.fixtures';
import type { CartData } from './CartView';

/** A picture that cannot be decoded: the browser fires "error" without a network request. */
export const brokenImage = 'data:image/png;base64,AAAA';

const khadi = { sellerId: '5b0c4c1e-3f1a-4f63-9c61-0d7c0e6f1a01', shopName: 'Khadi Weaves' } as const;
const rasoi = { sellerId: '5b0c4c1e-3f1a-4f63-9c61-0d7c0e6f1a02', shopName: 'Rasoi Ghar' } as const;

export const kurta: CartLineProduct = {
  _id: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a01',
  name: 'Handloom Cotton Kurta',
  slug: 'handloom-cotton-kurta',
  brand: 'Khadi Weaves',
  price: 1499,
  discount: 0,
  stock: 12,
  images: [inlineProductPicture('hsl(28 70% 88%)', 'hsl(18 65% 45%)')],
  ...khadi,
};

export const saree: CartLineProduct = {
  _id: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a05',
  name: 'Banarasi Katan Silk Saree with Zari Border, Unstitched Blouse Piece and Hand-Woven Pallu in Deep Maroon',
  slug: 'banarasi-katan-silk-saree-zari-maroon',
  brand: 'Varanasi Silk House',
  price: 8999,
  discount: 20,
  stock: 3,
  images: [inlineProductPicture('hsl(350 50% 90%)', 'hsl(350 60% 30%)')],
  ...khadi,
};

export const tiffin: CartLineProduct = {
  _id: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a06',
  name: 'Steel Tiffin, 3 Tier',
  slug: 'steel-tiffin-3-tier',
  brand: 'Rasoi Ghar',
  price: 650,
  discount: 5,
  stock: 2,
  images: [inlineProductPicture('hsl(200 30% 90%)', 'hsl(200 40% 35%)')],
  ...rasoi,
};

export const mixerGrinder: CartLineProduct = {
  _id: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a02',
  name: 'Mixer Grinder 750 W, 3 Jars',
  slug: 'mixer-grinder-750w-3-jars',
  brand: 'Sujata',
  price: 124999,
  discount: 15,
  stock: 4,
  images: [inlineProductPicture('hsl(200 30% 90%)', 'hsl(200 40% 35%)')],
  ...rasoi,
};

export const brassDiya: CartLineProduct = {
  _id: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a03',
  name: 'Brass Diya, Set of 2',
  slug: 'brass-diya-set-of-2',
  brand: 'Moradabad Crafts',
  price: 399,
  discount: 0,
  stock: 0,
  images: [inlineProductPicture('hsl(45 80% 90%)', 'hsl(40 75% 40%)')],
  ...khadi,
};

export const kurtaLine: CartLineData = {
  _id: 'c1a7e0d2-0000-4000-8000-000000000001',
  quantity: 1,
  productInfo: kurta,
};
export const sareeLine: CartLineData = {
  _id: 'c1a7e0d2-0000-4000-8000-000000000002',
  quantity: 1,
  productInfo: saree,
};
/** Two of the two left: + asks for "Out of Stock". */
export const tiffinLine: CartLineData = {
  _id: 'c1a7e0d2-0000-4000-8000-000000000003',
  quantity: 2,
  productInfo: tiffin,
};
export const diyaLine: CartLineData = {
  _id: 'c1a7e0d2-0000-4000-8000-000000000004',
  quantity: 1,
  productInfo: brassDiya,
};
export const mixerLine: CartLineData = {
  _id: 'c1a7e0d2-0000-4000-8000-000000000005',
  quantity: 1,
  productInfo: mixerGrinder,
};

/** ₹1,499 + ₹7,200 (8,999 less 20%) = ₹8,699: free delivery. */
export const khadiGroup: CartShopGroupData = { ...khadi, price: 8699, products: [kurtaLine, sareeLine] };
/** 2 × ₹618 (650 less floor(32.5)) = ₹1,236: ₹20 delivery, ₹764 short of free. */
export const rasoiGroup: CartShopGroupData = { ...rasoi, price: 1236, products: [tiffinLine] };

export const fullCart: CartData = {
  card_products: [khadiGroup, rasoiGroup],
  price: 9935,
  card_product_count: 5,
  shipping_fee: 20,
  outOfStockProduct: [diyaLine],
  buy_product_item: 4,
};

export const emptyCart: CartData = {
  card_products: [],
  price: 0,
  card_product_count: 0,
  shipping_fee: 0,
  outOfStockProduct: [],
  buy_product_item: 0,
};

export const onlyOutOfStockCart: CartData = {
  ...emptyCart,
  card_product_count: 1,
  outOfStockProduct: [diyaLine],
};

/** The stock fell to 2 after three were put in the cart. */
export const aboveStockCart: CartData = {
  card_products: [{ ...rasoi, price: 1854, products: [{ ...tiffinLine, quantity: 3 }] }],
  price: 1854,
  card_product_count: 3,
  shipping_fee: 20,
  outOfStockProduct: [],
  buy_product_item: 3,
};
