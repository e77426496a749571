import type { TestProject } from 'vitest/node';
import { startPostgres, type TempPostgres } from '../../../../tests/support/postgres';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/seed/seed';

let server: TempPostgres | undefined;

/** Starts PostgreSQL once for the run and prepares a seeded template each test file copies. */
export async function setup(project: TestProject) {
  server = await startPostgres();
  const admin = await openDatabase({ databaseUrl: server.url('postgres') });
  await admin.query('CREATE DATABASE bazaar_template');
  await admin.close();
  const template = await openDatabase({ databaseUrl: server.url('bazaar_template') });
  await migrate(template);
  await seedIfEmpty(template);
  await template.close();
  project.provide('postgresUrl', server.url('').replace(/\/$/, ''));
}

export function teardown() {
  server?.stop();
}
