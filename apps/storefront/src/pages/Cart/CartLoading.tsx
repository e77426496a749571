import { CartView } from '@bazaar/ui/components/CartView';
import { useMessages } from '@bazaar/ui/messages';
import { shopsHref } from '../../hrefs/site';
import { renderRouterLink } from '../../renderRouterLink';
import * as styles from './Cart.css';

const nothing = () => {};
const noHref = () => '';

/**
 * The cart's waiting state while its first load runs. Kept apart from the page so routes.tsx can name it
 * statically: react-router shows a route's HydrateFallback during the first load only when it is known
 * before the lazy module has loaded.
 */
export function CartLoading() {
  const messages = useMessages();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.cart.title}</h1>
      <CartView
        state={{ status: 'loading' }}
        pendingLineIds={[]}
        onIncrease={nothing}
        onDecrease={nothing}
        onRemove={nothing}
        onOutOfStock={nothing}
        onCheckout={nothing}
        onRetry={nothing}
        productHref={noHref}
        shopHref={shopsHref}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
