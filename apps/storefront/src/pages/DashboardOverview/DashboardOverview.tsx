import { DashboardOverview, type DashboardOverviewLinkProps } from '@bazaar/ui/components/DashboardOverview';
import { useMessages } from '@bazaar/ui/messages';
import { Suspense, useId } from 'react';
import { Await, Link, useLoaderData, useNavigate } from 'react-router-dom';
import * as styles from '../../dashboard/dashboardPage.css';
import { renderOrderLink } from '../../dashboard/renderOrderLink';
import { ToLogin } from '../../dashboard/ToLogin';
import { paymentHref } from '../../hrefs/checkout';
import { myOrdersFilterHref, myOrdersHref, orderDetailsHref } from '../../hrefs/dashboard';
import { PageProblem } from '../../layout/PageProblem';
import type { OverviewLoaderData, OverviewResult } from './overviewLoader';

function renderLink({ href, className, children }: DashboardOverviewLinkProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

/** /dashboard (SPEC.md §2.10): total, pending and cancelled orders, and the most recent orders. */
export function DashboardOverviewPage() {
  const data = useLoaderData<OverviewLoaderData>();
  const messages = useMessages();
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {messages.dashboard.items.overview}
      </h1>
      {/* Keyed by load: a retry shows its waiting state again. */}
      <Suspense
        key={data.key}
        fallback={
          <p className={styles.waiting} role="status">
            {messages.dashboard.overviewLoading}
          </p>
        }
      >
        <Await resolve={data.result}>
          {(result: OverviewResult) => <OverviewResultView result={result} />}
        </Await>
      </Suspense>
    </section>
  );
}

function OverviewResultView({ result }: { result: OverviewResult }) {
  const messages = useMessages();
  const navigate = useNavigate();
  if (result.status === 'signedOut') {
    return <ToLogin />;
  }
  if (result.status === 'error') {
    return <PageProblem title={messages.dashboard.overviewLoadFailed} failure={result} />;
  }
  const { totalOrder, pendingOrder, cancelledOrder, recentOrders } = result.data;
  return (
    <DashboardOverview
      totalOrder={totalOrder}
      pendingOrder={pendingOrder}
      cancelledOrder={cancelledOrder}
      recentOrders={recentOrders}
      renderLink={renderLink}
      renderOrderLink={renderOrderLink}
      ordersHref={myOrdersHref()}
      getFilterHref={myOrdersFilterHref}
      getOrderHref={orderDetailsHref}
      onPayNow={(order) => navigate(paymentHref(order._id))}
    />
  );
}
