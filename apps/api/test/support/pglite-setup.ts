import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/seed/seed';

let folder: string | undefined;

/**
 * Migrates and seeds one embedded database for the run and saves its files as an archive each test file
 * starts from, as PostgreSQL's test files copy a template database: seeding 629 products in every file
 * cost seconds each.
 */
export async function setup(project: TestProject) {
  const template = await openDatabase({ dataDir: 'memory://' });
  await migrate(template);
  await seedIfEmpty(template);
  const archive = await template.dumpDataDir?.();
  await template.close();
  if (!archive) throw new Error('the embedded database could not be archived');
  folder = mkdtempSync(join(tmpdir(), 'bazaar-pglite-template-'));
  const file = join(folder, 'seeded.tar');
  writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

export function teardown() {
  if (folder) rmSync(folder, { recursive: true, force: true });
}
