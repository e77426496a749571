import type { PlaceOrderRequest } from '@bazaar/api-client';
import {
  type CartLineInput,
  normalizeShippingInfo,
  SHIPPING_FIELDS,
  type ShippingErrorCode,
  type ShippingInfo,
  summarizeCart,
  validateShippingInfo,
} from '@bazaar/domain';
import type { Connection, Database } from '../db/database';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';

/** What the server decided the order costs; the client's own figures are never read. */
export interface PlacedOrder {
  orderId: string;
  /** Goods at selling price, shipping excluded (the contract's `price`). */
  price: number;
  shippingFee: number;
  items: number;
}

/** One product of the order, its lines merged: the same product twice is one line of the summed quantity. */
interface WantedProduct {
  productId: string;
  quantity: number;
  /** Cart lines the request came from (`PlaceOrderLine._id`); they leave the cart with the order. */
  cartLineIds: string[];
}

/** A product whose stock was taken, as it was at that moment: the snapshot the order line keeps. */
interface ReservedProduct extends CartLineInput {
  name: string;
  slug: string;
  brand: string;
  images: string[];
}

interface ReservedRow {
  [column: string]: unknown;
  id: string;
  seller_id: string;
  shop_name: string;
  name: string;
  slug: string;
  brand: string;
  images: string[];
  price: number;
  discount: number;
  stock: number;
}

const SHIPPING_PROBLEMS: Record<ShippingErrorCode, string> = {
  required: 'is required',
  tooLong: 'is too long',
  invalidPin: 'must be a 6-digit PIN code',
  invalidMobile: 'must be a 10-digit mobile number starting with 6, 7, 8 or 9',
  unknownState: 'must be a state or union territory of India',
};

/** The shipping info to store, or 400 naming the first field with a problem. */
function checkedShippingInfo(input: PlaceOrderRequest['shippingInfo']): ShippingInfo {
  const errors = validateShippingInfo(input);
  for (const field of SHIPPING_FIELDS) {
    const problem = errors[field];
    if (problem) throw badRequest(`shippingInfo.${field} ${SHIPPING_PROBLEMS[problem]}`);
  }
  return normalizeShippingInfo(input);
}

/**
 * The products asked for, merged by product id. The client's shop groups are not trusted either: lines are
 * grouped again by each product's real seller once the products are read.
 */
function wantedProducts(request: PlaceOrderRequest): WantedProduct[] {
  const byProduct = new Map<string, WantedProduct>();
  for (const group of request.products) {
    for (const line of group.products) {
      // The contract already refuses these; the check keeps a direct caller from ordering 0 or -1.
      if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
        throw badRequest('quantity must be a whole number of at least 1');
      }
      // UUIDs may arrive in upper case; the database answers them in lower case.
      const productId = line.productInfo._id.toLowerCase();
      const wanted = byProduct.get(productId) ?? { productId, quantity: 0, cartLineIds: [] };
      wanted.quantity += line.quantity;
      if (line._id) wanted.cartLineIds.push(line._id.toLowerCase());
      byProduct.set(productId, wanted);
    }
  }
  if (byProduct.size === 0) throw badRequest('products must name at least one product');
  // Rows are locked in one global order (by id) so that two orders sharing products cannot deadlock.
  return [...byProduct.values()].sort((a, b) => (a.productId < b.productId ? -1 : 1));
}

async function assertCartLinesAreTheCustomers(
  tx: Connection,
  customerId: string,
  wanted: readonly WantedProduct[],
): Promise<void> {
  const ids = wanted.flatMap((product) => product.cartLineIds);
  if (ids.length === 0) return;
  const { rows } = await tx.query(
    'SELECT 1 FROM cart_items WHERE id = ANY($1::uuid[]) AND customer_id <> $2 LIMIT 1',
    [ids, customerId],
  );
  if (rows.length > 0) throw forbidden('A cart line of this order belongs to another account');
}

async function assertProductsExist(tx: Connection, wanted: readonly WantedProduct[]): Promise<void> {
  const ids = wanted.map((product) => product.productId);
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM products WHERE id = ANY($1::uuid[])', [
    ids,
  ]);
  const known = new Set(rows.map((row) => row.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw notFound(`The product ${unknown} does not exist`);
}

/**
 * Takes the stock of one product, or refuses the whole order (409). The condition `stock >= q` in the
 * UPDATE is what makes concurrent orders safe: on PostgreSQL a second transaction waits for the row lock
 * and re-checks the condition against the committed stock, so stock can never go below zero.
 */
async function reserve(tx: Connection, wanted: WantedProduct): Promise<ReservedProduct> {
  const { rows } = await tx.query<ReservedRow>(
    `UPDATE products
        SET stock = stock - $2
      WHERE id = $1 AND stock >= $2
  RETURNING id, seller_id, name, slug, brand, images, price, discount, stock,
            (SELECT shop_name FROM sellers WHERE sellers.id = products.seller_id) AS shop_name`,
    [wanted.productId, wanted.quantity],
  );
  const row = rows[0];
  if (!row) {
    const { rows: current } = await tx.query<{ name: string; stock: number }>(
      'SELECT name, stock FROM products WHERE id = $1',
      [wanted.productId],
    );
    const product = current[0];
    if (!product) throw notFound(`The product ${wanted.productId} does not exist`);
    throw conflict(
      product.stock === 0
        ? `"${product.name}" is out of stock`
        : `Only ${product.stock} of "${product.name}" left in stock, not enough for ${wanted.quantity}`,
    );
  }
  return {
    productId: row.id,
    sellerId: row.seller_id,
    shopName: row.shop_name,
    name: row.name,
    slug: row.slug,
    brand: row.brand,
    images: row.images,
    price: row.price,
    discount: row.discount,
    // The stock the order was checked against: what there was before this order took its share.
    stock: row.stock + wanted.quantity,
    quantity: wanted.quantity,
  };
}

/**
 * DESIGN §3 place-order: in one transaction, takes the stock of every product (all or nothing), prices
 * the order from the database with the domain rules, creates the customer order, its line snapshots and
 * one sub-order per seller, and removes the ordered cart lines. Any refusal rolls everything back.
 */
export async function placeOrder(
  db: Database,
  customerId: string,
  request: PlaceOrderRequest,
): Promise<PlacedOrder> {
  const shippingInfo = checkedShippingInfo(request.shippingInfo);
  const wanted = wantedProducts(request);

  return db.transaction(async (tx) => {
    await assertCartLinesAreTheCustomers(tx, customerId, wanted);
    await assertProductsExist(tx, wanted);
    const reserved: ReservedProduct[] = [];
    for (const product of wanted) reserved.push(await reserve(tx, product));

    const summary = summarizeCart(reserved);
    // Every line was reserved against its stock, so none can be out of stock or above it.
    if (summary.outOfStock.length > 0 || !summary.canCheckout) {
      throw new Error('reserved lines do not add up to an order');
    }

    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO orders (customer_id, price, shipping_fee, items, shipping_info)
       VALUES ($1, $2, $3, $4, $5::jsonb)
       RETURNING id`,
      [customerId, summary.subtotal, summary.shippingFee, summary.items, JSON.stringify(shippingInfo)],
    );
    const orderId = rows[0]?.id;
    if (!orderId) throw new Error('order was not created');

    const lines = summary.groups.flatMap((group) =>
      group.lines.map((line) => ({
        product_id: line.productId,
        seller_id: line.sellerId,
        name: line.name,
        slug: line.slug,
        brand: line.brand,
        images: line.images,
        price: line.price,
        discount: line.discount,
        selling_price: line.sellingPrice,
        quantity: line.quantity,
      })),
    );
    // One statement for all lines; jsonb carries the images arrays, which unnest() would flatten.
    await tx.query(
      `INSERT INTO order_lines
              (order_id, product_id, seller_id, name, slug, brand, images, price, discount, selling_price,
               quantity)
       SELECT $1, l.product_id, l.seller_id, l.name, l.slug, l.brand, l.images, l.price, l.discount,
              l.selling_price, l.quantity
         FROM jsonb_to_recordset($2::jsonb) AS l(product_id uuid, seller_id uuid, name text, slug text,
              brand text, images text[], price integer, discount integer, selling_price integer,
              quantity integer)`,
      [orderId, JSON.stringify(lines)],
    );

    for (const group of summary.groups) {
      await tx.query(
        'INSERT INTO seller_orders (order_id, seller_id, price, shipping_fee) VALUES ($1, $2, $3, $4)',
        [orderId, group.sellerId, group.sellerPayout, group.shippingFee],
      );
    }

    // Only the cart lines this order came from leave the cart (a Buy Now names none); a line is removed
    // only when it is the customer's and holds the product it was ordered as.
    const cartLines = wanted.flatMap((product) =>
      product.cartLineIds.map((id) => ({ id, productId: product.productId })),
    );
    if (cartLines.length > 0) {
      await tx.query(
        `DELETE FROM cart_items AS c
          USING unnest($2::uuid[], $3::uuid[]) AS l(id, product_id)
          WHERE c.customer_id = $1 AND c.id = l.id AND c.product_id = l.product_id`,
        [customerId, cartLines.map((line) => line.id), cartLines.map((line) => line.productId)],
      );
    }

    return { orderId, price: summary.subtotal, shippingFee: summary.shippingFee, items: summary.items };
  });
}
