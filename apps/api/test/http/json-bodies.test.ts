import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract';
import { createTestShop, registerCustomer, sellerSession, type TestShop } from '../support/shop';

// Fastify validates a body against the schema of its media type only, so a body sent as text/plain used to
// skip the contract and reach the handler as a string (500). Every operation that takes a JSON body now
// refuses any other media type with 415, before validation.

const contract = loadContract();
const SOME_ID = '00000000-0000-4000-8000-000000000000';

interface Operation {
  operationId: string;
  method: string;
  url: string;
  security: string[];
  hasBody: boolean;
}

const operations: Operation[] = Object.entries(
  contract.document.paths as Record<string, Record<string, { operationId: string; requestBody?: unknown }>>,
).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({
    operationId: op.operationId,
    method: method.toUpperCase(),
    url: `/api${path.replace(/\{\w+\}/g, SOME_ID)}`,
    security: contract.securityOf(op.operationId),
    hasBody: op.requestBody !== undefined,
  })),
);

let shop: TestShop;
let tokens: { bearerAuth: string; sellerBearerAuth: string };
beforeAll(async () => {
  shop = await createTestShop();
  tokens = {
    bearerAuth: (await registerCustomer(shop)).token,
    sellerBearerAuth: (await sellerSession(shop)).token,
  };
});
afterAll(() => shop?.close());

const tokenFor = (op: Operation) =>
  op.security[0] === 'bearerAuth' || op.security[0] === 'sellerBearerAuth'
    ? tokens[op.security[0]]
    : undefined;

describe('operations that take a JSON body', () => {
  const withBody = operations.filter((op) => op.hasBody);

  it('are found in the contract', () => {
    expect(withBody.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['customerLogin', 'placeOrder', 'submitReview', 'stripeWebhook']),
    );
  });

  it.each(withBody.map((op) => [op.operationId, op] as const))(
    '%s refuses text/plain, form and XML bodies with 415 {error}',
    async (_, op) => {
      const bodies = [
        { type: 'text/plain', body: '{"email":"a@example.in","password":"x"}' },
        { type: 'text/plain; charset=utf-8', body: 'hello' },
        { type: 'application/x-www-form-urlencoded', body: 'email=a%40example.in' },
        { type: 'application/xml', body: '<login/>' },
      ];
      for (const { type, body } of bodies) {
        const response = await shop.call({
          method: op.method as 'POST',
          url: op.url,
          token: tokenFor(op),
          headers: { 'content-type': type, 'stripe-signature': 't=1,v1=abc' },
          body,
        });
        expect(response.statusCode, `${type}: ${response.body}`).toBe(415);
        expect(response.json()).toEqual({ error: expect.stringMatching(/JSON/) });
      }
    },
  );

  it.each(withBody.map((op) => [op.operationId, op] as const))(
    '%s answers a request without a body 400 {error}',
    async (_, op) => {
      const response = await shop.call({
        method: op.method as 'POST',
        url: op.url,
        token: tokenFor(op),
        headers: { 'stripe-signature': 't=1,v1=abc' },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: 'The request has no body: send it as JSON' });
    },
  );

  it('still take JSON with a charset parameter', async () => {
    const response = await shop.call({
      method: 'POST',
      url: '/api/customer/customer-login',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ email: 'nobody@example.in', password: 'wrong-password' }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('operations that take no body', () => {
  it('do not start demanding a content type', async () => {
    // Signing out ends the session the others use, so it goes last.
    const withoutBody = operations
      .filter((op) => !op.hasBody)
      .sort(
        (a, b) => Number(a.operationId === 'customerLogout') - Number(b.operationId === 'customerLogout'),
      );
    for (const op of withoutBody) {
      for (const headers of [{}, { 'content-type': 'text/plain' }]) {
        const response = await shop.call({
          method: op.method as 'GET',
          url: op.url,
          token: tokenFor(op),
          headers,
        });
        expect(response.statusCode, `${op.operationId} ${JSON.stringify(headers)}`).not.toBe(415);
        expect(response.statusCode, `${op.operationId}: ${response.body}`).toBeLessThan(500);
      }
    }
  });

  it('ignore a stray text body on POST, as before', async () => {
    const { token } = await registerCustomer(shop);
    const response = await shop.call({
      method: 'POST',
      url: `/api/order/${SOME_ID}/cod`,
      token,
      headers: { 'content-type': 'text/plain' },
      body: 'cash please',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});
