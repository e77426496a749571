import type {
  CardPayment,
  Order,
  PaymentProvider,
  Product,
  TestPaymentConfirmRequest,
} from '@bazaar/api-client';
import { sellingPrice, shopShippingFee, toPaise } from '@bazaar/domain';
import { delay } from 'msw';
import { orderConfirmReturnHref } from '../hrefs/checkout';
import { checkoutAddress, placedOrderId } from './checkoutHandlers';
import { http } from './http';
import { kurta, mixerGrinder } from './products';

/** The payment intent of the story order (the test provider's ids look like Stripe's). */
export const storyPaymentIntent = 'pi_test_3f6b2c1d8e9a';

function orderLine(product: Product, quantity: number) {
  const { _id, name, slug, brand, images, price, discount } = product;
  return { _id, name, slug, brand, images, price, discount, quantity };
}

/**
 * The order placed at checkout, as GET /home/coustomer/get-order-details answers it: a kurta and a mixer
 * grinder from two shops (₹1,07,769 with ₹20 shipping), not paid, no payment method chosen yet.
 */
export function paymentOrder(overrides: Partial<Order> = {}): Order {
  const products = [orderLine(kurta, 1), orderLine(mixerGrinder, 1)];
  const kurtas = sellingPrice(kurta.price, kurta.discount);
  const mixer = sellingPrice(mixerGrinder.price, mixerGrinder.discount);
  return {
    _id: placedOrderId,
    price: kurtas + mixer,
    // One fee per shop group (DESIGN.md §3).
    shipping_fee: shopShippingFee(kurtas) + shopShippingFee(mixer),
    items: 2,
    payment_status: 'unpaid',
    delivery_status: 'pending',
    payment_method: null,
    date: '2026-11-20T09:30:00.000Z',
    shippingInfo: checkoutAddress,
    products,
    ...overrides,
  };
}

/** Stripe's test cards, as the offline provider answers them (DESIGN.md §3). */
export const declineReasons = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
} as const;

function isDeclinedCard(cardNumber: string): cardNumber is keyof typeof declineReasons {
  return cardNumber in declineReasons;
}

type Failure<S extends number> = { status: S; error: string };

export interface PaymentMockOptions {
  order?: Order;
  /** GET get-order-details: never answers, the order is unknown, or the server fails. */
  orderResponse?: 'pending' | 'notFound' | Failure<500>;
  provider?: PaymentProvider;
  configResponse?: 'pending' | Failure<500>;
  cardPaymentResponse?: 'pending' | Failure<409 | 500>;
  codResponse?: 'pending' | Failure<409 | 500>;
  /** POST /payment/test/confirm refusing a card it would otherwise take (a 400 for a bad field, say). */
  testConfirmResponse?: 'pending' | Failure<400 | 409>;
  /** GET /order/confirm: never answers, or fails — `times` calls (every call when not given). */
  confirmResponse?: 'pending' | (Failure<409 | 500> & { times?: number });
}

export interface PaymentMocks {
  handlers: Array<ReturnType<typeof http.get> | ReturnType<typeof http.post>>;
  calls: {
    orderDetails: string[];
    cod: string[];
    config: number;
    cardPayment: string[];
    testConfirm: TestPaymentConfirmRequest[];
    confirm: Array<{ orderId: string; paymentIntent: string | null }>;
  };
  reset: () => void;
}

/**
 * MSW handlers for /payment and /order/confirm: the order, cash on delivery, the provider's config, the card
 * payment intent, the test provider's confirmation (4242… succeeds, …0002 and …9995 are declined with 402,
 * as the server does) and the order's confirmation.
 */
export function paymentMocks(options: PaymentMockOptions = {}): PaymentMocks {
  const order = options.order ?? paymentOrder();
  const provider = options.provider ?? 'test';
  const calls: PaymentMocks['calls'] = {
    orderDetails: [],
    cod: [],
    config: 0,
    cardPayment: [],
    testConfirm: [],
    confirm: [],
  };
  const cardPayment: CardPayment = {
    provider,
    clientSecret: `${storyPaymentIntent}_secret_story`,
    paymentIntentId: storyPaymentIntent,
    amount: toPaise(order.price + order.shipping_fee),
    currency: 'inr',
  };

  return {
    calls,
    reset: () => {
      calls.orderDetails.length = 0;
      calls.cod.length = 0;
      calls.config = 0;
      calls.cardPayment.length = 0;
      calls.testConfirm.length = 0;
      calls.confirm.length = 0;
    },
    handlers: [
      http.get('/home/coustomer/get-order-details/{orderId}', async ({ params, response }) => {
        calls.orderDetails.push(params.orderId);
        if (options.orderResponse === 'pending') await delay('infinite');
        if (typeof options.orderResponse === 'object') {
          return response('default').json({ error: options.orderResponse.error }, { status: 500 });
        }
        if (options.orderResponse === 'notFound' || params.orderId !== order._id) {
          return response(404).json({ error: 'Order not found' });
        }
        return response(200).json({ order });
      }),
      http.post('/order/{orderId}/cod', async ({ params, response }) => {
        calls.cod.push(params.orderId);
        if (options.codResponse === 'pending') await delay('infinite');
        if (typeof options.codResponse === 'object') {
          const { status, error } = options.codResponse;
          return status === 409
            ? response(409).json({ error })
            : response('default').json({ error }, { status });
        }
        return response(200).json({
          message: 'Cash on delivery chosen',
          order: { ...order, payment_method: 'cod', delivery_status: 'placed' },
        });
      }),
      http.get('/payment/config', async ({ response }) => {
        calls.config += 1;
        if (options.configResponse === 'pending') await delay('infinite');
        if (typeof options.configResponse === 'object') {
          return response('default').json({ error: options.configResponse.error }, { status: 500 });
        }
        return response(200).json({
          provider,
          publishableKey: provider === 'stripe' ? 'pk_test_story' : null,
        });
      }),
      http.post('/order/{orderId}/card-payment', async ({ params, response }) => {
        calls.cardPayment.push(params.orderId);
        if (options.cardPaymentResponse === 'pending') await delay('infinite');
        if (typeof options.cardPaymentResponse === 'object') {
          const { status, error } = options.cardPaymentResponse;
          return status === 409
            ? response(409).json({ error })
            : response('default').json({ error }, { status });
        }
        return response(200).json(cardPayment);
      }),
      http.post('/payment/test/confirm', async ({ request, response }) => {
        const body = await request.json();
        calls.testConfirm.push(body);
        if (options.testConfirmResponse === 'pending') await delay('infinite');
        if (typeof options.testConfirmResponse === 'object') {
          const { status, error } = options.testConfirmResponse;
          return response(status).json({ error });
        }
        if (isDeclinedCard(body.cardNumber)) {
          return response(402).json({ error: declineReasons[body.cardNumber] });
        }
        return response(200).json({
          paymentIntentId: body.paymentIntentId,
          status: 'succeeded',
          redirectUrl: orderConfirmReturnHref(body.paymentIntentId, 'succeeded'),
        });
      }),
      http.get('/order/confirm/{orderId}', async ({ params, query, response }) => {
        calls.confirm.push({ orderId: params.orderId, paymentIntent: query.get('payment_intent') });
        const failure = options.confirmResponse;
        if (failure === 'pending') await delay('infinite');
        if (
          typeof failure === 'object' &&
          calls.confirm.length <= (failure.times ?? Number.POSITIVE_INFINITY)
        ) {
          return failure.status === 409
            ? response(409).json({ error: failure.error })
            : response('default').json({ error: failure.error }, { status: failure.status });
        }
        return response(200).json({
          message: 'Order confirmed',
          order: { ...order, _id: params.orderId, payment_status: 'paid', delivery_status: 'placed' },
        });
      }),
    ],
  };
}
