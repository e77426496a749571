import { summarizeCart } from '@bazaar/domain';
import type { Queryable } from '../db/database';
import type { SuccessOf } from '../http/handler';

type CartResponse = SuccessOf<'getCartProducts'>;
type CartLine = CartResponse['outOfStockProduct'][number];

type CartRow = {
  cart_item_id: string;
  quantity: number;
  product_id: string;
  name: string;
  slug: string;
  brand: string;
  price: number;
  discount: number;
  stock: number;
  images: string[];
  seller_id: string;
  shop_name: string;
};

/** The line as the storefront reads it (SPEC §3: _id, quantity, productInfo). */
function cartLine(row: CartRow): CartLine {
  return {
    _id: row.cart_item_id,
    quantity: row.quantity,
    productInfo: {
      _id: row.product_id,
      name: row.name,
      slug: row.slug,
      brand: row.brand,
      price: row.price,
      discount: row.discount,
      stock: row.stock,
      images: row.images,
      shopName: row.shop_name,
      sellerId: row.seller_id,
    },
  };
}

/**
 * The caller's cart grouped by shop, with the totals worked out by the domain's summarizeCart from the
 * prices in the database. Lines are in the order they were added; shops in the order they first appear.
 */
export async function cartSummary(db: Queryable, customerId: string): Promise<CartResponse> {
  const { rows } = await db.query<CartRow>(
    `SELECT c.id AS cart_item_id, c.quantity, p.id AS product_id, p.name, p.slug, p.brand, p.price,
            p.discount, p.stock, p.images, s.id AS seller_id, s.shop_name
     FROM cart_items c
     JOIN products p ON p.id = c.product_id
     JOIN sellers s ON s.id = p.seller_id
     WHERE c.customer_id = $1
     ORDER BY c.created_at, c.id`,
    [customerId],
  );
  const summary = summarizeCart(
    rows.map((row) => ({
      ...row,
      productId: row.product_id,
      sellerId: row.seller_id,
      shopName: row.shop_name,
    })),
  );
  const outOfStockUnits = summary.outOfStock.reduce((units, line) => units + line.quantity, 0);
  return {
    card_products: summary.groups.map((group) => ({
      shopName: group.shopName,
      sellerId: group.sellerId,
      price: group.subtotal,
      products: group.lines.map(cartLine),
    })),
    // Shipping excluded, as the storefront adds it itself (SPEC §9: total = price + shipping fee).
    price: summary.subtotal,
    // Units, not lines: each Add To Cart click raises the badge by 1 (SPEC §4, §9).
    card_product_count: summary.items + outOfStockUnits,
    shipping_fee: summary.shippingFee,
    outOfStockProduct: summary.outOfStock.map(cartLine),
    buy_product_item: summary.items,
  };
}
