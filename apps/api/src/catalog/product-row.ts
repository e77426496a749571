import type { components } from '@bazaar/api-client';

export type Product = components['schemas']['Product'];

/**
 * The columns of a Product as the contract spells it, for a query over `products p` joined to
 * `categories c` and `sellers s` (see PRODUCT_SOURCE).
 */
export const PRODUCT_COLUMNS = `p.id, p.name, p.slug, c.name AS category, p.brand, p.price, p.discount, p.stock,
  p.rating, p.images, p.description, s.shop_name, p.seller_id`;

export const PRODUCT_SOURCE = `products p
  JOIN categories c ON c.id = p.category_id
  JOIN sellers s ON s.id = p.seller_id`;

/** One row of PRODUCT_COLUMNS; the database's types and checks guarantee these shapes. */
export type ProductRow = {
  id: string;
  name: string;
  slug: string;
  category: string;
  brand: string;
  price: number;
  discount: number;
  stock: number;
  rating: number;
  images: string[];
  description: string;
  shop_name: string;
  seller_id: string;
};

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    category: row.category,
    brand: row.brand,
    price: row.price,
    discount: row.discount,
    stock: row.stock,
    // numeric(2,1) arrives as a number (see db/database.ts); Number() also covers a driver that sends text.
    rating: Number(row.rating),
    images: row.images,
    description: row.description,
    shopName: row.shop_name,
    sellerId: row.seller_id,
  };
}
