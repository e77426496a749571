import { createHash } from 'node:crypto';
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
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';

/** What the server decided the order costs; the client's own figures are never read. */
export interface PlacedOrder {
  orderId: string;
  /** Goods at selling price, shipping excluded (the contract's `price`). */
  price: number;
  shippingFee: number;
  items: number;
  /** True when an earlier request with the same idempotency key placed this order and this one only answers it. */
  replayed: boolean;
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

/** A key long and plain enough to be a random token: a UUID fits, and so do most clients' own formats. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:~-]{16,255}$/;

/**
 * The `Idempotency-Key` header's key, or null when none was sent: a client that sends none (SPEC §7's, an
 * older storefront) gets a new order on every call, as before. The IETF draft writes the key as a quoted
 * string (`"…"`), most clients send it bare: both forms name the same key. 400 for anything that is not a
 * plausible token, repeated headers included (Node joins them with ", ").
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const raw = Array.isArray(header) ? header.join(', ') : header;
  const key = /^"(.*)"$/.exec(raw)?.[1] ?? raw;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw badRequest(
      'Idempotency-Key must be one key of 16 to 255 letters, digits or - _ . : ~ (a UUID is a good key)',
    );
  }
  return key;
}

/**
 * What an order asks for, as a SHA-256: the merged products with their cart lines and the normalised
 * address. Figures the server ignores (prices, counts, the client's shop groups) do not count, so a client
 * that recomputes them differently on a retry still gets its order.
 */
function requestHash(shippingInfo: ShippingInfo, wanted: readonly WantedProduct[]): string {
  const products = wanted.map(({ productId, quantity, cartLineIds }) => ({
    productId,
    quantity,
    cartLineIds: [...cartLineIds].sort(),
  }));
  return createHash('sha256').update(JSON.stringify({ shippingInfo, products })).digest('hex');
}

type KeyClaim = { status: 'new'; orderId: string } | { status: 'answered'; order: PlacedOrder };

/**
 * Takes `key` for a new order of this customer, or finds the order it already placed. The key's row is
 * the transaction's first write: on PostgreSQL a concurrent request with the same key waits on the unique
 * index until this one commits (then finds its order) or rolls back (then places its own); PGlite runs
 * transactions one at a time. Keys older than 24 hours are forgotten first, so they place a new order.
 */
async function claimKey(tx: Connection, customerId: string, key: string, hash: string): Promise<KeyClaim> {
  await tx.query(
    "DELETE FROM order_idempotency_keys WHERE customer_id = $1 AND created_at < now() - interval '24 hours'",
    [customerId],
  );
  const { rows } = await tx.query<{ order_id: string }>(
    `INSERT INTO order_idempotency_keys (customer_id, key, request_hash, order_id)
     VALUES ($1, $2, $3, gen_random_uuid())
     ON CONFLICT (customer_id, key) DO NOTHING
     RETURNING order_id`,
    [customerId, key, hash],
  );
  const claimed = rows[0];
  if (claimed) return { status: 'new', orderId: claimed.order_id };

  const { rows: earlier } = await tx.query<{
    request_hash: string;
    id: string;
    price: number;
    shipping_fee: number;
    items: number;
  }>(
    `SELECT k.request_hash, o.id, o.price, o.shipping_fee, o.items
       FROM order_idempotency_keys AS k JOIN orders AS o ON o.id = k.order_id
      WHERE k.customer_id = $1 AND k.key = $2`,
    [customerId, key],
  );
  const first = earlier[0];
  // Only a key expiring between the two statements gets here: the client's retry will find it free.
  if (!first) throw conflict('An order with this Idempotency-Key is being placed; try again in a moment');
  if (first.request_hash !== hash) {
    throw new HttpError(
      422,
      'This Idempotency-Key was already used for a different order; send a new key for a new order',
    );
  }
  return {
    status: 'answered',
    order: {
      orderId: first.id,
      price: first.price,
      shippingFee: first.shipping_fee,
      items: first.items,
      replayed: true,
    },
  };
}

/**
 * DESIGN §3 place-order: in one transaction, takes the stock of every product (all or nothing), prices
 * the order from the database with the domain rules, creates the customer order, its line snapshots and
 * one sub-order per seller, and removes the ordered cart lines. Any refusal rolls everything back. With an
 * idempotency key (DESIGN §3 "Orders are idempotent") the same key from the same customer within 24 hours
 * answers the first order and changes nothing.
 */
export async function placeOrder(
  db: Database,
  customerId: string,
  request: PlaceOrderRequest,
  idempotencyKey: string | null = null,
): Promise<PlacedOrder> {
  const shippingInfo = checkedShippingInfo(request.shippingInfo);
  const wanted = wantedProducts(request);

  return db.transaction(async (tx) => {
    let keyedOrderId: string | null = null;
    if (idempotencyKey !== null) {
      // Before any other check: the first order's cart lines are gone and its stock taken, and a retry must
      // still get that order rather than a refusal about them.
      const claim = await claimKey(tx, customerId, idempotencyKey, requestHash(shippingInfo, wanted));
      if (claim.status === 'answered') return claim.order;
      keyedOrderId = claim.orderId;
    }
    await assertCartLinesAreTheCustomers(tx, customerId, wanted);
    await assertProductsExist(tx, wanted);
    const reserved: ReservedProduct[] = [];
    for (const product of wanted) reserved.push(await reserve(tx, product));
    // Listings show stock: migration 010's trigger tells every instance once this commits (never if it
    // rolls back).

    const summary = summarizeCart(reserved);
    // Every line was reserved against its stock, so none can be out of stock or above it.
    if (summary.outOfStock.length > 0 || !summary.canCheckout) {
      throw new Error('reserved lines do not add up to an order');
    }

    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO orders (id, customer_id, price, shipping_fee, items, shipping_info)
       VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6::jsonb)
       RETURNING id`,
      [
        keyedOrderId,
        customerId,
        summary.subtotal,
        summary.shippingFee,
        summary.items,
        JSON.stringify(shippingInfo),
      ],
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

    return {
      orderId,
      price: summary.subtotal,
      shippingFee: summary.shippingFee,
      items: summary.items,
      replayed: false,
    };
  });
}
