import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { paymentProviderOf } from '../../src/payments/provider-choice';

// The offline test provider marks orders paid without any money moving, so a production server refuses it
// unless ALLOW_TEST_PAYMENTS=true says the shop is a demonstration; and half a Stripe setup is refused too.

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

describe('choosing the card payment provider', () => {
  it('uses the test provider by default and Stripe when both keys are set', () => {
    expect(readConfig({})).toMatchObject({ allowTestPayments: false, stripeSecretKey: undefined });
    expect(paymentProviderOf(readConfig({}))).toBe('test');
    const stripe = readConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' });
    expect(paymentProviderOf(stripe)).toBe('stripe');
    expect(paymentProviderOf({ ...stripe, production: true })).toBe('stripe');
  });

  it('refuses the test provider in production unless ALLOW_TEST_PAYMENTS=true', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/ALLOW_TEST_PAYMENTS=true/);
    expect(() => readConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'yes' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    const demo = readConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' });
    expect(demo).toMatchObject({ production: true, allowTestPayments: true });
    expect(paymentProviderOf(demo)).toBe('test');
  });

  it('refuses one Stripe key without the other, naming the missing one', () => {
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY is not set/);
    expect(() => readConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })).toThrow(/STRIPE_SECRET_KEY is not set/);
  });

  // Building the whole app compiles the contract's schemas: slow on a busy machine, hence the longer limit.
  it('does not build the app with the test provider in production', { timeout: 120_000 }, async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      const secret = randomBytes(32);
      const config = { ...readConfig({}), production: true };
      await expect(buildApp({ config, db, secret })).rejects.toThrow(/takes no real money/);
      const app = await buildApp({ config: { ...config, allowTestPayments: true }, db, secret });
      await app.close();
    } finally {
      await db.close();
    }
  });

  it('stops the server at start-up with a clear message, before it opens any data', () => {
    const dataDir = join(tmpdir(), `bazaar-guard-${randomBytes(6).toString('hex')}`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toMatch(/offline test provider takes no real money/);
    expect(existsSync(dataDir)).toBe(false);
  });
});
