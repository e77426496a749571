import { setTimeout as delay } from 'node:timers/promises';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** How long one instance waits for the others to answer a cluster-wide question (who is online). */
export const CLUSTER_REQUEST_TIMEOUT_MS = 2_000;

export interface ScaleOut {
  adapter: ReturnType<typeof createAdapter>;
  /** Whether both connections are up; while Redis is down they are reconnecting. */
  connected(): boolean;
  /** Answers once Redis has answered a PING on the publishing connection (readiness). */
  ping(): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * DESIGN §2: with REDIS_URL, every instance publishes its socket.io broadcasts on Redis and receives the
 * others', so a room (one per customer, one per seller) spans the whole cluster. The adapter needs one client
 * to publish and a second one in subscriber mode.
 */
/** How long closing waits for Redis to answer QUIT before dropping the connection. */
const QUIT_WAIT_MS = 1_000;

export async function connectScaleOut(url: string, log: FastifyBaseLogger): Promise<ScaleOut> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  // node-redis reconnects by itself; without a listener an 'error' event would end the process.
  pub.on('error', (err) => log.error({ err }, 'chat: Redis publisher error'));
  sub.on('error', (err) => log.error({ err }, 'chat: Redis subscriber error'));
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    adapter: createAdapter(pub, sub, { requestsTimeout: CLUSTER_REQUEST_TIMEOUT_MS }),
    connected: () => pub.isReady && sub.isReady,
    ping: () => pub.ping(),
    // A client that is connected closes once its commands are answered; one that is reconnecting (Redis is
    // down) would wait for Redis to come back, so it is dropped at once and shutdown does not hang on it.
    // Redis may also have gone a moment ago without the client noticing yet: then QUIT is never answered,
    // so a close that takes longer than a second is cut short the same way.
    close: async () => {
      const end = async (client: typeof pub) => {
        if (!client.isReady) return client.destroy();
        const closed = await Promise.race([
          client.close().then(() => true),
          delay(QUIT_WAIT_MS).then(() => false),
        ]);
        if (!closed && client.isOpen) client.destroy();
      };
      await Promise.allSettled([end(pub), end(sub)]);
    },
  };
}
