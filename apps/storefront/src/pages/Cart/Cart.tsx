import type { ApiClient } from '@bazaar/api-client';
import { CartView } from '@bazaar/ui/components/CartView';
import { useMessages } from '@bazaar/ui/messages';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { loginHrefFor, productHref, shippingHref, shopsHref } from '../../hrefs/hrefs';
import { renderRouterLink } from '../../renderRouterLink';
import { useApiClient, useSession } from '../../session/session';
import { type LoadFailure, loadFailureText } from '../../session/signedOutRule';
import { useToast } from '../../toasts/toasts';
import * as styles from './Cart.css';
import { useCart } from './useCart';

/**
 * /card (SPEC.md §2.7): the cart by shop, its Out of Stock section, the server's order summary and
 * "Process to Checkout". A signed-out visitor is sent to log in and brought back here (DESIGN.md §4); a
 * sign-in that could not be checked (the API unreachable or failing) shows the cart's error with Retry.
 */
export function Cart() {
  const client = useApiClient();
  const { session, retry } = useSession();
  const location = useLocation();
  if (session.status === 'signedOut') {
    return <Navigate to={loginHrefFor(location.pathname + location.search)} replace />;
  }
  return (
    <CartContent
      client={client}
      userId={session.status === 'signedIn' ? session.customer.id : null}
      sessionFailure={session.status === 'unconfirmed' ? session.failure : null}
      onRetrySession={() => void retry()}
    />
  );
}

interface CartContentProps {
  client: ApiClient;
  userId: string | null;
  /** Why the kept sign-in could not be checked, shown as the cart's own load failure. */
  sessionFailure: LoadFailure | null;
  onRetrySession: () => void;
}

function CartContent({ client, userId, sessionFailure, onRetrySession }: CartContentProps) {
  const messages = useMessages();
  const toast = useToast();
  const navigate = useNavigate();
  const { state, pendingLineIds, change, retry } = useCart(client, userId);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.cart.title}</h1>
      <CartView
        state={
          sessionFailure
            ? { status: 'error', message: loadFailureText(sessionFailure, messages.errors) }
            : state
        }
        pendingLineIds={pendingLineIds}
        onIncrease={(line) => change(line, 'increase')}
        onDecrease={(line) => change(line, 'decrease')}
        onRemove={(line) => change(line, 'remove')}
        onOutOfStock={() => toast.error(messages.toasts.outOfStock)}
        // The checkout loads the cart itself and the server prices the order (DESIGN.md §3): nothing to carry.
        onCheckout={() => navigate(shippingHref)}
        onRetry={sessionFailure ? onRetrySession : retry}
        productHref={(line) => productHref(line.productInfo.slug)}
        shopHref={shopsHref}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
