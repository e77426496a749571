import { formatInr } from '@bazaar/domain';
import { ownedBy, signedIn } from '../auth/guard';
import type { AppContext, Handlers } from '../http/handler';
import { chooseCashOnDelivery } from '../orders/cash-on-delivery';
import { dashboardData, listOrders, readOrder } from '../orders/order-history';
import { assertOwnOrder } from '../orders/order-ownership';
import { idempotencyKeyOf, placeOrder } from '../orders/place-order';

export function orderHandlers({ db }: AppContext): Handlers {
  return {
    placeOrder: async (request, reply) => {
      const customer = ownedBy(request, request.body.userId);
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const placed = await placeOrder(db, customer.id, request.body, key);
      // A retry answers exactly as the first request was answered; the header tells the two apart.
      reply.code(201);
      if (placed.replayed) reply.header('Idempotent-Replayed', 'true');
      return {
        orderId: placed.orderId,
        price: placed.price,
        shipping_fee: placed.shippingFee,
        items: placed.items,
        // price excludes shipping (contract); the message states what the shopper will pay in all.
        message: `Order placed: ${formatInr(placed.price + placed.shippingFee)} to pay, shipping included. Choose how to pay to confirm it.`,
      };
    },

    getOrders: async (request) => {
      const customer = ownedBy(request, request.params.customerId);
      return listOrders(db, customer.id, request.params.status, request.query.pageNumber ?? 1);
    },

    getOrderDetails: async (request) => {
      const customer = signedIn(request);
      const orderId = request.params.orderId;
      await assertOwnOrder(db, customer.id, orderId);
      return { order: await readOrder(db, orderId) };
    },

    getDashboardData: async (request) => {
      const customer = ownedBy(request, request.params.userId);
      return dashboardData(db, customer.id);
    },

    chooseCashOnDelivery: async (request) => {
      const customer = signedIn(request);
      const orderId = request.params.orderId;
      await assertOwnOrder(db, customer.id, orderId);
      const outcome = await chooseCashOnDelivery(db, orderId);
      return {
        message:
          outcome === 'chosen'
            ? 'Cash on delivery chosen: pay when your order arrives'
            : 'Cash on delivery was already chosen for this order',
        order: await readOrder(db, orderId),
      };
    },
  };
}
