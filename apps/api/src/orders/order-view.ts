import type { Order, OrderProduct, ShippingInfo } from '@bazaar/api-client';
import { isDeliveryStatus, isPaymentMethod, isPaymentStatus, normalizeShippingInfo } from '@bazaar/domain';
import type { Queryable } from '../db/database';

/** The columns of `orders` an Order is built from; every read of an order selects exactly these. */
export const ORDER_COLUMNS =
  'id, price, shipping_fee, items, payment_status, delivery_status, payment_method, shipping_info, created_at';

export interface OrderRow {
  [column: string]: unknown;
  id: string;
  price: number;
  shipping_fee: number;
  items: number;
  payment_status: string;
  delivery_status: string;
  payment_method: string | null;
  shipping_info: unknown;
  created_at: Date | string;
}

interface OrderLineRow {
  [column: string]: unknown;
  order_id: string;
  product_id: string;
  name: string;
  slug: string;
  brand: string;
  images: string[];
  price: number;
  discount: number;
  quantity: number;
}

/**
 * The stored shipping info as the contract's ShippingInfo. It was normalised before it was stored, so
 * normalising again only proves it to the type checker; a row that fails is a broken database (500).
 */
function storedShippingInfo(value: unknown): ShippingInfo {
  if (typeof value !== 'object' || value === null) throw new Error('order has no shipping info');
  const field = (name: string) => {
    const text: unknown = Reflect.get(value, name);
    return typeof text === 'string' ? text : undefined;
  };
  return normalizeShippingInfo({
    name: field('name'),
    address: field('address'),
    phone: field('phone'),
    post: field('post'),
    province: field('province'),
    city: field('city'),
    area: field('area'),
  });
}

function toOrder(row: OrderRow, products: OrderProduct[]): Order {
  const { payment_status, delivery_status, payment_method } = row;
  // The table's CHECK constraints allow only these values; a mismatch means the schema and code diverged.
  if (!isPaymentStatus(payment_status) || !isDeliveryStatus(delivery_status)) {
    throw new Error(`order ${row.id} has an unknown status`);
  }
  if (payment_method !== null && !isPaymentMethod(payment_method)) {
    throw new Error(`order ${row.id} has an unknown payment method`);
  }
  return {
    _id: row.id,
    price: row.price,
    shipping_fee: row.shipping_fee,
    items: row.items,
    payment_status,
    delivery_status,
    payment_method,
    date: new Date(row.created_at).toISOString(),
    shippingInfo: storedShippingInfo(row.shipping_info),
    products,
  };
}

/**
 * Orders with their products, read from the lines' snapshots (what was bought at what price, whatever the
 * product has become since). Keeps the order of `rows`.
 */
export async function withProducts(db: Queryable, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  // A line whose product was deleted keeps its snapshot; its own id stands in for the product's.
  const { rows: lines } = await db.query<OrderLineRow>(
    `SELECT order_id, COALESCE(product_id, id) AS product_id, name, slug, brand, images, price, discount,
            quantity
       FROM order_lines
      WHERE order_id = ANY($1::uuid[])
      ORDER BY name, id`,
    [rows.map((row) => row.id)],
  );
  const byOrder = new Map<string, OrderProduct[]>();
  for (const line of lines) {
    const product: OrderProduct = {
      _id: line.product_id,
      name: line.name,
      slug: line.slug,
      brand: line.brand,
      images: line.images,
      price: line.price,
      discount: line.discount,
      quantity: line.quantity,
    };
    const list = byOrder.get(line.order_id);
    if (list) list.push(product);
    else byOrder.set(line.order_id, [product]);
  }
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}
