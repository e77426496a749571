import { CartViewLoading } from '@bazaar/ui/components/CartView';
import { useMessages } from '@bazaar/ui/messages';
import * as styles from './Cart.css';

/**
 * The cart's waiting state while its first load runs. Kept apart from the page so routes.tsx can name it
 * statically: react-router shows a route's HydrateFallback during the first load only when it is known
 * before the lazy module has loaded. It draws only the cart's loading blocks (`CartViewLoading`): the rest
 * of the cart would otherwise come with every routed page's first load.
 */
export function CartLoading() {
  const messages = useMessages();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.cart.title}</h1>
      <CartViewLoading />
    </div>
  );
}
