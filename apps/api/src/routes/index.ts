import type { AppContext, Handlers } from '../http/handler';
import { accountHandlers } from './accounts';
import { cartHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { chatHandlers } from './chat';
import { healthHandlers } from './health';
import { newsletterHandlers } from './newsletter';
import { orderHandlers } from './orders';
import { paymentHandlers } from './payments';
import { reviewHandlers } from './reviews';
import { wishlistHandlers } from './wishlist';

/** Every implemented operation of openapi.yaml, by operationId; the rest answer 501. */
export function allHandlers(context: AppContext): Handlers {
  return {
    ...healthHandlers(context),
    ...accountHandlers(context),
    ...catalogHandlers(context),
    ...reviewHandlers(context),
    ...newsletterHandlers(context),
    ...cartHandlers(context),
    ...wishlistHandlers(context),
    ...orderHandlers(context),
    ...chatHandlers(context),
    ...paymentHandlers(context),
  };
}
