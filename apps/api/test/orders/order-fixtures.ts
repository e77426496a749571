import { randomUUID } from 'node:crypto';
import type { PlaceOrderRequest } from '@bazaar/api-client';
import type { TestShop } from '../support/shop';

// Orders are tested on products made here, with prices chosen so every total can be worked out by hand,
// rather than on the seeded catalogue whose prices may change.

export const SHIPPING_INFO = {
  name: 'Meera Iyer',
  address: '12 Civil Lines, near Zero Mile',
  phone: '9876543210',
  post: '440001',
  province: 'Maharashtra',
  city: 'Nagpur',
  area: 'Civil Lines',
} as const;

export async function createSeller(shop: TestShop, shopName: string): Promise<string> {
  const { rows } = await shop.db.query<{ id: string }>(
    `INSERT INTO sellers (name, email, password_hash, shop_name, city, state)
     VALUES ($1, $2, 'not-a-real-hash', $3, 'Nagpur', 'Maharashtra') RETURNING id`,
    [`Owner of ${shopName}`, `seller-${randomUUID()}@example.in`, shopName],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('seller was not created');
  return id;
}

export interface TestProduct {
  id: string;
  name: string;
  slug: string;
  sellerId: string;
}

export async function createProduct(
  shop: TestShop,
  options: { sellerId: string; price: number; discount?: number; stock?: number; name?: string },
): Promise<TestProduct> {
  const { rows: categories } = await shop.db.query<{ id: string }>(
    `INSERT INTO categories (name, slug, image) VALUES ('Order tests', 'order-tests', '/images/c.svg')
     ON CONFLICT (name) DO UPDATE SET image = EXCLUDED.image RETURNING id`,
  );
  const suffix = randomUUID().slice(0, 8);
  const name = options.name ?? `Product ${suffix}`;
  const slug = `order-test-${suffix}`;
  const { rows } = await shop.db.query<{ id: string }>(
    `INSERT INTO products (seller_id, category_id, name, slug, brand, price, discount, stock, images)
     VALUES ($1, $2, $3, $4, 'Acme', $5, $6, $7, $8) RETURNING id`,
    [
      options.sellerId,
      categories[0]?.id,
      name,
      slug,
      options.price,
      options.discount ?? 0,
      options.stock ?? 10,
      [`/images/products/${slug}-1.svg`, `/images/products/${slug}-2.svg`],
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('product was not created');
  return { id, name, slug, sellerId: options.sellerId };
}

export interface OrderedLine {
  product: TestProduct;
  quantity: number;
  cartLineId?: string;
}

/** A place-order body as the storefront sends it: lines grouped by shop, client figures left out. */
export function orderBody(userId: string, lines: OrderedLine[]): PlaceOrderRequest {
  const groups = new Map<string, PlaceOrderRequest['products'][number]>();
  for (const line of lines) {
    const group = groups.get(line.product.sellerId) ?? { sellerId: line.product.sellerId, products: [] };
    group.products.push({
      ...(line.cartLineId ? { _id: line.cartLineId } : {}),
      quantity: line.quantity,
      productInfo: { _id: line.product.id },
    });
    groups.set(line.product.sellerId, group);
  }
  return { userId, products: [...groups.values()], shippingInfo: { ...SHIPPING_INFO } };
}

export async function stockOf(shop: TestShop, productId: string): Promise<number> {
  const { rows } = await shop.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
    productId,
  ]);
  const stock = rows[0]?.stock;
  if (stock === undefined) throw new Error('no such product');
  return stock;
}

export async function orderCount(shop: TestShop, customerId: string): Promise<number> {
  const { rows } = await shop.db.query<{ n: number }>(
    'SELECT count(*) AS n FROM orders WHERE customer_id = $1',
    [customerId],
  );
  return rows[0]?.n ?? 0;
}

export async function addToCartDirectly(
  shop: TestShop,
  customerId: string,
  productId: string,
  quantity: number,
): Promise<string> {
  const { rows } = await shop.db.query<{ id: string }>(
    'INSERT INTO cart_items (customer_id, product_id, quantity) VALUES ($1, $2, $3) RETURNING id',
    [customerId, productId, quantity],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('cart line was not created');
  return id;
}
