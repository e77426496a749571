import { signInForStory } from '../mocks/layoutHandlers';
import { ORDER_ID_KEY } from '../payment/keptOrderId';

/**
 * A `beforeEach` for the payment and order-confirm stories: signs the story customer in with `orderId` as the
 * order the payment page keeps before leaving for the card provider (null: none kept), and afterwards
 * forgets the sign-in, the kept order and any kept decline reason (sessionStorage), so that nothing of one
 * story reaches the next.
 */
export function signedInWithKeptOrder(orderId: string | null): () => () => void {
  return () => {
    const signOut = signInForStory();
    if (orderId === null) localStorage.removeItem(ORDER_ID_KEY);
    else localStorage.setItem(ORDER_ID_KEY, orderId);
    sessionStorage.clear();
    return () => {
      signOut();
      localStorage.removeItem(ORDER_ID_KEY);
      sessionStorage.clear();
    };
  };
}
