import type { AppContext, Handlers } from '../http/handler';

export function newsletterHandlers(_context: AppContext): Handlers {
  return {};
}
