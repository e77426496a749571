import * as styles from './SessionStatus.css';

/**
 * What an account page shows while the kept sign-in is checked, or while it sends the visitor on: a loader
 * and a line screen readers announce, never the login form or a page that is about to go.
 */
export function SessionStatus({ text }: { text: string }) {
  return (
    <p className={styles.status} role="status" aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </p>
  );
}
