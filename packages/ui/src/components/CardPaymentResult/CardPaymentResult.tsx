import { type ReactNode, useId } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { resultPanel } from '../../recipes/statePanel.css';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './CardPaymentResult.css';
import { PaymentResultImage } from './CardPaymentResultImage';

/**
 * checking: the payment's status is being read; confirming: it succeeded and the order is being confirmed;
 * confirmed: done; failed: the provider said failed or still processing (SPEC.md §2.9); confirmFailed:
 * confirmation failed after its retries (DESIGN.md §4).
 */
export const cardPaymentResultStates = [
  'checking',
  'confirming',
  'confirmed',
  'failed',
  'confirmFailed',
] as const;
export type CardPaymentResultState = (typeof cardPaymentResultStates)[number];

export interface CardPaymentResultLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface CardPaymentResultProps {
  state: CardPaymentResultState;
  /** Where "Back to Dashboard" leads: the app's My Orders (SPEC.md §2.9). */
  dashboardHref: string;
  /** Draws the link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: CardPaymentResultLinkProps) => ReactNode;
  /** failed: the provider's reason for declining the card, shown as "Reason: …" in the card. */
  declineReason?: string;
  /** confirmFailed: what went wrong, in the server's words. */
  error?: string;
  /** confirmFailed: tries the confirmation again; without it no Retry is shown. */
  onRetry?: () => void;
}

function renderAnchor({ href, className, children }: CardPaymentResultLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/**
 * The screen a card payment returns to: a spoken loader, then a success or failure picture and a way back,
 * with everything about the outcome (a declined card's reason, Retry) inside the one card.
 */
export function CardPaymentResult({
  state,
  dashboardHref,
  renderLink = renderAnchor,
  declineReason,
  error,
  onRetry,
}: CardPaymentResultProps) {
  const messages = useMessages();
  const result = messages.payment.result;
  const titleId = useId();

  if (state === 'checking' || state === 'confirming') {
    return (
      <div className={resultPanel} data-state={state}>
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.status} role="status">
          {state === 'checking' ? result.checking : result.confirming}
        </p>
      </div>
    );
  }

  const content = {
    confirmed: { title: result.confirmedTitle, text: result.confirmedText, image: result.confirmedImage },
    failed: { title: result.failedTitle, text: result.failedText, image: result.failedImage },
    confirmFailed: { title: result.confirmFailedTitle, text: result.confirmFailedText, image: undefined },
  }[state];

  return (
    <section className={resultPanel} aria-labelledby={titleId} data-state={state}>
      {content.image ? (
        <PaymentResultImage kind={state === 'confirmed' ? 'success' : 'failure'} label={content.image} />
      ) : null}
      <h1
        id={titleId}
        className={`${styles.title} ${sprinkles({ color: state === 'confirmed' ? 'success' : 'danger' })}`}
      >
        {content.title}
      </h1>
      {/* The outcome is announced once when it replaces the loader, with its reason when there is one. */}
      <div
        className={state === 'confirmFailed' ? styles.problem : styles.outcome}
        role={state === 'confirmed' ? 'status' : 'alert'}
      >
        <p className={styles.text}>{content.text}</p>
        {state === 'failed' && declineReason ? (
          <p className={styles.reason}>{format(result.declineReason, { reason: declineReason })}</p>
        ) : null}
        {state === 'confirmFailed' && error ? <p className={styles.reason}>{error}</p> : null}
      </div>
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 'sm' })}>
        {state === 'confirmFailed' && onRetry ? (
          <button type="button" className={button({ variant: 'primary' })} onClick={onRetry}>
            {messages.common.retry}
          </button>
        ) : null}
        {renderLink({
          href: dashboardHref,
          className: button({ variant: state === 'confirmed' ? 'primary' : 'secondary' }),
          children: messages.orders.backToDashboard,
        })}
      </div>
    </section>
  );
}
