import type { ApiClient, Order } from '@bazaar/api-client';
import { type ConfirmCardPaymentOutput, type PaymentStateValue, paymentMachine } from '@bazaar/machines';
import { CashOnDeliveryPanel, type CashOnDeliveryStatus } from '@bazaar/ui/components/CashOnDeliveryPanel';
import { PaymentMethodPicker } from '@bazaar/ui/components/PaymentMethodPicker';
import { PaymentOrderSummary } from '@bazaar/ui/components/PaymentOrderSummary';
import { TestCardForm, type TestCardFormStatus } from '@bazaar/ui/components/TestCardForm';
import { useMessages } from '@bazaar/ui/messages';
import { button } from '@bazaar/ui/recipes';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useContext, useMemo, useRef, useState } from 'react';
import {
  Await,
  Link,
  Navigate,
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
} from 'react-router-dom';
import { failureText } from '../../api/failureText';
import { paymentSuccessHref } from '../../hrefs/checkout';
import { myOrdersHref, orderDetailsHref } from '../../hrefs/dashboard';
import { loginHrefFor } from '../../hrefs/site';
import * as styles from '../../orderPanel/orderPanel.css';
import { useApiClient, useSession } from '../../session/session';
import type { LoadFailure } from '../../session/signedOutRule';
import * as layout from './Payment.css';
import { paymentActors, storeOrderId } from './paymentActors';
import type { PaymentLoaderData, PaymentResult } from './paymentLoader';
import { StripeCardPaymentLoader, type StripeConfirm } from './stripeCardPaymentLoader';

/**
 * /payment?orderId=… (SPEC.md §2.9): how to pay an order placed at checkout, or one opened with Pay Now from
 * the dashboard. The order and its amounts come from the route's loader (paymentLoader.ts); only a signed-in
 * customer gets here.
 */
export function Payment() {
  const data = useLoaderData<PaymentLoaderData>();
  const { session, retry } = useSession();
  const location = useLocation();
  const revalidator = useRevalidator();
  if (session.status === 'checking') return <PaymentLoading />;
  if (session.status === 'signedOut') {
    return <Navigate to={loginHrefFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (session.status === 'unconfirmed') {
    // The sign-in could not be checked (the API unreachable or failing): kept, and tried again on Retry.
    const retryLoad = async () => {
      if ((await retry()) === 'signedIn') await revalidator.revalidate();
    };
    return <PaymentLoadProblem failure={session.failure} onRetry={() => void retryLoad()} />;
  }
  return (
    // Keyed by load: each load shows its waiting state, and its payment starts afresh.
    <Suspense key={data.key} fallback={<PaymentLoading />}>
      <Await resolve={data.result}>{(result: PaymentResult) => <PaymentForOrder result={result} />}</Await>
    </Suspense>
  );
}

function PaymentLoading() {
  const messages = useMessages().payment;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.title}</h1>
      <p className={styles.status} role="status">
        {messages.page.loading}
      </p>
    </div>
  );
}

function PaymentLoadProblem({ failure, onRetry }: { failure: LoadFailure; onRetry: () => void }) {
  const messages = useMessages();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.payment.title}</h1>
      <div className={styles.problem} role="alert">
        <p className={styles.problemTitle}>{messages.payment.page.loadFailed}</p>
        <p className={styles.problemText}>{failureText(failure, messages.errors)}</p>
        <button type="button" className={button({ variant: 'primary' })} onClick={onRetry}>
          {messages.common.retry}
        </button>
      </div>
    </div>
  );
}

function PaymentForOrder({ result }: { result: PaymentResult }) {
  const client = useApiClient();
  const location = useLocation();
  const revalidator = useRevalidator();
  // A 401 to the loader's requests has ended the session too (the rejected-token middleware).
  if (result.status === 'signedOut') {
    return <Navigate to={loginHrefFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (result.status === 'notFound') return <OrderNotice kind="notFound" />;
  if (result.status === 'error') {
    if (revalidator.state === 'loading') return <PaymentLoading />;
    return <PaymentLoadProblem failure={result} onRetry={() => void revalidator.revalidate()} />;
  }
  const { order } = result;
  // An order that can no longer be paid here says why and leads to it, rather than offering a form.
  if (order.payment_status === 'paid') return <OrderNotice kind="paid" orderId={order._id} />;
  if (order.delivery_status === 'cancelled') return <OrderNotice kind="cancelled" orderId={order._id} />;
  if (order.payment_method === 'cod') return <OrderNotice kind="cod" orderId={order._id} />;
  return <PaymentFlow client={client} order={order} />;
}

type NoticeKind = 'notFound' | 'paid' | 'cancelled' | 'cod';

function OrderNotice({ kind, orderId }: { kind: NoticeKind; orderId?: string }) {
  const messages = useMessages();
  const page = messages.payment.page;
  const content = {
    notFound: { title: messages.orders.notFound, text: page.noOrderText },
    paid: { title: page.alreadyPaidTitle, text: page.alreadyPaidText },
    cancelled: { title: page.cancelledTitle, text: page.cancelledText },
    cod: { title: page.codChosenTitle, text: page.codChosenText },
  }[kind];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.payment.title}</h1>
      <section className={styles.problem} aria-labelledby="payment-notice">
        <h2 id="payment-notice" className={styles.noticeTitle}>
          {content.title}
        </h2>
        <p className={styles.problemText}>{content.text}</p>
        <div className={styles.actions}>
          {orderId ? (
            <Link to={orderDetailsHref(orderId)} className={button({ variant: 'primary' })}>
              {page.viewOrder}
            </Link>
          ) : null}
          <Link to={myOrdersHref()} className={button({ variant: 'secondary' })}>
            {page.myOrders}
          </Link>
        </div>
      </section>
    </div>
  );
}

/** Card states where the test provider's form (or Stripe's) is on screen. */
const cardFormStates: ReadonlySet<PaymentStateValue> = new Set([
  'cardForm',
  'stripeElements',
  'confirmingCard',
  'redirecting',
]);

function codStatusOf(state: PaymentStateValue): CashOnDeliveryStatus {
  if (state === 'failed') return 'error';
  if (state === 'processingCod' || state === 'codAccepted' || state === 'codSucceeded') return 'processing';
  return 'idle';
}

function cardStatusOf(state: PaymentStateValue, error: string | null): TestCardFormStatus {
  if (state === 'confirmingCard' || state === 'redirecting') return 'submitting';
  return error === null ? 'idle' : 'declined';
}

/**
 * The payment machine on screen: card chosen at first (its provider and intent load at once), cash on
 * delivery on demand ("Processing..." then the success page), the test provider's form or Stripe's.
 */
function PaymentFlow({ client, order }: { client: ApiClient; order: Order }) {
  const messages = useMessages();
  const navigate = useNavigate();
  const loadStripeForm = useContext(StripeCardPaymentLoader);
  const StripeForm = useMemo(() => lazy(loadStripeForm), [loadStripeForm]);
  const stripeConfirm = useRef<StripeConfirm | null>(null);

  // The actors and actions are made once; they read the current language and router when they run.
  const latest = useRef({ messages, navigate });
  latest.current = { messages, navigate };
  const [machine] = useState(() =>
    paymentMachine.provide({
      actors: paymentActors({
        client,
        stripeConfirm,
        texts: () => ({
          generic: latest.current.messages.errors.generic,
          unreachable: latest.current.messages.errors.unreachable,
          cardFormFailed: latest.current.messages.payment.page.cardFormFailed,
        }),
      }),
      actions: {
        storeOrderId: (_, params: { orderId: string }) => storeOrderId(params.orderId),
        goToCodSuccess: (_, { orderId }: { orderId: string }) =>
          latest.current.navigate(paymentSuccessHref(orderId, 'cod')),
        followRedirect: (_, { redirectUrl }: ConfirmCardPaymentOutput) => {
          // The provider's URL is the shop's own /order/confirm: a routed navigation. Anything else is left for.
          const target = new URL(redirectUrl, window.location.origin);
          if (target.origin === window.location.origin) {
            latest.current.navigate(`${target.pathname}${target.search}`);
          } else window.location.assign(target.href);
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { orderId: order._id } });

  const state = snapshot.value;
  if (state === 'resumingCard' || state === 'showingCardForm') return null;
  const { method, error, config, cardPayment } = snapshot.context;
  const total = order.price + order.shipping_fee;
  const locked =
    snapshot.hasTag('processing') ||
    state === 'confirmingCard' ||
    state === 'redirecting' ||
    state === 'codSucceeded';

  const cardPanel = () => {
    if (state === 'loadingProvider' || state === 'creatingIntent') {
      return (
        <p className={styles.status} role="status">
          {messages.payment.page.preparingCard}
        </p>
      );
    }
    if (state === 'cardUnavailable') {
      return (
        <div className={styles.problem} role="alert">
          <p className={styles.problemTitle}>{messages.payment.page.cardUnavailable}</p>
          {error ? <p className={styles.problemText}>{error}</p> : null}
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => send({ type: 'payment.retry' })}
          >
            {messages.common.retry}
          </button>
        </div>
      );
    }
    if (!cardFormStates.has(state) || cardPayment === null) return null;
    if (config?.provider === 'stripe' && config.publishableKey !== null) {
      return (
        <Suspense
          fallback={
            <p className={styles.status} role="status">
              {messages.payment.page.cardFormLoading}
            </p>
          }
        >
          <StripeForm
            publishableKey={config.publishableKey}
            clientSecret={cardPayment.clientSecret}
            paymentIntentId={cardPayment.paymentIntentId}
            amount={total}
            status={cardStatusOf(state, error)}
            declineReason={error ?? undefined}
            onSubmit={() => send({ type: 'payment.submit' })}
            confirmRef={stripeConfirm}
          />
        </Suspense>
      );
    }
    return (
      <TestCardForm
        amount={total}
        status={cardStatusOf(state, error)}
        declineReason={error ?? undefined}
        onSubmit={({ cardNumber, expMonth, expYear, cvc }) =>
          send({ type: 'payment.submit', card: { cardNumber, expMonth, expYear, cvc } })
        }
      />
    );
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.payment.title}</h1>
      <div className={layout.columns}>
        <div className={layout.main}>
          <PaymentMethodPicker
            value={method}
            disabled={locked}
            onValueChange={(next) => send({ type: 'payment.methodSelected', method: next })}
          />
          {method === 'cod' ? (
            <CashOnDeliveryPanel
              amount={total}
              status={codStatusOf(state)}
              error={error ?? undefined}
              onConfirm={() => send({ type: state === 'failed' ? 'payment.retry' : 'payment.submit' })}
            />
          ) : (
            cardPanel()
          )}
        </div>
        <PaymentOrderSummary items={order.items} total={total} />
      </div>
    </div>
  );
}
