import { formatInr, type InrLocale } from '@bazaar/domain';
import { useId } from 'react';
import { useLanguage, useMessages } from '../../messages/LanguageProvider';
import type { Language } from '../../messages/language';
import { smallNote } from '../../recipes/note.css';
import * as orderPanel from '../CheckoutSummary/OrderPanel.css';

const inrLocales = { english: 'en-IN', hindi: 'hi-IN' } as const satisfies Record<Language, InrLocale>;

export interface PaymentOrderSummaryProps {
  /** Units in the order. */
  items: number;
  /** What the shopper pays: the order's price plus its shipping fee, whole rupees. */
  total: number;
}

/** The payment page's Order Summary (SPEC.md §2.9): the item count and the total to pay. */
export function PaymentOrderSummary({ items, total }: PaymentOrderSummaryProps) {
  const messages = useMessages().payment;
  const locale = inrLocales[useLanguage().language];
  const titleId = useId();
  return (
    <section className={orderPanel.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={orderPanel.title}>
        {messages.orderSummary}
      </h2>
      <dl className={orderPanel.rows}>
        <div className={orderPanel.row}>
          <dt>{messages.items}</dt>
          <dd className={orderPanel.amount}>{items}</dd>
        </div>
        <div className={orderPanel.totalRow}>
          <dt>{messages.totalToPay}</dt>
          <dd className={orderPanel.amount}>{formatInr(total, locale)}</dd>
        </div>
      </dl>
      <p className={smallNote}>{messages.shippingIncluded}</p>
    </section>
  );
}
