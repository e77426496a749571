import type { AppContext, Handlers } from '../http/handler';
import { healthHandlers } from './health';

/** Every implemented operation of openapi.yaml, by operationId; the rest answer 501. */
export function allHandlers(context: AppContext): Handlers {
  return {
    ...healthHandlers(context),
  };
}
