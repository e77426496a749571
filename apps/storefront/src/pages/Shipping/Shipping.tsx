import type { ApiClient, Customer } from '@bazaar/api-client';
import { formatInr, shortOrderId } from '@bazaar/domain';
import {
  type PlacedOrder,
  type PlaceOrderInput,
  placedCartOrder,
  type StoredCheckout,
  type StoredShippingInfo,
  shippingMachine,
} from '@bazaar/machines';
import { CheckoutSummary } from '@bazaar/ui/components/CheckoutSummary';
import { ShippingForm } from '@bazaar/ui/components/ShippingForm';
import { format, useMessages } from '@bazaar/ui/messages';
import { button } from '@bazaar/ui/recipes';
import { useMachine } from '@xstate/react';
import { Suspense, useRef, useState } from 'react';
import {
  Await,
  Link,
  Navigate,
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
} from 'react-router-dom';
import { fromPromise } from 'xstate';
import { failureText } from '../../api/failureText';
import { placeOrder } from '../../api/orders';
import { paymentHref } from '../../hrefs/checkout';
import { cartHref, loginHrefFor, productHref, shopsHref } from '../../hrefs/site';
import * as styles from '../../orderPanel/orderPanel.css';
import { randomUuid } from '../../randomUuid';
import { useApiClient, useSession } from '../../session/session';
import { useToast } from '../../toasts/toasts';
import { type CheckoutItems, checkoutContentsOf, placeOrderGroups } from './checkoutItems';
import type { ShippingLoaderData, ShippingResult } from './shippingLoader';

/** Where the saved address is kept between visits (SPEC.md §3, DESIGN.md §3): `{ userId, data }`. */
export const SHIPPING_INFO_KEY = 'shippingInfo';

/**
 * Where the running checkout is kept (`StoredCheckout`): its Idempotency-Key, and its order once placed.
 * localStorage rather than the tab's session storage, so that a second tab on the same cart continues the
 * same checkout instead of placing the order twice.
 */
export const CHECKOUT_KEY = 'checkout';

/** A stored entry, parsed; anything unreadable is treated as none (the machine checks its shape). */
function readStoredEntry(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function writeStoredEntry(key: string, entry: StoredShippingInfo | StoredCheckout): void {
  try {
    localStorage.setItem(key, JSON.stringify(entry));
  } catch {
    // Storage full or blocked: kept for this visit, which is all the order needs.
  }
}

/**
 * /shipping (SPEC.md §2.8): only for a signed-in customer; a visitor signs in first and comes back. What it
 * orders comes from the route's loader (shippingLoader.ts); Retry runs the loader again.
 */
export function Shipping() {
  const data = useLoaderData<ShippingLoaderData>();
  const { session, retry } = useSession();
  const location = useLocation();
  const revalidator = useRevalidator();
  if (session.status === 'checking') return <CheckoutLoading />;
  if (session.status === 'signedOut') {
    return <Navigate to={loginHrefFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (session.status === 'unconfirmed') {
    // The sign-in could not be checked (the API unreachable or failing): kept, and tried again on Retry.
    const retryLoad = async () => {
      if ((await retry()) === 'signedIn') await revalidator.revalidate();
    };
    return <CheckoutProblem items={session.failure} onRetry={() => void retryLoad()} />;
  }
  return (
    // Keyed by load: each load shows its waiting state, and its checkout starts afresh.
    <Suspense key={data.key} fallback={<CheckoutLoading />}>
      <Await resolve={data.result}>
        {(result: ShippingResult) => (
          <SignedInCheckout key={data.key} customer={session.customer} result={result} />
        )}
      </Await>
    </Suspense>
  );
}

function CheckoutLoading() {
  const messages = useMessages().checkout;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.pageTitle}</h1>
      <p className={styles.status} role="status">
        {messages.loading}
      </p>
    </div>
  );
}

function SignedInCheckout({ customer, result }: { customer: Customer; result: ShippingResult }) {
  const client = useApiClient();
  const location = useLocation();
  const revalidator = useRevalidator();
  // A 401 to the loader's requests has ended the session too (the rejected-token middleware).
  if (result.status === 'signedOut') {
    return <Navigate to={loginHrefFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (result.status === 'ready') return <CheckoutFlow client={client} customer={customer} items={result} />;
  if (result.status === 'empty') {
    // Back from the payment page: the cart's order took its lines, so its payment is what is left to do.
    const placed = placedCartOrder(readStoredEntry(CHECKOUT_KEY), customer.id, Date.now());
    if (placed) return <PlacedOrderOffer order={placed} />;
  }
  if (result.status === 'error' && revalidator.state === 'loading') return <CheckoutLoading />;
  return <CheckoutProblem items={result} onRetry={() => void revalidator.revalidate()} />;
}

/**
 * The order this checkout already placed (DESIGN.md §3: one order per checkout): the way to its payment,
 * and, where the checkout could order the same again (`onStartNew`), a new checkout with a new key.
 */
function PlacedOrderOffer({ order, onStartNew }: { order: PlacedOrder; onStartNew?: () => void }) {
  const messages = useMessages();
  const text = messages.checkout;
  const id = shortOrderId(order.orderId);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{text.pageTitle}</h1>
      <section className={styles.problem} aria-labelledby="checkout-placed">
        <h2 id="checkout-placed" className={styles.noticeTitle}>
          {format(text.placedTitle, { id })}
        </h2>
        <p className={styles.problemText}>
          {format(text.placedTotal, { amount: formatInr(order.price + order.shipping_fee) })}
        </p>
        <p className={styles.problemText}>{onStartNew ? text.placedText : text.placedCartText}</p>
        <div className={styles.offerActions}>
          <Link to={paymentHref(order.orderId)} className={button({ variant: 'primary' })}>
            {format(text.continueToPayment, { id })}
          </Link>
          {onStartNew ? (
            <button type="button" className={button({ variant: 'secondary' })} onClick={onStartNew}>
              {text.startNewOrder}
            </button>
          ) : (
            <Link to={shopsHref} className={button({ variant: 'secondary' })}>
              {text.shopNow}
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}

function CheckoutProblem({
  items,
  onRetry,
}: {
  items: Exclude<CheckoutItems, { status: 'ready' }>;
  onRetry: () => void;
}) {
  const messages = useMessages();
  const text = messages.checkout;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{text.pageTitle}</h1>
      {items.status === 'error' ? (
        <div className={styles.problem} role="alert">
          <p className={styles.problemTitle}>{text.loadFailed}</p>
          <p className={styles.problemText}>{failureText(items, messages.errors)}</p>
          <button type="button" className={button({ variant: 'primary' })} onClick={onRetry}>
            {messages.common.retry}
          </button>
        </div>
      ) : (
        <section className={styles.problem} aria-labelledby="checkout-problem">
          <h2 id="checkout-problem" className={styles.noticeTitle}>
            {items.status === 'empty'
              ? text.emptyTitle
              : items.status === 'productMissing'
                ? text.productMissing
                : text.productOutOfStock}
          </h2>
          {items.status === 'empty' ? <p className={styles.problemText}>{text.emptyText}</p> : null}
          <div className={styles.actions}>
            {items.status === 'empty' ? (
              <Link to={cartHref} className={button({ variant: 'secondary' })}>
                {text.backToCart}
              </Link>
            ) : null}
            {items.status === 'productOutOfStock' ? (
              <Link to={productHref(items.slug)} className={button({ variant: 'secondary' })}>
                {text.viewProduct}
              </Link>
            ) : null}
            <Link to={shopsHref} className={button({ variant: 'primary' })}>
              {text.shopNow}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}

interface CheckoutFlowProps {
  client: ApiClient;
  customer: Customer;
  items: Extract<CheckoutItems, { status: 'ready' }>;
}

/**
 * The address form and the order summary, run by the shipping machine: edit ↔ saved, Place Order only once
 * saved, a refusal shown with the server's text (toast and beside the button) with the cart left as it was
 * (DESIGN.md §4), and on success the payment page of the new order. Every attempt of one checkout carries
 * its key, so Back, a reload or a retry answers the same order (DESIGN.md §3), and a checkout whose order
 * was placed offers its payment instead of Place Order.
 */
function CheckoutFlow({ client, customer, items }: CheckoutFlowProps) {
  const messages = useMessages();
  const navigate = useNavigate();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { summary } = items;

  // The machine's actors and actions are made once; they read the latest of these when they run.
  const latest = useRef({ messages, navigate, toast, revalidate: revalidator.revalidate });
  latest.current = { messages, navigate, toast, revalidate: revalidator.revalidate };

  const [machine] = useState(() =>
    shippingMachine.provide({
      actors: {
        placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async ({ input, signal }) => {
          const failed = (text: string) => {
            latest.current.toast.error(text);
            return new Error(text);
          };
          // Stopped with the page (the visitor left), the call rejects: nothing to tell them.
          const result = await placeOrder(
            client,
            { userId: input.userId, shippingInfo: input.shippingInfo, products: placeOrderGroups(summary) },
            input.idempotencyKey,
            signal,
          );
          if (result.status === 'error') throw failed(failureText(result, latest.current.messages.errors));
          return result.data;
        }),
      },
      actions: {
        persistShippingInfo: (_, params: StoredShippingInfo) => writeStoredEntry(SHIPPING_INFO_KEY, params),
        persistCheckout: (_, params: StoredCheckout) => writeStoredEntry(CHECKOUT_KEY, params),
        goToPayment: (_, { orderId }: { orderId: string }) => {
          // The ordered lines left the cart: the header's badge follows.
          if (items.source === 'cart') void latest.current.revalidate();
          latest.current.navigate(paymentHref(orderId));
        },
      },
    }),
  );
  const [input] = useState(() => ({
    userId: customer.id,
    stored: readStoredEntry(SHIPPING_INFO_KEY),
    checkout: {
      source: items.source,
      contents: checkoutContentsOf(summary),
      kept: readStoredEntry(CHECKOUT_KEY),
      freshKey: randomUuid(),
      now: Date.now(),
    },
  }));
  const [snapshot, send] = useMachine(machine, { input });
  const state = snapshot.value;
  const { shippingInfo, unsavedInfo, placeOrderError } = snapshot.context;

  if (state === 'restoring') return null;
  if (state === 'orderPlaced') {
    // The machine is in orderPlaced only with the order its checkout placed.
    const { order } = snapshot.context;
    return order ? (
      <PlacedOrderOffer
        order={order}
        onStartNew={() => send({ type: 'checkout.startNew', key: randomUuid(), now: Date.now() })}
      />
    ) : null;
  }

  const shipping = snapshot.hasTag('addressSaved') ? 'saved' : 'editing';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.checkout.pageTitle}</h1>
      {items.loweredTo !== null ? (
        <p className={styles.note}>{format(messages.checkout.quantityLowered, { stock: items.loweredTo })}</p>
      ) : null}
      <ShippingForm
        state={shipping}
        value={shippingInfo ?? unsavedInfo ?? undefined}
        email={customer.email}
        // A kept address that no longer passes the checks opens the form with its messages showing.
        initialCheck={unsavedInfo === null ? 'quiet' : 'shown'}
        onSave={(info) => send({ type: 'shipping.save', info })}
        onEdit={() => send({ type: 'shipping.edit' })}
      />
      <CheckoutSummary
        groups={summary.groups}
        items={summary.items}
        subtotal={summary.subtotal}
        shippingFee={summary.shippingFee}
        grandTotal={summary.grandTotal}
        shipping={shipping}
        status={snapshot.hasTag('busy') ? 'placing' : placeOrderError === null ? 'idle' : 'error'}
        error={placeOrderError ?? undefined}
        onPlaceOrder={() => send({ type: 'shipping.placeOrder' })}
      />
    </div>
  );
}
