import type { Product, ProductDetailsResponse, Review, ReviewsResponse } from '@bazaar/api-client';
import { brassDiya, kurta, mixerGrinder, pictureOf, pressureCooker } from './products';

/** A product picture drawn inline; `marks` dots tell the gallery's pictures apart. */
function detailPicture(hue: number, marks = 0): string {
  return pictureOf(`hsl(${hue} 40% 90%)`, `hsl(${hue} 45% 38%)`, marks);
}

/** A picture that cannot be decoded: the browser fires "error" without a network request. */
export const brokenProductPicture = 'data:image/png;base64,AAAA';

/** In stock, 15% off, three pictures: the usual product page. */
export const detailedMixer: Product = {
  ...mixerGrinder,
  images: [detailPicture(200, 1), detailPicture(210, 2), detailPicture(190, 3)],
};

const tawa: Product = {
  _id: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a05',
  name: 'Cast Iron Tawa 30 cm',
  slug: 'cast-iron-tawa-30cm',
  category: 'Kitchen',
  brand: 'Rasoi Ghar',
  price: 1199,
  discount: 5,
  stock: 18,
  rating: 4,
  images: [detailPicture(20)],
  description: 'Pre-seasoned cast iron for rotis, dosas and parathas.',
  sellerId: mixerGrinder.sellerId,
  shopName: mixerGrinder.shopName,
};

const steelDabba: Product = {
  _id: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a06',
  name: 'Steel Masala Dabba, 7 Bowls',
  slug: 'steel-masala-dabba-7-bowls',
  category: 'Kitchen',
  brand: 'Rasoi Ghar',
  price: 749,
  discount: 0,
  stock: 40,
  rating: 4.5,
  images: [detailPicture(45)],
  description: 'Stainless steel spice box with a see-through lid and a spoon.',
  sellerId: mixerGrinder.sellerId,
  shopName: mixerGrinder.shopName,
};

const idliStand: Product = {
  ...steelDabba,
  _id: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a07',
  name: 'Idli Stand, 4 Plates',
  slug: 'idli-stand-4-plates',
  price: 599,
  discount: 10,
  rating: 3.5,
  images: [detailPicture(60)],
};

const kadai: Product = {
  ...tawa,
  _id: '0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4a08',
  name: 'Iron Kadai 2 L',
  slug: 'iron-kadai-2l',
  price: 899,
  discount: 0,
  rating: 0,
  images: [detailPicture(0)],
};

/**
 * What GET /home/product-details/{slug} answers for `product`: up to 4 other products of its category and up
 * to 3 more of its shop, as the server does.
 */
export function detailsOf(product: Product): ProductDetailsResponse {
  const others = (list: Product[]) => list.filter((other) => other._id !== product._id);
  return {
    product,
    relatedProducts: others([pressureCooker, tawa, steelDabba, idliStand, kadai]).slice(0, 4),
    moreProducts: others([tawa, steelDabba, idliStand]).slice(0, 3),
  };
}

export const longDescription =
  'A 750 W copper motor with three stainless steel jars: a 1.5 L liquidising jar for lassi and batter, a 1 L ' +
  'dry jar for masala and a 0.4 L chutney jar. Overload protection, three speeds with pulse, and a five year ' +
  'warranty on the motor.\nMade in India.';

export const productsForStories = { kurta, mixerGrinder, brassDiya, pressureCooker, tawa };

const reviewers = [
  'Asha Patil',
  'Rohan Deshmukh',
  'Meera Iyer',
  'Imran Qureshi',
  'Kavya Nair',
  'Harpreet Singh',
];
const texts = [
  'Grinds idli batter smoothly and the jars are sturdy.',
  'Loud on the highest speed, but quick. Delivery to Nagpur took two days.',
  'The chutney jar is the best part.',
  'Motor heats up with heavy batter; I let it rest between batches.',
  'बहुत बढ़िया मिक्सर है, माँ को बहुत पसंद आया।',
];

/** Review number `number` of `productId`; numbers count down from the newest. */
export function reviewOf(productId: string, number: number): Review {
  return {
    _id: `7e1d2c3b-0000-4000-8000-${String(number).padStart(12, '0')}`,
    productId,
    name: reviewers[number % reviewers.length] ?? 'Asha Patil',
    review: `${texts[number % texts.length] ?? ''} (review ${number})`,
    rating: (number % 5) + 1,
    date: new Date(Date.UTC(2025, 5, 28, 9) - number * 86_400_000).toISOString(),
  };
}

/** A page of `total` reviews, 10 a page, newest first, with a breakdown that adds up to `total`. */
export function reviewsPage(productId: string, total: number, page: number): ReviewsResponse {
  const first = (page - 1) * 10 + 1;
  const count = Math.max(0, Math.min(10, total - first + 1));
  const all = Array.from({ length: total }, (_, index) => reviewOf(productId, index + 1));
  return {
    reviews: Array.from({ length: count }, (_, index) => reviewOf(productId, first + index)),
    totalReview: total,
    rating_review: [5, 4, 3, 2, 1].map((rating) => ({
      rating,
      sum: all.filter((review) => review.rating === rating).length,
    })),
  };
}
