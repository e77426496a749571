import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { photoDirOf } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { DEFAULT_PHOTO_LIMIT, seedProductPhotos } from './photos';
import { seedIfEmpty, seedLargeCatalogue } from './seed';

// npm run seed -w @bazaar/api -- --products 100000
// Migrates, seeds the demo catalogue if the database has no products, then grows it to --products.
// With --raster, the newest products (up to 1,000: the whole demo catalogue) get a generated photo as their
// first picture, written to PHOTO_DIR (default DATA_DIR/photos).
async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      raster: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      'Usage: seed [--products N] [--raster]   (env: DATA_DIR, default ./data; DATABASE_URL for PostgreSQL; ' +
        'PHOTO_DIR, default DATA_DIR/photos)',
    );
    return;
  }
  const target = values.products === undefined ? undefined : Number(values.products.replaceAll('_', ''));
  if (target !== undefined && (!Number.isInteger(target) || target < 0)) {
    throw new Error(`--products must be a whole number, got "${values.products}"`);
  }

  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const started = performance.now();
  const db = await openDatabase({ dataDir, databaseUrl });
  try {
    console.log(
      databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PGlite in ${dataDir}`,
    );
    const migrations = await migrate(db);
    console.log(
      migrations.applied.length > 0
        ? `Migrations applied: ${migrations.applied.join(', ')}`
        : 'Migrations: already up to date',
    );

    const seed = await seedIfEmpty(db);
    if (seed.seeded) {
      console.log(
        `Demo catalogue: ${seed.products} products, ${seed.categories} categories, ${seed.sellers} shops, ` +
          `${seed.customers} customers, ${seed.reviews} reviews, ${seed.banners} banners in ${seconds(seed.milliseconds)}`,
      );
    } else {
      console.log('Demo catalogue: products already present, left as they are');
    }

    if (target !== undefined) {
      let lastReport = 0;
      const large = await seedLargeCatalogue(db, target, {
        onProgress: (total) => {
          if (performance.now() - lastReport > 2000) {
            lastReport = performance.now();
            process.stdout.write(`  … ${total} products\n`);
          }
        },
      });
      console.log(
        large.added > 0
          ? `Added ${large.added} generated products (now ${large.total}) in ${seconds(large.milliseconds)}`
          : `Catalogue already holds ${large.total} products (≥ ${target}); nothing added`,
      );
    }

    if (values.raster) {
      const photoDir = photoDirOf(process.env);
      let lastReport = 0;
      const photos = await seedProductPhotos(db, photoDir, {
        limit: DEFAULT_PHOTO_LIMIT,
        onProgress: (done, total) => {
          if (performance.now() - lastReport > 5000) {
            lastReport = performance.now();
            process.stdout.write(`  … ${done} of ${total} photos\n`);
          }
        },
      });
      console.log(
        photos.photos > 0
          ? `Photos: ${photos.photos} first pictures made into JPEGs in ${photoDir} ` +
              `(${(photos.bytes / photos.photos / 1024).toFixed(0)} kB on average) in ${seconds(photos.milliseconds)}`
          : 'Photos: every product asked for has one already',
      );
    }
  } finally {
    // Closing flushes the embedded database to disk.
    await db.close();
  }
  console.log(`Done in ${seconds(performance.now() - started)}`);
}

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
