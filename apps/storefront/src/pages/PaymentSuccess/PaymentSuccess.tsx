import { PaymentSuccess } from '@bazaar/ui/components/PaymentSuccess';
import { useMessages } from '@bazaar/ui/messages';
import { button } from '@bazaar/ui/recipes';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { readPaymentSuccess } from '../../hrefs/checkout';
import { myOrdersHref } from '../../hrefs/dashboard';
import * as styles from '../../orderPanel/orderPanel.css';
import { renderRouterLink } from '../../renderRouterLink';
import { useGoHome } from '../../session/homeNavigation';

/** SPEC.md §2.9: the success page goes home after 5 seconds. */
export const SECONDS_BEFORE_HOME = 5;

/**
 * /payment/success?orderId=…&method=cod (SPEC.md §2.9): "Order Successful" with the order id and the method
 * in capitals, a visible countdown home and, in the same card, a link to the dashboard's orders. It shows only
 * what the URL holds and makes no call, so it needs no sign-in.
 */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const success = readPaymentSuccess(searchParams);
  if (success === null) return <NoOrder />;
  const { orderId, method } = success;
  return <Success key={`${orderId} ${method}`} orderId={orderId} method={method} />;
}

function Success({ orderId, method }: { orderId: string; method: 'cod' | 'card' }) {
  const leave = useGoHome();
  const [secondsLeft, setSecondsLeft] = useState(SECONDS_BEFORE_HOME);

  useEffect(() => {
    const timer = window.setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) leave();
  }, [secondsLeft, leave]);

  return (
    <div className={styles.page}>
      <PaymentSuccess
        orderId={orderId}
        method={method}
        secondsLeft={secondsLeft}
        ordersHref={myOrdersHref()}
        renderLink={renderRouterLink}
      />
    </div>
  );
}

function NoOrder() {
  const messages = useMessages();
  return (
    <div className={styles.page}>
      <section className={styles.problem} aria-labelledby="success-no-order">
        <h1 id="success-no-order" className={styles.noticeTitle}>
          {messages.orders.notFound}
        </h1>
        <p className={styles.problemText}>{messages.payment.page.noOrderText}</p>
        <Link to={myOrdersHref()} className={button({ variant: 'secondary' })}>
          {messages.payment.page.myOrders}
        </Link>
      </section>
    </div>
  );
}
