import type { AppContext, Handlers } from '../http/handler';

export function orderHandlers(_context: AppContext): Handlers {
  return {};
}
