import type { AppContext, Handlers } from '../http/handler';

export function catalogHandlers(_context: AppContext): Handlers {
  return {};
}
