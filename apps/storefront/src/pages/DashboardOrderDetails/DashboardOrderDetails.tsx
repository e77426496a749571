import { OrderDetails } from '@bazaar/ui/components/OrderDetails';
import { useMessages } from '@bazaar/ui/messages';
import { button } from '@bazaar/ui/recipes';
import { Suspense, useId } from 'react';
import { Await, Link, useLoaderData, useNavigate } from 'react-router-dom';
import * as styles from '../../dashboard/dashboardPage.css';
import { ToLogin } from '../../dashboard/ToLogin';
import { paymentHref } from '../../hrefs/checkout';
import { myOrdersHref } from '../../hrefs/dashboard';
import { PageProblem } from '../../layout/PageProblem';
import type { OrderDetailsLoaderData, OrderDetailsResult } from './orderDetailsLoader';

/**
 * /dashboard/order/details/:orderId (SPEC.md §2.10): the order's statuses, shipping address and products,
 * Pay Now while it is unpaid; "Order not found" for an id that is missing or not the customer's (SPEC.md §8).
 */
export function DashboardOrderDetails() {
  const data = useLoaderData<OrderDetailsLoaderData>();
  const messages = useMessages();
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {messages.orders.detailsHeading}
      </h1>
      {/* Keyed by load: another order or a retry shows its waiting state again. */}
      <Suspense
        key={data.key}
        fallback={
          <p className={styles.waiting} role="status">
            {messages.orders.loadingOrder}
          </p>
        }
      >
        <Await resolve={data.result}>
          {(result: OrderDetailsResult) => <OrderDetailsResultView result={result} />}
        </Await>
      </Suspense>
      <Link to={myOrdersHref()} className={`${button({ variant: 'secondary' })} ${styles.backLink}`}>
        {messages.orders.backToOrders}
      </Link>
    </section>
  );
}

function OrderDetailsResultView({ result }: { result: OrderDetailsResult }) {
  const messages = useMessages();
  const navigate = useNavigate();
  if (result.status === 'signedOut') {
    return <ToLogin />;
  }
  if (result.status === 'error') {
    return <PageProblem title={messages.orders.orderLoadFailed} failure={result} />;
  }
  return (
    <OrderDetails
      order={result.status === 'ready' ? result.order : null}
      onPayNow={(order) => navigate(paymentHref(order._id))}
    />
  );
}
