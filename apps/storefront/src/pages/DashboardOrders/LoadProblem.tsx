import { useMessages } from '@bazaar/ui/messages';
import { button } from '@bazaar/ui/recipes';
import { useRevalidator } from 'react-router-dom';
import * as styles from './dashboardPage.css';
import type { LoadFailure } from './signedInCustomer';

/** A dashboard request that failed: what failed, the server's words (SPEC.md §7) and Retry. */
export function LoadProblem({ title, failure }: { title: string; failure: LoadFailure }) {
  const messages = useMessages();
  const revalidator = useRevalidator();
  return (
    <div className={styles.problem} role="alert">
      <p className={styles.problemTitle}>{title}</p>
      <p className={styles.problemText}>
        {failure.serverMessage ??
          (failure.cause === 'unreachable' ? messages.errors.unreachable : messages.errors.generic)}
      </p>
      <button
        type="button"
        className={button({ variant: 'primary' })}
        // Runs the page's loader again: a fresh request, its waiting state shown meanwhile.
        onClick={() => void revalidator.revalidate()}
      >
        {messages.common.retry}
      </button>
    </div>
  );
}
