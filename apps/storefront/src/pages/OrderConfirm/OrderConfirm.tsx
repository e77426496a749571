import type { ApiClient } from '@bazaar/api-client';
import { type CardStatusStateValue, type ConfirmOrderInput, cardStatusMachine } from '@bazaar/machines';
import {
  CardPaymentResult,
  type CardPaymentResultLinkProps,
  type CardPaymentResultState,
} from '@bazaar/ui/components/CardPaymentResult';
import { useMessages } from '@bazaar/ui/messages';
import { button } from '@bazaar/ui/recipes';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { dataOrThrow } from '../../api/failureText';
import { confirmOrder } from '../../api/orders';
import { readOrderConfirm } from '../../hrefs/checkout';
import { myOrdersHref } from '../../hrefs/dashboard';
import { loginHrefFor } from '../../hrefs/site';
import * as styles from '../../orderPanel/orderPanel.css';
import { declineReasonFor } from '../../payment/declineReason';
import { ORDER_ID_KEY } from '../../payment/keptOrderId';
import { useApiClient, useSession } from '../../session/session';

function renderLink({ href, className, children }: CardPaymentResultLinkProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

function readStoredOrderId(): string | null {
  try {
    return localStorage.getItem(ORDER_ID_KEY);
  } catch {
    return null;
  }
}

/**
 * /order/confirm?payment_intent=…&redirect_status=… (SPEC.md §2.9, §4): where a card payment returns. A
 * payment that succeeded confirms the order stored before it (once, with retries, then a clear error:
 * DESIGN.md §4); anything else is a failure with the way back to My Orders.
 */
export function OrderConfirm() {
  const client = useApiClient();
  const { session } = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  if (session.status === 'checking')
    return <CardPaymentResult state="checking" dashboardHref={myOrdersHref()} renderLink={renderLink} />;
  if (session.status === 'signedOut') {
    return <Navigate to={loginHrefFor(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <CardStatus
      key={searchParams.toString()}
      client={client}
      redirectStatus={readOrderConfirm(searchParams).redirectStatus}
      paymentIntent={readOrderConfirm(searchParams).paymentIntent}
    />
  );
}

/**
 * The result screen of each state of the machine, which tells apart what the shopper sees alike: a wait
 * between two attempts is still confirming, and a payment found confirmed already is a success.
 */
function resultStateOf(state: Exclude<CardStatusStateValue, 'unknown'>): CardPaymentResultState {
  switch (state) {
    case 'confirming':
    case 'waitingToRetry':
      return 'confirming';
    case 'confirmed':
    // The provider reports success and no order waits here: confirmed already, or paid elsewhere.
    case 'paymentSucceeded':
      return 'confirmed';
    case 'confirmFailed':
      return 'confirmFailed';
    case 'failed':
      return 'failed';
  }
}

interface CardStatusProps {
  client: ApiClient;
  redirectStatus: string | null;
  paymentIntent: string | null;
}

function CardStatus({ client, redirectStatus, paymentIntent }: CardStatusProps) {
  const messages = useMessages();
  const texts = useRef(messages);
  texts.current = messages;

  const [machine] = useState(() =>
    cardStatusMachine.provide({
      actors: {
        confirmOrder: fromPromise<unknown, ConfirmOrderInput>(async ({ input, signal }) =>
          dataOrThrow(
            await confirmOrder(client, input.orderId, input.paymentIntent, signal),
            texts.current.errors,
          ),
        ),
      },
      actions: {
        removeStoredOrderId: () => {
          try {
            localStorage.removeItem(ORDER_ID_KEY);
          } catch {
            // Blocked storage: nothing was kept, so nothing is left behind.
          }
        },
      },
    }),
  );
  const [input] = useState(() => ({ redirectStatus, paymentIntent, storedOrderId: readStoredOrderId() }));
  const [snapshot, send] = useMachine(machine, { input });
  const state = snapshot.value;

  if (state === 'checking')
    return <CardPaymentResult state="checking" dashboardHref={myOrdersHref()} renderLink={renderLink} />;
  if (state === 'unknown') return <NothingToCheck />;
  const result = resultStateOf(state);
  const declineReason = state === 'failed' ? declineReasonFor(snapshot.context.paymentIntent) : null;

  return (
    <div className={styles.page}>
      <CardPaymentResult
        state={result}
        dashboardHref={myOrdersHref()}
        renderLink={renderLink}
        declineReason={declineReason ?? undefined}
        error={snapshot.context.error ?? undefined}
        onRetry={() => send({ type: 'cardStatus.retry' })}
      />
    </div>
  );
}

/** No redirect_status: nothing to confirm, so no loader either, only the way to the orders. */
function NothingToCheck() {
  const messages = useMessages();
  return (
    <div className={styles.page}>
      <section className={styles.problem} aria-labelledby="confirm-nothing">
        <h1 id="confirm-nothing" className={styles.noticeTitle}>
          {messages.payment.result.unknownTitle}
        </h1>
        <p className={styles.problemText}>{messages.payment.result.unknownText}</p>
        <Link to={myOrdersHref()} className={button({ variant: 'secondary' })}>
          {messages.orders.backToDashboard}
        </Link>
      </section>
    </div>
  );
}
