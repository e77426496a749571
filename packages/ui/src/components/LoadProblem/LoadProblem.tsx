import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { problemPanel, problemText, problemTitle } from '../../recipes/problem.css';

export interface LoadProblemProps {
  /** What could not be loaded, in the active language: "Your cart could not be loaded." */
  title: string;
  /** The server's explanation, when it gave one. */
  message?: string;
  /** Offers Retry; without it none is shown. */
  onRetry?: () => void;
  /** The panel's look when the component that shows it has its own; a filled danger panel otherwise. */
  styles?: { problem: string; problemTitle: string; problemText: string };
}

const dangerPanel = {
  problem: problemPanel({ tone: 'danger' }),
  problemTitle: problemTitle({ tone: 'danger' }),
  problemText,
};

/**
 * In place of a list that could not be loaded (cart, wishlist, chat), announced at once. Internal: not
 * exported from the package.
 */
export function LoadProblem({ title, message, onRetry, styles = dangerPanel }: LoadProblemProps) {
  const messages = useMessages();
  return (
    <div className={styles.problem} role="alert">
      <p className={styles.problemTitle}>{title}</p>
      {message ? <p className={styles.problemText}>{message}</p> : null}
      {onRetry ? (
        <button type="button" className={button({ variant: 'secondary' })} onClick={onRetry}>
          {messages.common.retry}
        </button>
      ) : null}
    </div>
  );
}
