import type { Order } from '@bazaar/api-client';
import { ORDER_PAGE_SIZE, type OrderFilter, pageCount } from '@bazaar/domain';
import { OrderTable, type OrderTableOrder } from '@bazaar/ui/components/OrderTable';
import type { PaginationLinkProps } from '@bazaar/ui/components/Pagination';
import { useMessages } from '@bazaar/ui/messages';
import { Suspense, useCallback, useEffect, useId, useRef } from 'react';
import { Await, Link, Navigate, useLoaderData, useNavigate } from 'react-router-dom';
import * as styles from '../../dashboard/dashboardPage.css';
import { renderOrderLink } from '../../dashboard/renderOrderLink';
import { ToLogin } from '../../dashboard/ToLogin';
import { paymentHref } from '../../hrefs/checkout';
import { myOrdersHref, type OrdersQuery, orderDetailsHref } from '../../hrefs/dashboard';
import { PageProblem } from '../../layout/PageProblem';
import type { OrdersLoaderData, OrdersResult } from './ordersLoader';

function renderPageLink({ href, children, ...props }: PaginationLinkProps) {
  // Another page of the list: the table stays where the visitor is looking.
  return (
    <Link to={href} preventScrollReset {...props}>
      {children}
    </Link>
  );
}

/** What was last on screen, kept while the next filter or page loads (OrderTable's `loading` state). */
interface Shown extends OrdersQuery {
  orders: Order[];
  totalOrder: number;
}

/**
 * /dashboard/my-orders (SPEC.md §2.10): the customer's orders under a status filter, 10 a page, with View
 * and Pay Now. The filter and the page are in the URL, so each choice is a history entry Back returns to.
 */
export function DashboardOrders() {
  const data = useLoaderData<OrdersLoaderData>();
  const messages = useMessages();
  const titleId = useId();
  const navigate = useNavigate();
  const shown = useRef<Shown | null>(null);
  const remember = useCallback((value: Shown) => {
    shown.current = value;
  }, []);

  const changeFilter = (filter: OrderFilter) =>
    navigate(myOrdersHref({ filter, page: 1 }), { preventScrollReset: true });
  const payNow = (order: OrderTableOrder) => navigate(paymentHref(order._id));

  const previous = shown.current;
  // While a page loads the old rows stay, marked as loading; the pager stays only under the same filter.
  const waiting = (
    <OrderTable
      orders={previous?.orders ?? []}
      status="loading"
      filter={data.filter}
      getOrderHref={orderDetailsHref}
      onFilterChange={changeFilter}
      page={data.page}
      totalOrders={previous?.filter === data.filter ? previous.totalOrder : undefined}
      pageSize={ORDER_PAGE_SIZE}
      getPageHref={(page) => myOrdersHref({ filter: data.filter, page })}
      renderPageLink={renderPageLink}
      renderLink={renderOrderLink}
    />
  );

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {messages.dashboard.items.orders}
      </h1>
      {/* Keyed by load: each filter, page or retry shows its waiting state instead of a frozen list. */}
      <Suspense key={data.key} fallback={waiting}>
        <Await resolve={data.result}>
          {(result: OrdersResult) => (
            <OrdersResultView
              result={result}
              query={{ filter: data.filter, page: data.page }}
              onShown={remember}
              onFilterChange={changeFilter}
              onPayNow={payNow}
            />
          )}
        </Await>
      </Suspense>
    </section>
  );
}

interface OrdersResultViewProps {
  result: OrdersResult;
  query: OrdersQuery;
  onShown: (shown: Shown) => void;
  onFilterChange: (filter: OrderFilter) => void;
  onPayNow: (order: OrderTableOrder) => void;
}

function OrdersResultView({ result, query, onShown, onFilterChange, onPayNow }: OrdersResultViewProps) {
  const messages = useMessages();

  const { filter, page } = query;
  useEffect(() => {
    if (result.status === 'ready')
      onShown({ filter, page, orders: result.orders, totalOrder: result.totalOrder });
  }, [result, filter, page, onShown]);

  if (result.status === 'signedOut') {
    return <ToLogin />;
  }
  if (result.status === 'error') {
    return <PageProblem title={messages.orders.listLoadFailed} failure={result} />;
  }
  const lastPage = pageCount(result.totalOrder, ORDER_PAGE_SIZE);
  if (result.orders.length === 0 && result.totalOrder > 0 && query.page > lastPage) {
    // A page past the end (an old link, orders since cancelled): the last page there is.
    return <Navigate to={myOrdersHref({ filter: query.filter, page: lastPage })} replace />;
  }
  return (
    <OrderTable
      orders={result.orders}
      status="ready"
      filter={query.filter}
      getOrderHref={orderDetailsHref}
      onFilterChange={onFilterChange}
      page={query.page}
      totalOrders={result.totalOrder}
      pageSize={ORDER_PAGE_SIZE}
      getPageHref={(page) => myOrdersHref({ filter: query.filter, page })}
      renderPageLink={renderPageLink}
      renderLink={renderOrderLink}
      onPayNow={onPayNow}
    />
  );
}
