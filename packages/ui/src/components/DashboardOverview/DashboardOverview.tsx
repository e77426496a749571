import { DASHBOARD_COUNT_FILTERS, type DashboardCount, type OrderFilter } from '@bazaar/domain';
import { type ReactNode, useId } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { textLink } from '../../recipes/link.css';
import { figures, headingFace, split, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
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
  /** Where "See all orders" leads: the app's My Orders. */
  ordersHref: string;
  /** My Orders under a status filter, where each count leads. */
  getFilterHref: (filter: OrderFilter) => string;
  /** Draws "See all orders" and the counts' links, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: DashboardOverviewLinkProps) => ReactNode;
  /** Passed to the recent orders' View links. */
  renderOrderLink?: (props: OrderTableLinkProps) => ReactNode;
  /** Where a recent order's View leads. */
  getOrderHref: (orderId: string) => string;
  onPayNow?: (order: OrderTableOrder) => void;
}

function renderAnchor({ href, className, children }: DashboardOverviewLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/**
 * The dashboard's first page (SPEC.md §2.10): three order counts and the recent orders. Each count is the
 * length of My Orders' list under one filter (DASHBOARD_COUNT_FILTERS), says what it counts and leads to
 * that list.
 */
export function DashboardOverview({
  totalOrder,
  pendingOrder,
  cancelledOrder,
  recentOrders,
  ordersHref,
  getFilterHref,
  renderLink = renderAnchor,
  renderOrderLink,
  getOrderHref,
  onPayNow,
}: DashboardOverviewProps) {
  const messages = useMessages().dashboard;
  const recentTitleId = useId();
  const counts: ReadonlyArray<{ key: DashboardCount; label: string; hint: string; value: number }> = [
    { key: 'totalOrder', label: messages.totalOrder, hint: messages.totalOrderHint, value: totalOrder },
    {
      key: 'pendingOrder',
      label: messages.pendingOrder,
      hint: messages.pendingOrderHint,
      value: pendingOrder,
    },
    {
      key: 'cancelledOrder',
      label: messages.cancelledOrder,
      hint: messages.cancelledOrderHint,
      value: cancelledOrder,
    },
  ];

  return (
    <div className={stack({ gap: 'xl', minWidth: '0' })}>
      <ul className={styles.counts}>
        {counts.map((count) => (
          <li
            key={count.key}
            className={sprinkles({ display: 'flex', minWidth: '0' })}
            data-count={count.key}
          >
            {renderLink({
              href: getFilterHref(DASHBOARD_COUNT_FILTERS[count.key]),
              className: styles.count,
              children: (
                <>
                  <span className={sprinkles({ color: 'textMuted', fontWeight: 'medium' })}>
                    {count.label}
                  </span>
                  <span
                    className={figures({
                      fontFamily: 'heading',
                      fontSize: 'xxl',
                      fontWeight: 'bold',
                      lineHeight: 'tight',
                    })}
                  >
                    {count.value.toLocaleString('en-IN')}
                  </span>
                  <span className={sprinkles({ color: 'textMuted', fontSize: 'sm' })}>{count.hint}</span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
      {/* Not a landmark: the table's own scrolling region already carries the name "Recent Orders". */}
      <div className={stack({ gap: 'md', minWidth: '0' })}>
        <div className={split({ flexWrap: 'wrap', alignItems: 'baseline', gap: 'sm' })}>
          <h2
            id={recentTitleId}
            className={headingFace({ fontSize: 'lg', fontWeight: 'bold', margin: 'none' })}
          >
            {messages.recentOrders}
          </h2>
          {recentOrders.length > 0
            ? renderLink({ href: ordersHref, className: textLink(), children: messages.allOrders })
            : null}
        </div>
        <OrderTable
          orders={recentOrders}
          status="ready"
          labelledBy={recentTitleId}
          renderLink={renderOrderLink}
          getOrderHref={getOrderHref}
          onPayNow={onPayNow}
        />
      </div>
    </div>
  );
}
