import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestIdGenerator } from '../../src/operations/request-id';
import { createTestShop, type TestShop } from '../support/shop';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What genReqId reads of a request: its headers and the address of the connection. */
function incoming(remoteAddress: string, id?: string): IncomingMessage {
  const message: Pick<IncomingMessage, 'headers' | 'socket'> = {
    headers: id === undefined ? {} : { 'x-request-id': id },
    socket: Object.assign(Object.create(null), { remoteAddress }),
  };
  return Object.assign(Object.create(null), message);
}

describe('request ids as TRUST_PROXY allows', () => {
  it('never takes the header when no proxy is trusted', () => {
    const generate = requestIdGenerator(false);
    const id = generate(incoming('127.0.0.1', 'from-the-balancer-1'));
    expect(id).toMatch(UUID);
    expect(generate(incoming('127.0.0.1', 'from-the-balancer-1'))).not.toBe(id);
  });

  it('takes it from a trusted address or range only', () => {
    const generate = requestIdGenerator(['10.0.0.0/8', '::1']);
    expect(generate(incoming('10.1.2.3', 'abc-123'))).toBe('abc-123');
    expect(generate(incoming('::1', 'abc-124'))).toBe('abc-124');
    expect(generate(incoming('192.168.1.5', 'abc-125'))).toMatch(UUID);
  });

  it('takes it from anyone with TRUST_PROXY=true, but never an id that is not a short token', () => {
    const generate = requestIdGenerator(true);
    expect(generate(incoming('198.51.100.7', '0af7651916cd43dd8448eb211c80319c'))).toBe(
      '0af7651916cd43dd8448eb211c80319c',
    );
    expect(generate(incoming('198.51.100.7', 'two words'))).toMatch(UUID);
    expect(generate(incoming('198.51.100.7', 'x\n{"level":60}'))).toMatch(UUID);
    expect(generate(incoming('198.51.100.7', 'a'.repeat(129)))).toMatch(UUID);
    expect(generate(incoming('198.51.100.7'))).toMatch(UUID);
  });
});

describe('X-Request-Id and the logs', () => {
  let shop: TestShop;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    // The balancer is on loopback; everyone else connects from elsewhere.
    shop = await createTestShop(
      { trustProxy: ['loopback'], logLevel: 'debug' },
      {
        logger: {
          level: 'debug',
          stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
        },
      },
    );
  });
  afterAll(() => shop?.close());

  it('answers a fresh id, different for each request, on success and on error', async () => {
    const first = await shop.call({ method: 'GET', url: '/api/health/live' });
    const second = await shop.call({ method: 'GET', url: '/api/nothing-here' });
    expect(second.statusCode).toBe(404);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("keeps the trusted balancer's id and replaces one a client wrote itself", async () => {
    const kept = await shop.call({
      method: 'GET',
      url: '/api/health/live',
      remoteAddress: '127.0.0.1',
      headers: { 'x-request-id': 'nginx-5f2b9c1d' },
    });
    expect(kept.headers['x-request-id']).toBe('nginx-5f2b9c1d');
    const replaced = await shop.call({
      method: 'GET',
      url: '/api/health/live',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'nginx-5f2b9c1d' },
    });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
  });

  it('puts the id on every log line of the request', async () => {
    lines.length = 0;
    const response = await shop.call({ method: 'GET', url: '/api/health' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const ofRequest = lines.filter((line) => line.reqId !== undefined);
    // Fastify's "incoming request" and "request completed", at least.
    expect(ofRequest.length).toBeGreaterThanOrEqual(2);
    expect(ofRequest.map((line) => line.reqId)).toEqual(ofRequest.map(() => id));
    // Fastify's request lines carry the request (req) or its answer (res): none of them lacks the id.
    const aboutRequests = lines.filter((line) => line.req !== undefined || line.res !== undefined);
    expect(aboutRequests.length).toBeGreaterThanOrEqual(2);
    expect(aboutRequests.every((line) => line.reqId === id)).toBe(true);
  });
});
