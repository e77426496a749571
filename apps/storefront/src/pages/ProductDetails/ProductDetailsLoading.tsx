import { useMessages } from '@bazaar/ui/messages';
import * as styles from './ProductDetails.css';

/** The product page's place while its product loads: the layout in grey, and a status for screen readers. */
export function ProductDetailsLoading() {
  const messages = useMessages().product;
  return (
    <div className={styles.page} aria-busy="true">
      <p className={styles.status} role="status">
        {messages.loading}
      </p>
      <div className={styles.top} aria-hidden="true">
        <div className={`${styles.skeleton} ${styles.skeletonPicture}`} />
        <div className={styles.info}>
          <div className={`${styles.skeleton} ${styles.skeletonTitle}`} />
          <div className={`${styles.skeleton} ${styles.skeletonShort}`} />
          <div className={`${styles.skeleton} ${styles.skeletonShort}`} />
          <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
          <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
          <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
        </div>
      </div>
    </div>
  );
}
