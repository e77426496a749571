import { useMessages } from '@bazaar/ui/messages';
import { button } from '@bazaar/ui/recipes';
import { useRevalidator } from 'react-router-dom';
import type { LoadFailure } from '../customer/signedInCustomer';
import * as styles from '../dashboard/dashboardPage.css';
import { loadFailureText } from '../session/signedOutRule';

/**
 * A dashboard request that failed: what failed, the server's words (SPEC.md §7) and Retry, which runs the
 * page's loader again unless the caller retries something else (`onRetry`).
 */
export function PageProblem({
  title,
  failure,
  onRetry,
}: {
  title: string;
  failure: LoadFailure;
  onRetry?: () => void;
}) {
  const messages = useMessages();
  const revalidator = useRevalidator();
  return (
    <div className={styles.problem} role="alert">
      <p className={styles.problemTitle}>{title}</p>
      <p className={styles.problemText}>{loadFailureText(failure, messages.errors)}</p>
      <button
        type="button"
        className={button({ variant: 'primary' })}
        // A fresh request, its waiting state shown meanwhile.
        onClick={onRetry ?? (() => void revalidator.revalidate())}
      >
        {messages.common.retry}
      </button>
    </div>
  );
}
