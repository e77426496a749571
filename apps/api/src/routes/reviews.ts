import type { AppContext, Handlers } from '../http/handler';

export function reviewHandlers(_context: AppContext): Handlers {
  return {};
}
