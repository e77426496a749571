import { buildApp } from './app';
import { loadSecret } from './auth/tokens';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { shutDown } from './operations/shutdown';
import { startUnpaidOrderSweep } from './orders/unpaid-order-sweep';
import { seedIfEmpty } from './seed/seed';

/**
 * Starts the whole shop: database (migrated and seeded on first start), API, images and storefront. The one
 * place the server starts and stops (docs/operations.md).
 */
async function main() {
  const config = readConfig();
  const db = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.pgPoolSize,
  });
  await migrate(db);
  await seedIfEmpty(db);
  const secret = await loadSecret(config.jwtSecret, config.dataDir);
  const app = await buildApp({ config, db, secret, logger: { level: config.logLevel } });

  // DESIGN §3: orders left without a payment method are cancelled and their stock restored. The sweep reads
  // the database each minute (UNPAID_ORDER_SWEEP_SECONDS), so it survives restarts; on several instances one
  // sweeps at a time.
  const stopSweep = startUnpaidOrderSweep(db, config.unpaidOrderMinutes, app.log, config.unpaidOrderSweepMs);

  let stopping = false;
  const stop = (signal: string) => {
    // A second signal while draining does not cut the grace period short; SHUTDOWN_GRACE_MS does.
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: draining, up to ${config.shutdownGraceMs} ms for requests under way`);
    void shutDown({
      app,
      db,
      graceMs: config.shutdownGraceMs,
      background: [stopSweep],
      exit: (code) => process.exit(code),
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Bazaar is open on http://localhost:${config.port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
