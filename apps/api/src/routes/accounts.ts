import type { AppContext, Handlers } from '../http/handler';

export function accountHandlers(_context: AppContext): Handlers {
  return {};
}
