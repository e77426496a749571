import { useMessages } from '../../messages/LanguageProvider';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './CartView.css';

/**
 * The cart's place before its first answer: grey blocks where the shops' groups and the summary will be,
 * and the announcement a screen reader hears. A module of its own, so a page that only waits for the cart
 * (the routed app's loading state, in every routed page's first load) does not carry the whole cart.
 */
export function CartViewLoading() {
  const text = useMessages().cart;
  return (
    <div className={styles.layout} aria-busy="true">
      <p className={visuallyHidden} role="status">
        {text.loading}
      </p>
      <div className={styles.main} aria-hidden="true">
        <div className={styles.skeletonGroup} />
        <div className={styles.skeletonGroup} />
      </div>
      <div className={styles.aside} aria-hidden="true">
        <div className={styles.skeletonSummary} />
      </div>
    </div>
  );
}
