import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';

/**
 * Fastify names options it will drop in its next major version with a process warning on every start:
 * noise in an operator's log that hides the warnings that matter, and an upgrade that would break.
 */
describe('starting the API', () => {
  const warnings: Error[] = [];
  const collect = (warning: Error) => warnings.push(warning);
  let shop: TestShop;

  beforeAll(async () => {
    process.on('warning', collect);
    shop = await createTestShop();
    // Process warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
  });

  afterAll(async () => {
    process.off('warning', collect);
    await shop.close();
  });

  it('uses no option Fastify has deprecated', () => {
    const fromFastify = warnings.filter((warning) => warning.name.startsWith('Fastify'));
    expect(fromFastify.map((warning) => warning.message)).toEqual([]);
  });

  it('still routes path parameters of up to 200 characters (a 160-character slug and a picture suffix)', async () => {
    const details = (length: number) =>
      shop.call({ method: 'GET', url: `/api/home/product-details/${'a'.repeat(length)}` });
    // 200 characters reach the route, whose own rule refuses the slug; 201 match no route at all.
    const long = await details(200);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: expect.stringMatching(/^slug /) });
    const tooLong = await details(201);
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toEqual({ error: 'No such API operation' });
  });
});
