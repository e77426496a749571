import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEEDED_DATA_DIR_VARIABLE, startShop } from './shop';

let seeded: string | undefined;

/**
 * Starts the shop once on an empty data directory, as `npm start` on a fresh machine does (it migrates and
 * seeds it), stops it, and leaves the directory for the run's shops to start from copies of (startShop).
 * The variable reaches the test files because their workers are started after this.
 */
export async function setup() {
  seeded = mkdtempSync(path.join(tmpdir(), 'bazaar-e2e-seeded-'));
  const shop = await startShop({ dataDir: seeded });
  await shop.stop();
  process.env[SEEDED_DATA_DIR_VARIABLE] = seeded;
}

export function teardown() {
  if (seeded) rmSync(seeded, { recursive: true, force: true });
}
