import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './CardPaymentResult.css';

export const paymentResultImageKinds = ['success', 'failure'] as const;
export type PaymentResultImageKind = (typeof paymentResultImageKinds)[number];

/** A tick in a green circle or a cross in a red one, drawn with the theme's colours. */
export function PaymentResultImage({ kind, label }: { kind: PaymentResultImageKind; label: string }) {
  return (
    <svg
      className={`${styles.image} ${sprinkles({ color: kind === 'success' ? 'success' : 'danger' })}`}
      viewBox="0 0 64 64"
      role="img"
      aria-label={label}
      data-kind={kind}
    >
      <circle cx="32" cy="32" r="30" className={styles.imageDisc} />
      {kind === 'success' ? (
        <path d="M19 33.5 28 42.5 46 23" className={styles.imageMark} />
      ) : (
        <path d="M22 22 42 42M42 22 22 42" className={styles.imageMark} />
      )}
    </svg>
  );
}
