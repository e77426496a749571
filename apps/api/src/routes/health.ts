import { liveIndexOf } from '../catalog/search-index/live-index';
import type { AppContext, Handlers } from '../http/handler';

export function healthHandlers({ db }: AppContext): Handlers {
  return {
    getHealth: async () => {
      await db.query('SELECT 1');
      const live = liveIndexOf(db);
      const index = live?.current;
      const built = index ? live.lastBuild : null;
      return {
        status: 'ok',
        searchIndex: !live
          ? { state: 'off' }
          : built
            ? {
                state: 'ready',
                products: built.products,
                buildMilliseconds: built.milliseconds,
                arrayBytes: index?.arrayBytes ?? 0,
              }
            : { state: 'building' },
      };
    },
  };
}
