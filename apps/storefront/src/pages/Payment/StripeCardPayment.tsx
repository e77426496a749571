import { formatInr } from '@bazaar/domain';
import { format, useLanguage, useMessages } from '@bazaar/ui/messages';
import { button } from '@bazaar/ui/recipes';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry adds Stripe's script only when loadStripe is called, never as a side effect of the import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { orderConfirmHref, orderConfirmReturnHref } from '../../hrefs/checkout';
import * as styles from '../../orderPanel/orderPanel.css';
import type { StripeCardPaymentProps } from './stripeCardPaymentLoader';

/** One Stripe per publishable key for the visit; a failed load is forgotten so Retry loads it again. */
const stripes = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
    stripe.then(
      (loaded) => {
        if (loaded === null) stripes.delete(publishableKey);
      },
      () => stripes.delete(publishableKey),
    );
  }
  return stripe;
}

type Loading = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'error' };

/**
 * The card form when the server's provider is Stripe (DESIGN.md §3): Stripe's Payment Element, confirmed with
 * `stripe.confirmPayment`, which returns to /order/confirm. Loaded only by the payment page.
 */
export default function StripeCardPayment(props: StripeCardPaymentProps) {
  const messages = useMessages();
  const { language } = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry that loads Stripe again.
  useEffect(() => {
    let current = true;
    setLoading({ status: 'loading' });
    stripeFor(props.publishableKey).then(
      (stripe) => {
        if (current) setLoading(stripe ? { status: 'ready', stripe } : { status: 'error' });
      },
      () => {
        if (current) setLoading({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [props.publishableKey, attempt]);

  if (loading.status === 'loading') {
    return (
      <p className={styles.status} role="status">
        {messages.payment.page.cardFormLoading}
      </p>
    );
  }
  if (loading.status === 'error') {
    return (
      <div className={styles.problem} role="alert">
        <p className={styles.problemTitle}>{messages.payment.page.cardFormFailed}</p>
        <p className={styles.problemText}>{messages.errors.unreachable}</p>
        <button
          type="button"
          className={button({ variant: 'primary' })}
          onClick={() => setAttempt((value) => value + 1)}
        >
          {messages.common.retry}
        </button>
      </div>
    );
  }
  return (
    <Elements
      stripe={loading.stripe}
      // Stripe has no Hindi: its own texts then follow the browser's language.
      options={{ clientSecret: props.clientSecret, locale: language === 'english' ? 'en' : 'auto' }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({
  paymentIntentId,
  amount,
  status,
  declineReason,
  onSubmit,
  confirmRef,
}: StripeCardPaymentProps) {
  const messages = useMessages().payment;
  const { language } = useLanguage();
  const stripe = useStripe();
  const elements = useElements();
  const titleId = useId();
  const submitting = status === 'submitting';

  useEffect(() => {
    if (!stripe || !elements) return;
    confirmRef.current = async () => {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: new URL(orderConfirmHref, window.location.origin).href },
      });
      // confirmPayment leaves the page on success; it comes back only with a refusal.
      if (error) throw new Error(error.message ?? messages.card.declined);
      return {
        redirectUrl: orderConfirmReturnHref(paymentIntentId, 'succeeded'),
      };
    };
    return () => {
      confirmRef.current = null;
    };
  }, [stripe, elements, confirmRef, paymentIntentId, messages.card.declined]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting && stripe && elements) onSubmit();
  };

  return (
    <form className={styles.page} aria-labelledby={titleId} aria-busy={submitting} onSubmit={submit}>
      <h3 id={titleId} className={styles.noticeTitle}>
        {messages.card.title}
      </h3>
      <PaymentElement />
      {status === 'declined' ? (
        <p className={styles.problem} role="alert">
          <span className={styles.problemTitle}>{messages.card.declined}</span>
          {declineReason ? <span>{declineReason}</span> : null}
        </p>
      ) : null}
      <button
        type="submit"
        className={button({ variant: 'primary', size: 'lg', fullWidth: true })}
        aria-disabled={submitting || !stripe || !elements || undefined}
      >
        {submitting
          ? messages.card.submitting
          : format(messages.card.pay, {
              amount: formatInr(amount, language === 'english' ? 'en-IN' : 'hi-IN'),
            })}
      </button>
    </form>
  );
}
