import { randomUUID } from 'node:crypto';
import type { TestShop } from '../support/shop';

// A small category of known products beside the seeded catalogue, so that filters, sorting, paging and
// search can be checked against exact answers. Every word used here is rare in the seeded catalogue.

export const KITES = { name: 'Kites & Kiting', slug: 'kites-and-kiting' } as const;

export interface KiteProductSpec {
  name: string;
  brand: string;
  price: number;
  discount: number;
  rating: number;
  stock: number;
  description?: string;
  /** Seller key in the fixture: 'patang' or 'skyward'. */
  seller: 'patang' | 'skyward';
  /** Category slug; the kites category unless given. */
  category?: string;
  /** How many minutes before now it was listed; smaller is newer. */
  minutesAgo: number;
}

export const KITE_PRODUCTS = {
  // Out of stock but best in every respect: must never appear on a home list or as a recommendation.
  gold: {
    name: 'Zephyrine Gold Edition Kite',
    brand: 'Zephyrine',
    price: 9000,
    discount: 90,
    rating: 5,
    stock: 0,
    seller: 'patang',
    minutesAgo: 0,
  },
  delta: {
    name: 'Zephyrine Delta Stunt Kite',
    brand: 'Zephyrine',
    price: 1000,
    discount: 10,
    rating: 4.5,
    stock: 10,
    description: 'A dual-line delta for steady beach winds.',
    seller: 'patang',
    minutesAgo: 1,
  },
  fighter: {
    name: 'Manja Fighter Patang',
    brand: 'Bareilly Manja',
    price: 200,
    discount: 50,
    rating: 2,
    stock: 50,
    description: 'Glass-coated string for kite fighting on Makar Sankranti.',
    seller: 'patang',
    minutesAgo: 2,
  },
  box: {
    name: 'Rainbow Box Kite',
    brand: 'Skyward',
    price: 2500,
    discount: 20,
    rating: 5,
    stock: 3,
    description: 'A tall box kite that is easy to fly.',
    seller: 'skyward',
    minutesAgo: 3,
  },
  parafoil: {
    name: 'Skyward Parafoil Kite',
    brand: 'Skyward',
    price: 4000,
    discount: 5,
    rating: 4,
    stock: 7,
    seller: 'skyward',
    minutesAgo: 4,
  },
  // The same shop as the delta kite, in another category: a "more from this shop" candidate.
  spool: {
    name: 'Patang Ghar Wooden Charkhi Spool',
    brand: 'Patang Ghar',
    price: 350,
    discount: 0,
    rating: 4.2,
    stock: 12,
    seller: 'patang',
    category: 'sports-and-fitness',
    minutesAgo: 5,
  },
} satisfies Record<string, KiteProductSpec>;

/** Plain kites to fill more than one page: selling prices 160, 170 … 290, rating 3, older than the rest. */
export const TUKKAL_COUNT = 14;
export const tukkal = (n: number): KiteProductSpec => ({
  name: `Tukkal Kite Number ${n}`,
  brand: 'Tukkal',
  price: 150 + n * 10,
  discount: 0,
  rating: 3,
  stock: 20,
  seller: 'skyward',
  minutesAgo: 10 + n,
});

/** Products in the kites category: every KITE_PRODUCTS entry but the spool, and the tukkals. */
export const KITES_IN_CATEGORY = Object.keys(KITE_PRODUCTS).length - 1 + TUKKAL_COUNT;

export interface KiteShop {
  categoryId: string;
  sellers: { patang: string; skyward: string };
  /** Product id by KITE_PRODUCTS key, and `tukkal-n` for the plain kites. */
  ids: Record<string, string>;
  /** Product slug by the same keys. */
  slugs: Record<string, string>;
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function addSeller(shop: TestShop, name: string, shopName: string): Promise<string> {
  const { rows } = await shop.db.query<{ id: string }>(
    `INSERT INTO sellers (name, email, password_hash, shop_name, city, state)
     VALUES ($1, $2, 'not-a-hash', $3, 'Ahmedabad', 'Gujarat') RETURNING id`,
    [name, `${slugOf(shopName)}-${randomUUID().slice(0, 8)}@sellers.test`, shopName],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('seller not created');
  return id;
}

export async function addKiteShop(shop: TestShop): Promise<KiteShop> {
  const { rows: categories } = await shop.db.query<{ id: string }>(
    `INSERT INTO categories (name, slug, image, position)
     VALUES ($1, $2, $3, 100) RETURNING id`,
    [KITES.name, KITES.slug, `/images/categories/${KITES.slug}.svg`],
  );
  const categoryId = categories[0]?.id;
  if (!categoryId) throw new Error('category not created');
  const sellers = {
    patang: await addSeller(shop, 'Imran Qureshi', 'Patang Ghar'),
    skyward: await addSeller(shop, 'Nisha Desai', 'Skyward Traders'),
  };

  const specs: Array<[string, KiteProductSpec]> = [
    ...Object.entries(KITE_PRODUCTS),
    ...Array.from({ length: TUKKAL_COUNT }, (_, i): [string, KiteProductSpec] => [
      `tukkal-${i + 1}`,
      tukkal(i + 1),
    ]),
  ];
  const ids: Record<string, string> = {};
  const slugs: Record<string, string> = {};
  for (const [key, spec] of specs) {
    const slug = slugOf(spec.name);
    const { rows } = await shop.db.query<{ id: string }>(
      `INSERT INTO products (seller_id, category_id, name, slug, brand, price, discount, stock, rating, description,
                             images, created_at)
       VALUES ($1, COALESCE((SELECT id FROM categories WHERE slug = $2), $3), $4, $5, $6, $7, $8, $9, $10, $11,
               ARRAY['/images/products/' || $5 || '-1.svg', '/images/products/' || $5 || '-2.svg'],
               now() - make_interval(mins => $12))
       RETURNING id`,
      [
        sellers[spec.seller],
        spec.category ?? KITES.slug,
        categoryId,
        spec.name,
        slug,
        spec.brand,
        spec.price,
        spec.discount,
        spec.stock,
        spec.rating,
        spec.description ?? '',
        spec.minutesAgo,
      ],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error(`product ${key} not created`);
    ids[key] = id;
    slugs[key] = slug;
  }
  return { categoryId, sellers, ids, slugs };
}

/** The products the API answered, by name, for comparing with the fixture. */
export const names = (products: Array<{ name: string }>) => products.map((product) => product.name);
