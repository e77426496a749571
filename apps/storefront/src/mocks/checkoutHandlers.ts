import type {
  CartLine,
  CartProductsResponse,
  PlaceOrderRequest,
  Product,
  ShippingInfo,
} from '@bazaar/api-client';
import { summarizeCart } from '@bazaar/domain';
import { delay, HttpResponse } from 'msw';
import { http } from './http';
import { layoutCustomer } from './layoutHandlers';
import { detailsOf } from './productDetails';
import { brassDiya, kurta, mixerGrinder } from './products';

/** The address the story customer saves at checkout (valid under DESIGN.md §4's rules). */
export const checkoutAddress: ShippingInfo = {
  name: 'Priya Sharma',
  address: '14 Shivaji Nagar, near Hanuman Mandir',
  phone: '9876543210',
  post: '440010',
  province: 'Maharashtra',
  city: 'Nagpur',
  area: 'Dharampeth',
};

/** The id the mocked place-order answers with. */
export const placedOrderId = '3f6b2c1d-8e9a-4b7c-9d0e-1a2b3c4d5e6f';

/** The id of a second order, placed with another Idempotency-Key than the first. */
export const secondOrderId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function cartLineOf(product: Product, quantity: number, index: number): CartLine {
  const { _id, name, slug, brand, price, discount, stock, images, shopName, sellerId } = product;
  return {
    _id: `c4a70000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    quantity,
    productInfo: { _id, name, slug, brand, price, discount, stock, images, shopName, sellerId },
  };
}

/**
 * A cart as the server answers it: a kurta from Khadi Weaves (₹1,499, so ₹20 shipping), a mixer grinder from
 * Rasoi Ghar (₹1,06,250 after 15 % off, free shipping), and a brass diya that has run out (set aside,
 * SPEC.md §2.7).
 */
export function checkoutCart(): CartProductsResponse {
  const lines = [cartLineOf(kurta, 1, 1), cartLineOf(mixerGrinder, 1, 2)];
  const outOfStock = [cartLineOf(brassDiya, 1, 3)];
  const summary = summarizeCart(
    lines.map((line) => ({
      productId: line.productInfo._id,
      sellerId: line.productInfo.sellerId,
      shopName: line.productInfo.shopName,
      price: line.productInfo.price,
      discount: line.productInfo.discount,
      stock: line.productInfo.stock,
      quantity: line.quantity,
      line,
    })),
  );
  return {
    card_products: summary.groups.map((group) => ({
      shopName: group.shopName,
      sellerId: group.sellerId,
      price: group.subtotal,
      products: group.lines.map((priced) => priced.line),
    })),
    price: summary.subtotal,
    card_product_count: summary.items + 1,
    shipping_fee: summary.shippingFee,
    outOfStockProduct: outOfStock,
    buy_product_item: summary.items,
  };
}

/** A cart whose every line is out of stock: nothing can be ordered. */
export function soldOutCart(): CartProductsResponse {
  return {
    card_products: [],
    price: 0,
    card_product_count: 1,
    shipping_fee: 0,
    outOfStockProduct: [cartLineOf(brassDiya, 1, 3)],
    buy_product_item: 0,
  };
}

export interface CheckoutMockOptions {
  /** The cart GET /home/product/get-card-product answers; `checkoutCart()` unless given. */
  cart?: CartProductsResponse;
  /** The cart request never answers (the loading state), or fails with the server's text. */
  cartResponse?: 'pending' | { status: 500; error: string };
  /**
   * The refusal for place-order, 'pending' to keep it on its way, or 'lostOnce': the first request places the
   * order but its answer never arrives (the connection drops), as a shopper on a weak network meets it.
   */
  placeOrder?: 'pending' | 'lostOnce' | { status: 400 | 409; error: string };
}

export interface CheckoutMocks {
  handlers: Array<ReturnType<typeof http.get> | ReturnType<typeof http.post>>;
  /** Bodies of every POST /home/order/place-order, oldest first. */
  placed: PlaceOrderRequest[];
  /** The Idempotency-Key of every POST /home/order/place-order (null when none was sent), oldest first. */
  keys: Array<string | null>;
  /** Orders made, by key: a key sent again answers its first order, as the server does (DESIGN.md §3). */
  orders: () => number;
  /** GET /home/product/get-card-product calls, the layout's count included. */
  cartRequests: () => number;
  reset: () => void;
}

/**
 * MSW handlers for /shipping: the story customer's cart, product details for Buy Now (kurta, mixer and the
 * sold-out diya; any other slug is 404), and place-order, which answers the server's figures for the
 * products sent (or the refusal asked for). Like the server, it makes one order per Idempotency-Key: the
 * first key gets `placedOrderId`, the next `secondOrderId`, and a key sent again answers its order.
 */
export function checkoutMocks(options: CheckoutMockOptions = {}): CheckoutMocks {
  const placed: PlaceOrderRequest[] = [];
  const keys: Array<string | null> = [];
  const orderIds = new Map<string, string>();
  let anonymousOrders = 0;
  let lost = false;
  let cartRequests = 0;
  const cart = options.cart ?? checkoutCart();
  const catalogue = [kurta, mixerGrinder, brassDiya];

  /** The order a key names: its first one, or a new one. */
  const orderFor = (key: string | null): string => {
    const fresh = () => [placedOrderId, secondOrderId][orderIds.size + anonymousOrders] ?? secondOrderId;
    if (key === null) {
      const id = fresh();
      anonymousOrders += 1;
      return id;
    }
    const known = orderIds.get(key);
    if (known) return known;
    const id = fresh();
    orderIds.set(key, id);
    return id;
  };

  return {
    placed,
    keys,
    orders: () => orderIds.size + anonymousOrders,
    cartRequests: () => cartRequests,
    reset: () => {
      placed.length = 0;
      keys.length = 0;
      orderIds.clear();
      anonymousOrders = 0;
      lost = false;
      cartRequests = 0;
    },
    handlers: [
      http.get('/home/product/get-card-product/{userId}', async ({ params, response }) => {
        cartRequests += 1;
        if (params.userId !== layoutCustomer.id) return response(403).json({ error: 'Not your cart' });
        if (options.cartResponse === 'pending') await delay('infinite');
        if (typeof options.cartResponse === 'object') {
          return response('default').json({ error: options.cartResponse.error }, { status: 500 });
        }
        // After an order the placed lines have left the cart, as on the server.
        return response(200).json(placed.length > 0 ? soldOutCart() : cart);
      }),
      http.get('/home/product-details/{slug}', ({ params, response }) => {
        const product = catalogue.find((item) => item.slug === params.slug);
        if (!product) return response(404).json({ error: 'Product not found' });
        return response(200).json(detailsOf(product));
      }),
      http.post('/home/order/place-order', async ({ request, response }) => {
        const body = await request.json();
        const key = request.headers.get('Idempotency-Key');
        if (options.placeOrder === 'pending') await delay('infinite');
        if (typeof options.placeOrder === 'object') {
          return response(options.placeOrder.status).json({ error: options.placeOrder.error });
        }
        placed.push(body);
        keys.push(key);
        const orderId = orderFor(key);
        if (options.placeOrder === 'lostOnce' && !lost) {
          lost = true;
          return response.untyped(HttpResponse.error());
        }
        // The server's own figures, from its prices: the request's totals are never read.
        const lines = body.products.flatMap((group) =>
          group.products.map((line) => {
            const product = catalogue.find((item) => item._id === line.productInfo._id) ?? kurta;
            return {
              productId: product._id,
              sellerId: product.sellerId,
              shopName: product.shopName,
              price: product.price,
              discount: product.discount,
              stock: product.stock,
              quantity: line.quantity,
            };
          }),
        );
        const summary = summarizeCart(lines);
        return response(201).json({
          orderId,
          price: summary.subtotal,
          shipping_fee: summary.shippingFee,
          items: summary.items,
          message: 'Order placed',
        });
      }),
    ],
  };
}
