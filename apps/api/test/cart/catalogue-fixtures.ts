import { randomUUID } from 'node:crypto';
import type { TestShop } from '../support/shop';

// Products made for one test, with the price, discount and stock the test needs, so that cart and wishlist
// tests do not depend on the seeded catalogue.

export async function createSeller(shop: TestShop, shopName = 'Apna Bazaar') {
  const key = randomUUID().slice(0, 8);
  const { rows } = await shop.db.query<{ id: string }>(
    `INSERT INTO sellers (name, email, password_hash, shop_name, city, state)
     VALUES ($1, $2, 'not-a-hash', $3, 'Nagpur', 'Maharashtra') RETURNING id`,
    [`Owner of ${shopName}`, `seller-${key}@example.in`, shopName],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('seller was not created');
  return { id, shopName };
}

export interface ProductFixture {
  id: string;
  name: string;
  slug: string;
  price: number;
  discount: number;
  stock: number;
  images: string[];
  sellerId: string;
}

export async function createProduct(
  shop: TestShop,
  seller: { id: string },
  { price = 500, discount = 0, stock = 10, name = 'Cotton Kurta' } = {},
): Promise<ProductFixture> {
  const key = randomUUID().slice(0, 8);
  const category = await shop.db.query<{ id: string }>(
    'INSERT INTO categories (name, slug, image) VALUES ($1, $2, $3) RETURNING id',
    [`Test category ${key}`, `test-category-${key}`, `/images/categories/test-category-${key}.svg`],
  );
  const slug = `test-product-${key}`;
  const images = [`/images/products/${slug}-1.svg`, `/images/products/${slug}-2.svg`];
  const { rows } = await shop.db.query<{ id: string }>(
    `INSERT INTO products (seller_id, category_id, name, slug, brand, price, discount, stock, rating, images)
     VALUES ($1, $2, $3, $4, 'Khadi Works', $5, $6, $7, 4.5, $8) RETURNING id`,
    [seller.id, category.rows[0]?.id, name, slug, price, discount, stock, images],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('product was not created');
  return { id, name, slug, price, discount, stock, images, sellerId: seller.id };
}

export async function setStock(shop: TestShop, productId: string, stock: number) {
  await shop.db.query('UPDATE products SET stock = $2 WHERE id = $1', [productId, stock]);
}
