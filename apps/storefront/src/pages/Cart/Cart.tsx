import type { CartLineData } from '@bazaar/ui/components/CartLine';
import { CartView, type CartViewState } from '@bazaar/ui/components/CartView';
import { useMessages } from '@bazaar/ui/messages';
import { Navigate, useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import { failureText } from '../../api/failureText';
import { useCustomerChanges } from '../../customer/useCustomerChanges';
import { loginHrefFor, productHref, shippingHref, shopsHref } from '../../hrefs/site';
import { renderRouterLink } from '../../renderRouterLink';
import { useSession } from '../../session/session';
import { useToast } from '../../toasts/toasts';
import * as styles from './Cart.css';
import type { CartLoaderData } from './cartLoader';

/**
 * /card (SPEC.md §2.7): the cart by shop, its Out of Stock section, the server's order summary and
 * "Process to Checkout", from the route's loader. A signed-out visitor is sent to log in and brought back
 * here (DESIGN.md §4); a sign-in that could not be checked (the API unreachable or failing) shows the
 * cart's error with Retry, which checks the sign-in again.
 */
export function Cart() {
  const data = useLoaderData<CartLoaderData>();
  const messages = useMessages();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const { session, retry } = useSession();
  // SPEC.md §4: each change is sent, then the cart and the header's counts load again.
  const changes = useCustomerChanges();
  const pendingLineIds = changes.pending.flatMap((change) => ('lineId' in change ? [change.lineId] : []));
  const change = (line: CartLineData, kind: 'increase' | 'decrease' | 'remove') =>
    changes.submit({ intent: `cart.${kind}`, lineId: line._id, name: line.productInfo.name });

  // A 401 to the loader's requests has ended the session too (the rejected-token middleware).
  if (session.status === 'signedOut' || data.status === 'signedOut') {
    return <Navigate to={loginHrefFor(location.pathname + location.search)} replace />;
  }

  const retryLoad = async () => {
    // The sign-in could not be checked either: checked again first, as the header waits on it too.
    if (session.status === 'unconfirmed' && (await retry()) !== 'signedIn') return;
    await revalidator.revalidate();
  };

  // A kept sign-in the session could not check is the cart's failure too, whatever the loader found.
  const state: CartViewState =
    session.status === 'unconfirmed'
      ? { status: 'error', message: failureText(session.failure, messages.errors) }
      : data.status === 'ready'
        ? { status: 'ready', cart: data.cart }
        : revalidator.state === 'loading'
          ? { status: 'loading' }
          : { status: 'error', message: failureText(data, messages.errors) };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.cart.title}</h1>
      <CartView
        state={state}
        pendingLineIds={pendingLineIds}
        onIncrease={(line) => change(line, 'increase')}
        onDecrease={(line) => change(line, 'decrease')}
        onRemove={(line) => change(line, 'remove')}
        onOutOfStock={() => toast.error(messages.toasts.outOfStock)}
        // The checkout loads the cart itself and the server prices the order (DESIGN.md §3): nothing to carry.
        onCheckout={() => navigate(shippingHref)}
        onRetry={() => void retryLoad()}
        productHref={(line) => productHref(line.productInfo.slug)}
        shopHref={shopsHref}
        renderLink={renderRouterLink}
      />
      {changes.outcomes}
    </div>
  );
}
