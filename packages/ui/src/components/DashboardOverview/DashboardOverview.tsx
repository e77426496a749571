import type { ReactNode } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { OrderTable, type OrderTableLinkProps, type OrderTableOrder } from '../OrderTable';
import * as styles from './DashboardOverview.css';

export interface DashboardOverviewLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface DashboardOverviewProps {
  totalOrder: number;
  pendingOrder: number;
  cancelledOrder: number;
  /** The five most recent orders, newest first. */
  recentOrders: readonly OrderTableOrder[];
  /** Where "See all orders" leads; /dashboard/my-orders by default. */
  ordersHref?: string;
  /** Draws "See all orders", so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: DashboardOverviewLinkProps) => ReactNode;
  /** Passed to the recent orders' View links. */
  renderOrderLink?: (props: OrderTableLinkProps) => ReactNode;
  getOrderHref?: (orderId: string) => string;
  onPayNow?: (order: OrderTableOrder) => void;
}

function renderAnchor({ href, className, children }: DashboardOverviewLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** The dashboard's first page (SPEC.md §2.10): three order counts and the recent orders. */
export function DashboardOverview({
  totalOrder,
  pendingOrder,
  cancelledOrder,
  recentOrders,
  ordersHref = '/dashboard/my-orders',
  renderLink = renderAnchor,
  renderOrderLink,
  getOrderHref,
  onPayNow,
}: DashboardOverviewProps) {
  const messages = useMessages().dashboard;
  const counts = [
    { key: 'total', label: messages.totalOrder, value: totalOrder },
    { key: 'pending', label: messages.pendingOrder, value: pendingOrder },
    { key: 'cancelled', label: messages.cancelledOrder, value: cancelledOrder },
  ] as const;

  return (
    <div className={styles.overview}>
      <ul className={styles.counts}>
        {counts.map((count) => (
          <li key={count.key} className={styles.count} data-count={count.key}>
            <span className={styles.countLabel}>{count.label}</span>
            <span className={styles.countValue}>{count.value.toLocaleString('en-IN')}</span>
          </li>
        ))}
      </ul>
      {/* Not a landmark: the table's own scrolling region already carries the name "Recent Orders". */}
      <div className={styles.recent}>
        <div className={styles.recentHeader}>
          <h2 className={styles.recentTitle}>{messages.recentOrders}</h2>
          {recentOrders.length > 0
            ? renderLink({ href: ordersHref, className: styles.allLink, children: messages.allOrders })
            : null}
        </div>
        <OrderTable
          orders={recentOrders}
          status="ready"
          caption={messages.recentOrders}
          renderLink={renderOrderLink}
          getOrderHref={getOrderHref}
          onPayNow={onPayNow}
        />
      </div>
    </div>
  );
}
