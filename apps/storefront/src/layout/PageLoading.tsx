import { useShellMessages } from '@bazaar/ui/messages';
import * as styles from './PageLoading.css';

/**
 * What a lazy page shows while its code arrives on the first load of the routed app: a spoken status in
 * the page's place (react-router shows a route's HydrateFallback only when it is named in routes.tsx).
 */
export function PageLoading() {
  const messages = useShellMessages().common;
  return (
    <div className={styles.page} aria-busy="true">
      <p role="status">{messages.loading}</p>
    </div>
  );
}
