import type { AppContext, Handlers } from '../http/handler';

export function healthHandlers({ db }: AppContext): Handlers {
  return {
    getHealth: async () => {
      await db.query('SELECT 1');
      return { status: 'ok' };
    },
  };
}
