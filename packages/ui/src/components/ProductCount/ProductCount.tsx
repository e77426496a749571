import { numberFormat } from '@bazaar/domain';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import * as styles from './ProductCount.css';

export interface ProductCountProps {
  /** Products matching the filters, all pages together. */
  count: number;
}

// Lakh grouping in both languages, with Latin digits as the prices use.
const countNumber = numberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * "(n) Products" (SPEC.md §2.4). A polite live region, so a screen reader hears the new total after each
 * filter change without moving focus.
 */
export function ProductCount({ count }: ProductCountProps) {
  const messages = useMessages().listing;
  return (
    <p className={styles.count} role="status" aria-atomic="true">
      {format(messages.productCount, { count: countNumber.format(Math.max(0, count)) })}
    </p>
  );
}
