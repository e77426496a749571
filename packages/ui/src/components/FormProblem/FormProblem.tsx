import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './FormProblem.css';

export interface FormProblemProps {
  /** What failed, in the active language: "You could not be logged in." */
  title: string;
  /** The server's explanation, when it gave one. */
  detail: string | undefined;
}

/**
 * The server's reason for refusing what a form sent, beside the form as well as in the page's toast
 * (SPEC.md §8). One piece for every form that sends (login, register, change password, review, checkout,
 * cash on delivery, test card), so each failure is announced and looks the same. Internal: not exported
 * from the package.
 */
export function FormProblem({ title, detail }: FormProblemProps) {
  return (
    <p className={styles.problem} role="alert">
      <span className={sprinkles({ fontWeight: 'bold' })}>{title}</span>
      {detail ? <span>{detail}</span> : null}
    </p>
  );
}
