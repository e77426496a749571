import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

export interface ShutdownOptions {
  app: FastifyInstance;
  db: Database;
  /** How long requests under way may take; then open connections are cut and the process exits with 1. */
  graceMs: number;
  /** Background work to stop before the server closes (the unpaid-order sweep); each waits for its run. */
  background: Array<() => Promise<void>>;
  /** process.exit, replaceable in tests. */
  exit: (code: number) => void;
}

/**
 * Stops the instance without failing a request it accepted:
 * 1. /api/health/ready answers 503 from now on, so balancers stop choosing it;
 * 2. background timers stop (a sweep under way finishes);
 * 3. the server stops accepting connections, tells chat clients to reconnect elsewhere and closes their
 *    sockets (chat-server.ts), closes idle kept-alive connections, lets requests under way finish, and serves
 *    every request that still arrives on a connection it had accepted, answering it with `Connection: close`
 *    (app.ts turns Fastify's return503OnClosing off: between a balancer and an instance each connection
 *    carries one request, written as soon as the connection is open, so a request arriving now was sent to
 *    this instance before it stopped listening, and a balancer does not send a POST it has sent elsewhere);
 *    then the search index stops listening;
 * 4. the database is closed, so every committed write is on disk (PGlite), and the process exits with 0.
 * If that takes longer than graceMs, the remaining connections are cut and it exits with 1.
 * Answers once the work is done (and `exit` was called).
 */
export async function shutDown({ app, db, graceMs, background, exit }: ShutdownOptions): Promise<void> {
  app.readiness.startDraining();
  let exited = false;
  const exitOnce = (code: number) => {
    if (exited) return;
    exited = true;
    exit(code);
  };
  const forced = setTimeout(() => {
    app.log.error(`shutdown: still busy after ${graceMs} ms, closing the remaining connections`);
    app.server.closeAllConnections();
    exitOnce(1);
  }, graceMs);
  try {
    await Promise.all(background.map((stop) => stop()));
    await app.close();
    await db.close();
  } catch (err) {
    clearTimeout(forced);
    app.log.error({ err }, 'shutdown failed');
    exitOnce(1);
    return;
  }
  clearTimeout(forced);
  app.log.info('shutdown: every request answered, database closed');
  exitOnce(0);
}
