import { buildApp } from './app';
import { loadSecret } from './auth/tokens';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { cancelUnpaidOrders } from './orders/unpaid-order-sweep';
import { seedIfEmpty } from './seed/seed';

/** Starts the whole shop: database (migrated and seeded on first start), API, images and storefront. */
async function main() {
  const config = readConfig();
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrate(db);
  await seedIfEmpty(db);
  const secret = await loadSecret(config.jwtSecret, config.dataDir);
  const app = await buildApp({ config, db, secret, logger: { level: config.logLevel } });

  // DESIGN §3: orders left without a payment method are cancelled and their stock restored. The sweep reads
  // the database each minute, so it survives restarts and runs safely on several instances at once.
  const sweep = setInterval(() => {
    cancelUnpaidOrders(db, config.unpaidOrderMinutes).catch((err) =>
      app.log.error({ err }, 'unpaid-order sweep failed'),
    );
  }, 60_000);
  sweep.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing`);
    clearInterval(sweep);
    // Let requests in flight finish, then close the database so every committed write is on disk.
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Bazaar is open on http://localhost:${config.port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
