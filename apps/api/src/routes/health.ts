import { liveIndexOf } from '../catalog/search-index/live-index';
import { HttpError } from '../http/errors';
import type { AppContext, Handlers } from '../http/handler';

export function healthHandlers({ db, readiness }: AppContext): Handlers {
  return {
    // Liveness: the process answers. Nothing else is asked, so a database outage never gets it restarted.
    getHealthLive: async () => ({ status: 'ok' }),
    // Readiness: 503 with the reason while the instance should not be sent traffic (operations/readiness.ts).
    getHealthReady: async () => {
      const problem = await readiness.problem();
      if (problem) throw new HttpError(503, problem);
      return { status: 'ok' };
    },
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
