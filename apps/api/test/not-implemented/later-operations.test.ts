import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { paths as files } from '../../src/paths';
import { allHandlers } from '../../src/routes';
import { createTestShop, type TestShop } from '../support/shop';

// An operation of openapi.yaml without a handler answers 501 (app.ts). Every operation is implemented now,
// so an operation added to the contract without its handler fails here rather than in front of a shopper.

describe('operations of the contract', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop?.close());

  it('each has a handler, so none answers 501', () => {
    const contract: { paths: Record<string, Record<string, { operationId?: unknown }>> } = parse(
      readFileSync(files.contract, 'utf8'),
    );
    const operationIds = Object.values(contract.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) =>
        typeof operation.operationId === 'string' ? [operation.operationId] : [],
      ),
    );
    const handlers = allHandlers({
      config: shop.config,
      db: shop.db,
      tokens: shop.tokens,
      readiness: shop.app.readiness,
    });
    expect(operationIds.length).toBeGreaterThan(30);
    expect(operationIds.filter((operationId) => !(operationId in handlers))).toEqual([]);
  });
});
