import type { AppContext, Handlers } from '../http/handler';

export function wishlistHandlers(_context: AppContext): Handlers {
  return {};
}
