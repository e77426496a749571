import type {
  AddToCartRequest,
  CartLine,
  CartProductsResponse,
  CartShopGroup,
  Product,
} from '@bazaar/api-client';
import { sellingPrice, shopShippingFee } from '@bazaar/domain';
import { delay } from 'msw';
import { http } from './http';

/** A line the story's cart starts with: a product and how many of it. */
export interface CartMockLine {
  product: Product;
  quantity: number;
}

/** The cart operations a story can make the server refuse. */
export type CartOperation = 'load' | 'add' | 'increase' | 'decrease' | 'remove';

export interface CartMockOptions {
  /** Answers for an operation instead of the server's rules: a status and the server's error text. */
  refuse?: Partial<Record<CartOperation, { status: 400 | 403 | 404 | 409 | 500 | 503; error: string }>>;
  /** The cart never answers: the page stays loading. */
  neverAnswer?: boolean;
  /** Products that can be added besides those already in the cart. */
  catalogue?: readonly Product[];
}

export interface CartMocks {
  handlers: Array<ReturnType<typeof http.get> | ReturnType<typeof http.post> | ReturnType<typeof http.put>>;
  /** Every call that changed (or tried to change) the cart, oldest first: `increase <lineId>`, `add <productId> ×2`. */
  calls: string[];
  /** Bodies of every POST /home/product/add-to-card, oldest first. */
  added: AddToCartRequest[];
  /** GET /home/product/get-card-product calls so far (the page's and the header's). */
  loads: () => number;
  /** Back to the lines the story started with, for a story's beforeEach. */
  reset: () => void;
}

/** The id of the cart line holding a product: stable, so stories can name it. */
export function cartLineIdOf(product: Product): string {
  return `c4a70000-0000-4000-8000-${product._id.slice(-12)}`;
}

/** The cart as the server answers it (DESIGN.md §3): in-stock lines by shop, the rest apart, server totals. */
export function cartResponseOf(lines: readonly CartMockLine[]): CartProductsResponse {
  const groups: CartShopGroup[] = [];
  const outOfStock: CartLine[] = [];
  for (const { product, quantity } of lines) {
    const line: CartLine = {
      _id: cartLineIdOf(product),
      quantity,
      productInfo: {
        _id: product._id,
        name: product.name,
        slug: product.slug,
        brand: product.brand,
        price: product.price,
        discount: product.discount,
        stock: product.stock,
        images: product.images,
        shopName: product.shopName,
        sellerId: product.sellerId,
      },
    };
    if (product.stock <= 0) {
      outOfStock.push(line);
      continue;
    }
    const amount = sellingPrice(product.price, product.discount) * quantity;
    const group = groups.find((candidate) => candidate.sellerId === product.sellerId);
    if (group) {
      group.products.push(line);
      group.price += amount;
    } else {
      groups.push({
        shopName: product.shopName,
        sellerId: product.sellerId,
        price: amount,
        products: [line],
      });
    }
  }
  const inStock = lines.filter((line) => line.product.stock > 0);
  return {
    card_products: groups,
    price: groups.reduce((sum, group) => sum + group.price, 0),
    card_product_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    shipping_fee: groups.reduce((sum, group) => sum + shopShippingFee(group.price), 0),
    outOfStockProduct: outOfStock,
    buy_product_item: inStock.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/**
 * MSW handlers for the signed-in customer's cart, kept in memory and changed as the server changes it
 * (adding raises a line already there; + stops at the stock and − at 1 with the server's 409 texts), so a
 * page that reloads after each change shows what the server would.
 */
export function cartMocks(initial: readonly CartMockLine[], options: CartMockOptions = {}): CartMocks {
  let lines: CartMockLine[] = initial.map((line) => ({ ...line }));
  const calls: string[] = [];
  const added: AddToCartRequest[] = [];
  let loads = 0;
  const refusal = (operation: CartOperation) => options.refuse?.[operation];
  const lineOf = (lineId: string) => lines.find((line) => cartLineIdOf(line.product) === lineId);

  return {
    calls,
    added,
    loads: () => loads,
    reset: () => {
      lines = initial.map((line) => ({ ...line }));
      calls.length = 0;
      added.length = 0;
      loads = 0;
    },
    handlers: [
      http.get('/home/product/get-card-product/{userId}', async ({ response }) => {
        loads += 1;
        if (options.neverAnswer) await delay('infinite');
        const refused = refusal('load');
        if (refused) return response('default').json({ error: refused.error }, { status: refused.status });
        return response(200).json(cartResponseOf(lines));
      }),
      http.post('/home/product/add-to-card', async ({ request, response }) => {
        const body = await request.json();
        added.push(body);
        calls.push(`add ${body.productId} ×${body.quantity}`);
        const refused = refusal('add');
        if (refused) return response('default').json({ error: refused.error }, { status: refused.status });
        const existing = lines.find((line) => line.product._id === body.productId);
        const product =
          existing?.product ?? options.catalogue?.find((candidate) => candidate._id === body.productId);
        if (!product) return response(404).json({ error: 'Product not found' });
        const wanted = (existing?.quantity ?? 0) + body.quantity;
        if (wanted > product.stock) {
          return response(409).json({
            error: product.stock === 0 ? 'Out of Stock' : `Out of Stock: only ${product.stock} left`,
          });
        }
        if (existing) existing.quantity = wanted;
        else lines.push({ product, quantity: wanted });
        return response(201).json({ message: 'Added to cart' });
      }),
      http.put('/home/product/quantity-inc/{cartItemId}', ({ params, response }) => {
        calls.push(`increase ${params.cartItemId}`);
        const refused = refusal('increase');
        if (refused) return response('default').json({ error: refused.error }, { status: refused.status });
        const line = lineOf(params.cartItemId);
        if (!line) return response(404).json({ error: 'This product is no longer in your cart' });
        if (line.quantity >= line.product.stock) {
          return response(409).json({ error: `Out of Stock: only ${line.product.stock} left` });
        }
        line.quantity += 1;
        return response(200).json({ message: 'Quantity raised' });
      }),
      http.put('/home/product/quantity-dec/{cartItemId}', ({ params, response }) => {
        calls.push(`decrease ${params.cartItemId}`);
        const refused = refusal('decrease');
        if (refused) return response('default').json({ error: refused.error }, { status: refused.status });
        const line = lineOf(params.cartItemId);
        if (!line) return response(404).json({ error: 'This product is no longer in your cart' });
        if (line.quantity <= 1) {
          return response(409).json({ error: 'The quantity cannot go below 1; remove the product instead' });
        }
        line.quantity -= 1;
        return response(200).json({ message: 'Quantity lowered' });
      }),
      http.delete('/home/product/delete-card-product/{cartItemId}', ({ params, response }) => {
        calls.push(`remove ${params.cartItemId}`);
        const refused = refusal('remove');
        if (refused) return response('default').json({ error: refused.error }, { status: refused.status });
        if (!lineOf(params.cartItemId)) {
          return response(404).json({ error: 'This product is no longer in your cart' });
        }
        lines = lines.filter((line) => cartLineIdOf(line.product) !== params.cartItemId);
        return response(200).json({ message: 'Removed from your cart' });
      }),
    ],
  };
}
