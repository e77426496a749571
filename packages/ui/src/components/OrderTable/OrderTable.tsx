import {
  type DeliveryStatus,
  formatInr,
  type InrLocale,
  ORDER_FILTERS,
  type OrderFilter,
  type PaymentStatus,
  shortOrderId,
} from '@bazaar/domain';
import { type ReactNode, useId } from 'react';
import { format } from '../../messages/format';
import { useLanguage, useMessages } from '../../messages/LanguageProvider';
import { htmlLang, type Language } from '../../messages/language';
import { button } from '../../recipes/button.css';
import { cluster } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { Pagination, type PaginationLinkProps } from '../Pagination';
import { PaymentStatusBadge, StatusBadge } from '../StatusBadge';
import * as styles from './OrderTable.css';

const inrLocales = { english: 'en-IN', hindi: 'hi-IN' } as const satisfies Record<Language, InrLocale>;

/** The order fields a row shows; the contract's Order has these and more. */
export interface OrderTableOrder {
  _id: string;
  /** Products at selling price, shipping excluded, whole rupees. */
  price: number;
  shipping_fee: number;
  payment_status: PaymentStatus;
  delivery_status: DeliveryStatus;
  /** ISO date-time. */
  date: string;
}

/** ready: the rows are current; loading: a new filter or page is on its way, the old rows stay until it comes. */
export const orderTableStatuses = ['ready', 'loading'] as const;
export type OrderTableStatus = (typeof orderTableStatuses)[number];

export interface OrderTableLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-label': string;
}

export interface OrderTableProps {
  /** One page of orders, newest first. */
  orders: readonly OrderTableOrder[];
  status: OrderTableStatus;
  /** Names the table; "Orders" unless given. */
  caption?: string;
  /**
   * The id of a heading that already names the table (the dashboard's "Recent Orders"): the table is named
   * by it and draws no caption, so the name is not shown twice.
   */
  labelledBy?: string;
  /** The status filter (SPEC.md §4); without onFilterChange no filter is shown. */
  filter?: OrderFilter;
  onFilterChange?: (filter: OrderFilter) => void;
  /** The page shown, from 1, and the number of orders under the filter; without totalOrders no pager. */
  page?: number;
  totalOrders?: number;
  pageSize?: number;
  /** Pager links (the page lives in the URL) or, without getPageHref, buttons calling onPageChange. */
  getPageHref?: (page: number) => string;
  renderPageLink?: (props: PaginationLinkProps) => ReactNode;
  onPageChange?: (page: number) => void;
  /** Where View leads: the app's page of one order. */
  getOrderHref: (orderId: string) => string;
  /** Draws View, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: OrderTableLinkProps) => ReactNode;
  /** Pay Now on an unpaid order; without it no Pay Now is shown. */
  onPayNow?: (order: OrderTableOrder) => void;
}

/**
 * A value's cell, with its label for the phone's card, where the column headers are out of sight. The
 * label is hidden from screen readers, which read the column's header with each value already.
 */
function LabelledCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: the role survives the phone's card layout
    <td role="cell" className={styles.cell}>
      <span className={styles.cellLabel} aria-hidden="true">
        {label}
      </span>
      {children}
    </td>
  );
}

function renderAnchor({ children, ...props }: OrderTableLinkProps): ReactNode {
  return <a {...props}>{children}</a>;
}

/** An unpaid order can still be paid unless it was cancelled. */
export function canPayOrder(order: Pick<OrderTableOrder, 'payment_status' | 'delivery_status'>): boolean {
  return order.payment_status === 'unpaid' && order.delivery_status !== 'cancelled';
}

function isOrderFilter(value: string): value is OrderFilter {
  return (ORDER_FILTERS as readonly string[]).includes(value);
}

/**
 * My Orders (SPEC.md §2.10): a status filter, one row per order with its total, payment and delivery status,
 * View and Pay Now, and the pager, 10 a page. Below the tablet breakpoint each row is a card with every
 * value beside its label, so nothing waits off-screen to the side.
 */
export function OrderTable({
  orders,
  status,
  caption,
  labelledBy,
  filter = 'all',
  onFilterChange,
  page = 1,
  totalOrders,
  pageSize = 10,
  getPageHref,
  renderPageLink,
  onPageChange,
  getOrderHref,
  renderLink = renderAnchor,
  onPayNow,
}: OrderTableProps) {
  const messages = useMessages().orders;
  const { language } = useLanguage();
  const locale = inrLocales[language];
  // Dates as a shopper in India reads them, in the shop's time zone whatever the device says.
  const dates = new Intl.DateTimeFormat(`${htmlLang[language]}-IN`, {
    dateStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  });
  const ids = { caption: useId(), filter: useId() };
  const loading = status === 'loading';
  const title = caption ?? messages.tableLabel;

  const filterControl = onFilterChange ? (
    <div className={cluster({ flexWrap: 'wrap', gap: 'sm' })}>
      <label htmlFor={ids.filter} className={sprinkles({ fontWeight: 'medium' })}>
        {messages.filterLabel}
      </label>
      <select
        id={ids.filter}
        className={styles.select}
        value={filter}
        onChange={(event) => {
          if (isOrderFilter(event.target.value)) onFilterChange(event.target.value);
        }}
      >
        {ORDER_FILTERS.map((value) => (
          <option key={value} value={value}>
            {messages.status[value]}
          </option>
        ))}
      </select>
    </div>
  ) : null;

  if (orders.length === 0) {
    return (
      <div className={styles.wrapper}>
        {filterControl}
        {loading ? (
          <p className={styles.empty} role="status">
            {messages.loading}
          </p>
        ) : (
          <div className={styles.empty}>
            <p className={sprinkles({ margin: 'none' })}>
              {filter === 'all'
                ? messages.emptyAll
                : format(messages.emptyFiltered, { status: messages.status[filter] })}
            </p>
            {filter !== 'all' && onFilterChange ? (
              <button
                type="button"
                className={button({ variant: 'secondary', size: 'sm' })}
                onClick={() => onFilterChange('all')}
              >
                {messages.showAll}
              </button>
            ) : null}
          </div>
        )}
      </div>
    );
  }

  return (
    <div className={styles.wrapper}>
      {filterControl}
      {loading ? (
        <p className={styles.loading} role="status">
          {messages.loading}
        </p>
      ) : null}
      {/* Focusable so a keyboard can scroll the table sideways on a narrow screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1) */}
      <section className={styles.scroller} aria-labelledby={labelledBy ?? ids.caption} tabIndex={0}>
        {/*
          Below the tablet breakpoint each row is drawn as a card. Safari drops a table's roles once its parts
          are no longer displayed as table parts, so the roles are written out: it stays a table to a screen
          reader, each value read with its column's header.
        */}
        {/* biome-ignore-start lint/a11y/noRedundantRoles: the roles survive the phone's card layout */}
        <table
          className={styles.table}
          role="table"
          aria-labelledby={labelledBy}
          aria-busy={loading}
          data-status={status}
        >
          {labelledBy ? null : (
            <caption id={ids.caption} className={styles.caption}>
              {title}
            </caption>
          )}
          <thead className={styles.head} role="rowgroup">
            <tr role="row">
              {[
                messages.orderId,
                messages.date,
                messages.total,
                messages.paymentStatus,
                messages.deliveryStatus,
                messages.actions,
              ].map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={styles.body} role="rowgroup">
            {orders.map((order) => {
              const shortId = shortOrderId(order._id);
              const date = new Date(order.date);
              return (
                <tr key={order._id} className={styles.row} role="row">
                  {/* The card's title on a phone: "#7D4F0A52" names the order as it does everywhere else. */}
                  <th scope="row" role="rowheader" className={styles.orderId}>
                    {shortId}
                  </th>
                  <LabelledCell label={messages.date}>
                    <span className={styles.nowrap}>
                      {Number.isNaN(date.getTime()) ? (
                        ''
                      ) : (
                        <time dateTime={order.date}>{dates.format(date)}</time>
                      )}
                    </span>
                  </LabelledCell>
                  <LabelledCell label={messages.total}>
                    <span className={styles.nowrap}>
                      {formatInr(order.price + order.shipping_fee, locale)}
                    </span>
                  </LabelledCell>
                  <LabelledCell label={messages.paymentStatus}>
                    <PaymentStatusBadge status={order.payment_status} />
                  </LabelledCell>
                  <LabelledCell label={messages.deliveryStatus}>
                    <StatusBadge status={order.delivery_status} />
                  </LabelledCell>
                  <td role="cell" className={styles.actionsCell}>
                    <div className={styles.actions}>
                      {renderLink({
                        href: getOrderHref(order._id),
                        className: `${button({ variant: 'ghost', size: 'sm' })} ${styles.action}`,
                        'aria-label': format(messages.viewOrder, { id: shortId }),
                        children: messages.view,
                      })}
                      {onPayNow && canPayOrder(order) ? (
                        <button
                          type="button"
                          className={`${button({ variant: 'primary', size: 'sm' })} ${styles.action}`}
                          aria-label={format(messages.payOrder, { id: shortId })}
                          onClick={() => onPayNow(order)}
                        >
                          {messages.payNow}
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {/* biome-ignore-end lint/a11y/noRedundantRoles: the roles survive the phone's card layout */}
      </section>
      {totalOrders !== undefined ? (
        <Pagination
          page={page}
          total={totalOrders}
          pageSize={pageSize}
          getHref={getPageHref}
          renderLink={renderPageLink}
          onPageChange={onPageChange}
        />
      ) : null}
    </div>
  );
}
