import type { AppContext, Handlers } from '../http/handler';

export function cartHandlers(_context: AppContext): Handlers {
  return {};
}
