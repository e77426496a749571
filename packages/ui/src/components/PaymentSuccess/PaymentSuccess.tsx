import { type PaymentMethod, shortOrderId } from '@bazaar/domain';
import { type ReactNode, useId } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { smallNote } from '../../recipes/note.css';
import { resultPanel } from '../../recipes/statePanel.css';
import { figures, stack } from '../../theme/layout';
import type { CardPaymentResultLinkProps } from '../CardPaymentResult/CardPaymentResult';
import { PaymentResultImage } from '../CardPaymentResult/CardPaymentResultImage';
import * as styles from './PaymentSuccess.css';

export const paymentSuccessHeadingLevels = [1, 2] as const;
export type PaymentSuccessHeadingLevel = (typeof paymentSuccessHeadingLevels)[number];

export interface PaymentSuccessProps {
  orderId: string;
  method: PaymentMethod;
  /** Seconds until the page goes home (SPEC.md §2.9: after 5); the page owns the timer. */
  secondsLeft: number;
  headingLevel?: PaymentSuccessHeadingLevel;
  /** Where "Go to My Orders" leads: the app's My Orders. */
  ordersHref: string;
  /** Draws the link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: CardPaymentResultLinkProps) => ReactNode;
}

function renderAnchor({ href, className, children }: CardPaymentResultLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/**
 * "Order Successful" with the order id, in the short form My Orders lists it by, and the payment method in
 * capitals (SPEC.md §2.9), and the way to My Orders inside the same card.
 */
export function PaymentSuccess({
  orderId,
  method,
  secondsLeft,
  headingLevel = 1,
  ordersHref,
  renderLink = renderAnchor,
}: PaymentSuccessProps) {
  const messages = useMessages().payment.success;
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={resultPanel} aria-labelledby={titleId}>
      <PaymentResultImage kind="success" label={messages.title} />
      <Heading id={titleId} className={styles.title}>
        {messages.title}
      </Heading>
      <dl className={stack({ gap: 'sm', margin: 'none' })}>
        <div className={styles.fact}>
          <dt className={styles.term}>{messages.orderId}</dt>
          <dd className={figures({ fontWeight: 'bold', overflowWrap: 'anywhere', margin: 'none' })}>
            {shortOrderId(orderId)}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{messages.method}</dt>
          <dd className={styles.method}>{method.toUpperCase()}</dd>
        </div>
      </dl>
      <p className={styles.text}>{messages.dashboardNote}</p>
      {renderLink({
        href: ordersHref,
        className: button({ variant: 'primary' }),
        children: messages.goToOrders,
      })}
      {/* Plain text, not a live region: a screen reader would otherwise read every second aloud. It changes
          every second, so visual reviews leave it out (data-chromatic="ignore"). */}
      <p className={smallNote} data-chromatic="ignore">
        {format(messages.redirect, { seconds: Math.max(0, Math.ceil(secondsLeft)) })}
      </p>
    </section>
  );
}
