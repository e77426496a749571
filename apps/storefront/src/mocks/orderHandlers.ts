import type {
  DeliveryStatus,
  Order,
  OrderProduct,
  PaymentStatus,
  Product,
  ShippingInfo,
} from '@bazaar/api-client';
import {
  DASHBOARD_COUNT_FILTERS,
  matchesOrderFilter,
  ORDER_PAGE_SIZE,
  type OrderFilter,
  sellingPrice,
} from '@bazaar/domain';
import { delay } from 'msw';
import { http } from './http';
import { layoutCustomer } from './layoutHandlers';
import { brassDiya, kurta, mixerGrinder, pressureCooker } from './products';

/** Where the story customer's orders go. */
export const storyShippingInfo: ShippingInfo = {
  name: 'Priya Sharma',
  address: '14 Shivaji Nagar, near Hanuman Mandir',
  phone: '9876543210',
  post: '440010',
  province: 'Maharashtra',
  city: 'Nagpur',
  area: 'Dharampeth',
};

function lineOf(product: Product, quantity: number): OrderProduct {
  const { _id, name, slug, brand, images, price, discount } = product;
  return { _id, name, slug, brand, images, price, discount, quantity };
}

interface OrderShape {
  id: string;
  products: OrderProduct[];
  payment_status: PaymentStatus;
  delivery_status: DeliveryStatus;
  payment_method: Order['payment_method'];
  date: string;
}

/** An order as the server computes it: selling prices, ₹20 shipping below ₹2,000 (DESIGN.md §3). */
export function orderOf({ id, products, ...rest }: OrderShape): Order {
  const price = products.reduce(
    (sum, line) => sum + sellingPrice(line.price, line.discount) * line.quantity,
    0,
  );
  return {
    _id: id,
    price,
    shipping_fee: price >= 2000 ? 0 : 20,
    items: Math.max(
      1,
      products.reduce((sum, line) => sum + line.quantity, 0),
    ),
    shippingInfo: storyShippingInfo,
    products,
    ...rest,
  };
}

/** Not paid yet, no payment method chosen: Pay Now is offered. */
export const unpaidOrder = orderOf({
  id: '7d4f0a52-93c1-4b8e-a1f2-3c5d6e7f8a90',
  products: [lineOf(kurta, 2), lineOf(brassDiya, 1)],
  payment_status: 'unpaid',
  delivery_status: 'pending',
  payment_method: null,
  date: '2026-11-20T09:30:00.000Z',
});

/** Paid by card and delivered. */
export const deliveredOrder = orderOf({
  id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d',
  products: [lineOf(mixerGrinder, 1)],
  payment_status: 'paid',
  delivery_status: 'delivered',
  payment_method: 'card',
  date: '2026-11-02T14:05:00.000Z',
});

/** Paid, on its way. */
export const processingOrder = orderOf({
  id: 'a9b8c7d6-e5f4-4321-9abc-def012345678',
  products: [lineOf(pressureCooker, 1), lineOf(kurta, 1)],
  payment_status: 'paid',
  delivery_status: 'processing',
  payment_method: 'card',
  date: '2026-10-28T05:00:00.000Z',
});

/** Cash on delivery: placed, not paid until it arrives. */
export const codOrder = orderOf({
  id: 'c0ffee00-1234-4abc-8def-000000000001',
  products: [lineOf(brassDiya, 3)],
  payment_status: 'unpaid',
  delivery_status: 'placed',
  payment_method: 'cod',
  date: '2026-10-20T11:45:00.000Z',
});

/** Cancelled before payment: no Pay Now. */
export const cancelledOrder = orderOf({
  id: 'dead0000-beef-4abc-8def-000000000002',
  products: [lineOf(kurta, 1)],
  payment_status: 'unpaid',
  delivery_status: 'cancelled',
  payment_method: null,
  date: '2026-10-01T08:15:00.000Z',
});

/** An order whose products are gone from the record (SPEC.md §8: "No products in this order"). */
export const emptyOrder: Order = {
  ...orderOf({
    id: 'e0e0e0e0-0000-4000-8000-000000000003',
    products: [],
    payment_status: 'paid',
    delivery_status: 'warehouse',
    payment_method: 'card',
    date: '2026-09-15T10:00:00.000Z',
  }),
  price: 0,
};

/** The story customer's orders, newest first: one of each kind. */
export const someOrders: Order[] = [unpaidOrder, deliveredOrder, processingOrder, codOrder, cancelledOrder];

const statusCycle: readonly DeliveryStatus[] = ['placed', 'warehouse', 'delivered', 'pending', 'cancelled'];

/** `count` orders, newest first, cycling through the statuses; enough for the pager at 10 a page. */
export function manyOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, index) => {
    const status = statusCycle[index % statusCycle.length] ?? 'placed';
    const day = new Date(Date.UTC(2026, 10, 28 - index, 6, 0, 0));
    return orderOf({
      id: `${String(index + 1).padStart(8, '0')}-0000-4000-8000-000000000000`,
      products: [lineOf(index % 2 === 0 ? kurta : pressureCooker, 1 + (index % 3))],
      payment_status: status === 'delivered' || status === 'warehouse' ? 'paid' : 'unpaid',
      delivery_status: status,
      payment_method: status === 'pending' || status === 'cancelled' ? null : 'cod',
      date: day.toISOString(),
    });
  });
}

/** An order that exists but belongs to another customer: the server answers 403. */
export const someoneElsesOrderId = 'b1b1b1b1-0000-4000-8000-000000000004';

/** How many of the most recent orders the dashboard shows (the contract's recentOrders). */
const RECENT_ORDER_COUNT = 5;

export interface OrderMockOptions {
  /** The story customer's orders, newest first. */
  orders?: Order[];
  /** Every order request fails this way: a status with the server's text, or a bare 502 from a proxy. */
  failure?: { status: 500 | 503; error: string } | { status: 502 };
  /** Only the first order request fails (a server down for a moment), so Retry gets the orders. */
  failOnce?: boolean;
  /** No order request is ever answered: the page stays loading. */
  neverAnswer?: boolean;
}

export interface OrderMocks {
  handlers: Array<ReturnType<typeof http.get>>;
  /** `status/page` of every GET get-orders the page made, oldest first. */
  listRequests: string[];
  /** Forgets the calls seen and makes a `failOnce` failure happen again, for a story's beforeEach. */
  reset: () => void;
}

/**
 * MSW handlers for the dashboard's order requests, answering as the server does: only the story customer's
 * orders (403 for another customer's id or order, 404 for no such order), newest first, 10 a page.
 */
export function orderMocks(options: OrderMockOptions = {}): OrderMocks {
  const orders = options.orders ?? someOrders;
  const listRequests: string[] = [];
  let failedOnce = false;
  /** The failure this request meets, if any: `failure` every time, or only the first time with `failOnce`. */
  const failureNow = () => {
    if (options.failOnce && failedOnce) return undefined;
    if (options.failure) failedOnce = true;
    return options.failure;
  };

  return {
    listRequests,
    reset: () => {
      listRequests.length = 0;
      failedOnce = false;
    },
    handlers: [
      http.get('/home/coustomer/get-orders/{customerId}/{status}', async ({ params, query, response }) => {
        const page = Number(query.get('pageNumber') ?? '1');
        listRequests.push(`${params.status}/${page}`);
        if (options.neverAnswer) await delay('infinite');
        const failure = failureNow();
        if (failure?.status === 502) return response.untyped(new Response(null, { status: 502 }));
        if (failure) return response('default').json({ error: failure.error }, { status: failure.status });
        if (params.customerId !== layoutCustomer.id) {
          return response(403).json({ error: 'These are not your orders' });
        }
        const matching = orders.filter((order) => matchesOrderFilter(order.delivery_status, params.status));
        return response(200).json({
          orders: matching.slice((page - 1) * ORDER_PAGE_SIZE, page * ORDER_PAGE_SIZE),
          totalOrder: matching.length,
        });
      }),
      http.get('/home/coustomer/get-order-details/{orderId}', async ({ params, response }) => {
        if (options.neverAnswer) await delay('infinite');
        const failure = failureNow();
        if (failure?.status === 502) return response.untyped(new Response(null, { status: 502 }));
        if (failure) return response('default').json({ error: failure.error }, { status: failure.status });
        if (params.orderId === someoneElsesOrderId) {
          return response(403).json({ error: 'This order is not yours' });
        }
        const order = orders.find((candidate) => candidate._id === params.orderId);
        return order
          ? response(200).json({ order })
          : response(404).json({ error: 'This order does not exist' });
      }),
      http.get('/home/coustomer/get-dashboard-data/{userId}', async ({ params, response }) => {
        if (options.neverAnswer) await delay('infinite');
        const failure = failureNow();
        if (failure?.status === 502) return response.untyped(new Response(null, { status: 502 }));
        if (failure) return response('default').json({ error: failure.error }, { status: failure.status });
        if (params.userId !== layoutCustomer.id)
          return response(403).json({ error: 'This is not your dashboard' });
        // As the server counts: each figure is the length of the list under its filter.
        const listed = (filter: OrderFilter) =>
          orders.filter((order) => matchesOrderFilter(order.delivery_status, filter)).length;
        return response(200).json({
          totalOrder: listed(DASHBOARD_COUNT_FILTERS.totalOrder),
          pendingOrder: listed(DASHBOARD_COUNT_FILTERS.pendingOrder),
          cancelledOrder: listed(DASHBOARD_COUNT_FILTERS.cancelledOrder),
          recentOrders: orders.slice(0, RECENT_ORDER_COUNT),
        });
      }),
    ],
  };
}
