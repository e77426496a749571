import {
  type DeliveryStatus,
  formatInr,
  type InrLocale,
  type PaymentMethod,
  type PaymentStatus,
  type ShippingInfo,
  sellingPrice,
  shortOrderId,
} from '@bazaar/domain';
import { useId } from 'react';
import { format } from '../../messages/format';
import { useLanguage, useMessages } from '../../messages/LanguageProvider';
import { htmlLang, type Language } from '../../messages/language';
import { button } from '../../recipes/button.css';
import { rowThumb, thumbRow } from '../../recipes/media.css';
import { smallNote } from '../../recipes/note.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { split, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { canPayOrder } from '../OrderTable';
import { ProductCardPicture } from '../ProductCard/ProductCardParts';
import { PaymentStatusBadge, StatusBadge } from '../StatusBadge';
import * as styles from './OrderDetails.css';

const inrLocales = { english: 'en-IN', hindi: 'hi-IN' } as const satisfies Record<Language, InrLocale>;

/** A product of an order, as the contract's OrderProduct gives it. */
export interface OrderDetailsProduct {
  _id: string;
  name: string;
  brand: string;
  images: readonly string[];
  /** List price when ordered, whole rupees. */
  price: number;
  /** Whole percent. */
  discount: number;
  quantity: number;
}

/** The order fields the page shows; the contract's Order. */
export interface OrderDetailsOrder {
  _id: string;
  /** Products at selling price, shipping excluded. */
  price: number;
  shipping_fee: number;
  items: number;
  payment_status: PaymentStatus;
  delivery_status: DeliveryStatus;
  payment_method: PaymentMethod | null;
  date: string;
  shippingInfo: ShippingInfo;
  products: readonly OrderDetailsProduct[];
}

export interface OrderDetailsProps {
  /** The order, or nothing when there is none with that id (SPEC.md §8: "Order not found"). */
  order: OrderDetailsOrder | null | undefined;
  /** Pay Now on an unpaid order; the page goes to /payment with the order's amount. */
  onPayNow?: (order: OrderDetailsOrder) => void;
}

/**
 * One order (SPEC.md §2.10): its statuses, shipping address, products and totals, and Pay Now while unpaid;
 * "Order not found" without an order, "No products in this order" when its list is empty (SPEC.md §8).
 */
export function OrderDetails({ order, onPayNow }: OrderDetailsProps) {
  const messages = useMessages();
  const text = messages.orders;
  const { language } = useLanguage();
  const locale = inrLocales[language];
  const titleId = useId();
  const productsId = useId();

  if (!order?._id) {
    return (
      <p className={styles.notFound} role="alert">
        {text.notFound}
      </p>
    );
  }

  const money = (amount: number) => formatInr(amount, locale);
  const date = new Date(order.date);
  const dateText = Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(`${htmlLang[language]}-IN`, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Asia/Kolkata',
      }).format(date);
  const info = order.shippingInfo;
  const payable = canPayOrder(order);

  return (
    <article className={stack({ gap: 'lg', color: 'text', minWidth: '0' })} aria-labelledby={titleId}>
      <header className={split({ flexWrap: 'wrap', alignItems: 'flex-start', gap: 'md' })}>
        <div className={stack({ gap: 'xxs', minWidth: '0' })}>
          <h2 id={titleId} className={sectionHeading({ size: 'xl' })}>
            {format(text.detailsTitle, { id: shortOrderId(order._id) })}
          </h2>
          {dateText ? <p className={smallNote}>{format(text.placedOn, { date: dateText })}</p> : null}
        </div>
        <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
          <PaymentStatusBadge status={order.payment_status} />
          <StatusBadge status={order.delivery_status} />
        </div>
      </header>

      {payable && onPayNow ? (
        <div className={styles.payBox}>
          <p className={sprinkles({ fontWeight: 'medium', margin: 'none' })}>{text.unpaidNote}</p>
          <button type="button" className={button({ variant: 'primary' })} onClick={() => onPayNow(order)}>
            {text.payNow}
          </button>
        </div>
      ) : null}

      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby={`${titleId}-ship`}>
          <h3 id={`${titleId}-ship`} className={styles.panelTitle}>
            {text.shippingInfo}
          </h3>
          <address className={stack({ gap: 'xxs', fontStyle: 'normal', overflowWrap: 'anywhere' })}>
            <span className={styles.strong}>{info.name}</span>
            <span>
              {[info.address, info.area, info.city, info.province, info.post].filter(Boolean).join(', ')}
            </span>
            <span>{format(text.phone, { phone: info.phone })}</span>
          </address>
        </section>

        <section className={styles.panel} aria-labelledby={`${titleId}-sum`}>
          <h3 id={`${titleId}-sum`} className={styles.panelTitle}>
            {messages.checkout.summaryTitle}
          </h3>
          <dl className={stack({ gap: 'sm', margin: 'none' })}>
            <div className={styles.row}>
              <dt>{text.items}</dt>
              <dd className={styles.value}>{order.items}</dd>
            </div>
            <div className={styles.row}>
              <dt>{text.subtotal}</dt>
              <dd className={styles.value}>{money(order.price)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{text.shippingFee}</dt>
              <dd className={styles.value}>
                {order.shipping_fee === 0 ? messages.checkout.free : money(order.shipping_fee)}
              </dd>
            </div>
            <div className={styles.totalRow}>
              <dt>{text.orderTotal}</dt>
              <dd className={styles.value}>{money(order.price + order.shipping_fee)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{text.paymentMethod}</dt>
              <dd className={styles.value}>
                {order.payment_method ? messages.payment.methods[order.payment_method] : text.methodNotChosen}
              </dd>
            </div>
          </dl>
        </section>
      </div>

      <section className={styles.panel} aria-labelledby={productsId}>
        <h3 id={productsId} className={styles.panelTitle}>
          {text.products}
        </h3>
        {order.products.length === 0 ? (
          <p className={smallNote}>{text.noProducts}</p>
        ) : (
          <ul className={stack({ gap: 'md', listStyle: 'none', margin: 'none', padding: 'none' })}>
            {order.products.map((product) => {
              const unit = sellingPrice(product.price, product.discount);
              return (
                <li key={product._id} className={thumbRow}>
                  <div className={rowThumb}>
                    <ProductCardPicture
                      name={product.name}
                      src={product.images[0]}
                      outOfStock={false}
                      size="thumbnail"
                    />
                  </div>
                  <div className={stack({ gap: 'xxs', minWidth: '0' })}>
                    <span className={styles.strong}>{product.name}</span>
                    <span className={smallNote}>{format(text.brand, { brand: product.brand })}</span>
                    <span className={smallNote}>{format(text.quantity, { count: product.quantity })}</span>
                    <span className={smallNote}>{format(text.unitPrice, { price: money(unit) })}</span>
                  </div>
                  <span className={sprinkles({ fontWeight: 'bold', whiteSpace: 'nowrap' })}>
                    {money(unit * product.quantity)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </article>
  );
}
