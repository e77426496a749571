import { summarizeCart } from '@bazaar/domain';
import type { ReactNode } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import type { CartLineCallbacks, CartLineData, CartLinkProps } from '../CartLine/CartLine';
import { CartOutOfStock } from '../CartOutOfStock';
import { CartShopGroup, type CartShopGroupData } from '../CartShopGroup';
import { EmptyCart } from '../EmptyCart';
import { LoadProblem } from '../LoadProblem/LoadProblem';
import { OrderSummary, type OrderSummaryCheckout } from '../OrderSummary';
import { VoucherBox } from '../VoucherBox';
import * as styles from './CartView.css';
import { CartViewLoading } from './CartViewLoading';

/** The cart as get-card-product answers it: the contract's CartProductsResponse. */
export interface CartData {
  card_products: readonly CartShopGroupData[];
  /** In-stock lines at selling price, shipping excluded. */
  price: number;
  /** Units in the cart, out-of-stock lines included. */
  card_product_count: number;
  shipping_fee: number;
  outOfStockProduct: readonly CartLineData[];
  /** Units that can be bought. */
  buy_product_item: number;
}

/** loading before the first answer; error when it failed (`message` is the server's text); ready with the cart. */
export type CartViewState =
  | { status: 'loading' }
  | { status: 'error'; message?: string }
  | { status: 'ready'; cart: CartData };

export const cartViewStatuses = [
  'loading',
  'error',
  'ready',
] as const satisfies readonly CartViewState['status'][];

export interface CartViewProps extends CartLineCallbacks {
  state: CartViewState;
  /** Cart line ids (`_id`) whose change is with the server. */
  pendingLineIds?: readonly string[];
  /** "Process to Checkout". */
  onCheckout: () => void;
  /** Offered with the error; left out when the page has no way to try again. */
  onRetry?: () => void;
  /** A product's page: /product/details/{slug} in the storefront. */
  productHref: (line: CartLineData) => string;
  /** Where "Shop Now" leads: /shops. */
  shopHref: string;
  renderLink?: (props: CartLinkProps) => ReactNode;
}

/** What the checkout button can do, from the lines (DESIGN.md §3: quantities above the stock block an order). */
function checkoutOf(cart: CartData): OrderSummaryCheckout {
  const summary = summarizeCart(
    cart.card_products.flatMap((group) =>
      group.products.map((line) => ({
        productId: line.productInfo._id,
        sellerId: group.sellerId,
        shopName: group.shopName,
        price: line.productInfo.price,
        discount: line.productInfo.discount,
        stock: line.productInfo.stock,
        quantity: line.quantity,
      })),
    ),
  );
  if (summary.groups.length === 0 || cart.buy_product_item === 0) return 'nothingToBuy';
  return summary.hasQuantityAboveStock ? 'quantityAboveStock' : 'available';
}

/**
 * SPEC.md §2.7: the cart grouped by shop, its Out of Stock section, the order summary with "Process to
 * Checkout" and the voucher box; "Your cart is empty" with "Shop Now" when there is nothing in it.
 */
export function CartView({
  state,
  pendingLineIds = [],
  onCheckout,
  onRetry,
  productHref,
  shopHref,
  renderLink,
  ...callbacks
}: CartViewProps) {
  const messages = useMessages();
  const text = messages.cart;

  if (state.status === 'loading') return <CartViewLoading />;

  if (state.status === 'error') {
    return <LoadProblem title={text.loadFailed} message={state.message} onRetry={onRetry} />;
  }

  const { cart } = state;
  if (cart.card_products.length === 0 && cart.outOfStockProduct.length === 0) {
    return <EmptyCart shopHref={shopHref} renderLink={renderLink} />;
  }

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {cart.card_products.map((group) => (
          <CartShopGroup
            key={group.sellerId}
            group={group}
            pendingLineIds={pendingLineIds}
            productHref={productHref}
            renderLink={renderLink}
            {...callbacks}
          />
        ))}
        <CartOutOfStock
          lines={cart.outOfStockProduct}
          pendingLineIds={pendingLineIds}
          onRemove={callbacks.onRemove}
          productHref={productHref}
          renderLink={renderLink}
        />
      </div>
      <div className={styles.aside}>
        <OrderSummary
          items={cart.buy_product_item}
          subtotal={cart.price}
          shippingFee={cart.shipping_fee}
          checkout={checkoutOf(cart)}
          onCheckout={onCheckout}
        />
        <VoucherBox />
      </div>
    </div>
  );
}
