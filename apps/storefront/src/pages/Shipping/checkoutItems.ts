import type { ApiClient, CartShopGroup, PlaceOrderShopGroup, Product } from '@bazaar/api-client';
import { type CartLineInput, type CartSummary, clampQuantity, summarizeCart } from '@bazaar/domain';
import { getCart } from '../../api/cart';
import { getProductDetails } from '../../api/products';
import { readBuyNow } from '../../hrefs/checkout';
import type { LoadFailure } from '../../session/signedOutRule';

/**
 * What /shipping orders: the cart (SPEC.md §2.8), or the one product of a Buy Now, which the product page
 * sends as `?buyNow=<slug>&quantity=<n>` (SPEC.md §2.8: "also reached from Buy Now").
 */
export type CheckoutSource = { kind: 'cart' } | { kind: 'buyNow'; slug: string; quantity: number };

/** A line to order, in the shape the domain's summarizeCart prices, with what the summary shows. */
export interface CheckoutLine extends CartLineInput {
  name: string;
  brand: string;
  images: readonly string[];
  /** The cart line's id, so the ordered line leaves the cart; none for a Buy Now. */
  cartLineId: string | null;
}

export type CheckoutItems =
  | {
      status: 'ready';
      source: CheckoutSource['kind'];
      summary: CartSummary<CheckoutLine>;
      /** Buy Now only: the quantity asked for was more than the stock, so it was lowered to this. */
      loweredTo: number | null;
    }
  /** The cart holds nothing that can be ordered now. */
  | { status: 'empty' }
  /** Buy Now of a product that no longer exists, or has no stock left. */
  | { status: 'productMissing' }
  | { status: 'productOutOfStock'; slug: string }
  | LoadFailure;

/** The source named by the URL: a Buy Now when `buyNow` holds a slug, the cart otherwise. */
export function checkoutSourceOf(searchParams: URLSearchParams): CheckoutSource {
  const buyNow = readBuyNow(searchParams);
  return buyNow === null ? { kind: 'cart' } : { kind: 'buyNow', ...buyNow };
}

function cartLinesOf(groups: readonly CartShopGroup[]): CheckoutLine[] {
  return groups.flatMap((group) =>
    group.products.map((line) => ({
      productId: line.productInfo._id,
      sellerId: group.sellerId,
      shopName: group.shopName,
      price: line.productInfo.price,
      discount: line.productInfo.discount,
      stock: line.productInfo.stock,
      quantity: line.quantity,
      name: line.productInfo.name,
      brand: line.productInfo.brand,
      images: line.productInfo.images,
      cartLineId: line._id,
    })),
  );
}

function buyNowLine(product: Product, quantity: number): CheckoutLine {
  return {
    productId: product._id,
    sellerId: product.sellerId,
    shopName: product.shopName,
    price: product.price,
    discount: product.discount,
    stock: product.stock,
    quantity,
    name: product.name,
    brand: product.brand,
    images: product.images,
    cartLineId: null,
  };
}

/**
 * Loads what the checkout orders: the customer's cart (GET /home/product/get-card-product/{userId}), or the
 * Buy Now product (GET /home/product-details/{slug}) with its quantity kept between 1 and the stock. The
 * totals shown are the domain's; the server computes its own when the order is placed (DESIGN.md §3).
 */
export async function loadCheckoutItems(
  client: ApiClient,
  userId: string,
  source: CheckoutSource,
  signal: AbortSignal,
): Promise<CheckoutItems> {
  if (source.kind === 'cart') {
    const cart = await getCart(client, userId, signal);
    if (cart.status === 'error') return cart;
    const summary = summarizeCart(cartLinesOf(cart.data.card_products));
    if (summary.groups.length === 0) return { status: 'empty' };
    return { status: 'ready', source: 'cart', summary, loweredTo: null };
  }

  const details = await getProductDetails(client, source.slug, signal);
  if (details.status === 'error') {
    return details.httpStatus === 404 || details.httpStatus === 400 ? { status: 'productMissing' } : details;
  }
  const { product } = details.data;
  const quantity = clampQuantity(source.quantity, product.stock);
  if (quantity === 0) return { status: 'productOutOfStock', slug: product.slug };
  return {
    status: 'ready',
    source: 'buyNow',
    summary: summarizeCart([buyNowLine(product, quantity)]),
    loweredTo: quantity < Math.floor(source.quantity) ? quantity : null,
  };
}

/**
 * The products of place-order (openapi.yaml `PlaceOrderShopGroup`): one group per shop, each line with its
 * product id and quantity (and the cart line's id, so it leaves the cart). Prices are not sent: the server
 * computes them.
 */
export function placeOrderGroups(summary: CartSummary<CheckoutLine>): PlaceOrderShopGroup[] {
  return summary.groups.map((group) => ({
    sellerId: group.sellerId,
    shopName: group.shopName,
    products: group.lines.map((line) =>
      line.cartLineId === null
        ? { quantity: line.quantity, productInfo: { _id: line.productId } }
        : { _id: line.cartLineId, quantity: line.quantity, productInfo: { _id: line.productId } },
    ),
  }));
}

/**
 * What a checkout orders, as one text (`cartLine:product:quantity`, sorted): the same cart gives the same
 * text, and any change to it (a line added, removed or re-added, a quantity) gives another, so it starts a
 * new checkout with a new Idempotency-Key (DESIGN.md §3).
 */
export function checkoutContentsOf(summary: CartSummary<CheckoutLine>): string {
  return summary.groups
    .flatMap((group) =>
      group.lines.map((line) => `${line.cartLineId ?? '-'}:${line.productId}:${line.quantity}`),
    )
    .sort()
    .join(',');
}
