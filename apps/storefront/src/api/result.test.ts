import { createApiClient } from '@bazaar/api-client';
import { describe, expect, it } from 'vitest';
import { getCart } from './cart';
import { emptyFailureMiddleware } from './emptyFailureMiddleware';
import { failureText } from './failureText';
import { callApi } from './result';

const errors = { unreachable: 'Bazaar could not be reached.', generic: 'Something went wrong.' };
const userId = '7d1c2a90-5b8e-4f3a-9c21-3e4f5a6b7c01';

/** The storefront's client shape (the empty-failure middleware installed) over a fetch answering `answer`. */
function clientAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const client = createApiClient({
    baseUrl: 'http://shop.test/api',
    fetch: async (request) => answer(request),
  });
  client.use(emptyFailureMiddleware());
  return client;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('src/api results', () => {
  it('gives the contract data of an answer', async () => {
    const body = {
      card_products: [],
      price: 0,
      card_product_count: 0,
      shipping_fee: 0,
      outOfStockProduct: [],
      buy_product_item: 0,
    };
    const result = await getCart(
      clientAnswering(() => json(200, body)),
      userId,
    );
    expect(result).toEqual({ status: 'ok', data: body });
  });

  it("keeps the server's words and status for a refusal, and shows its words", async () => {
    const result = await getCart(
      clientAnswering(() => json(403, { error: 'That belongs to another account' })),
      userId,
    );
    expect(result).toMatchObject({
      status: 'error',
      cause: 'server',
      serverMessage: 'That belongs to another account',
      httpStatus: 403,
    });
    if (result.status === 'error')
      expect(failureText(result, errors)).toBe('That belongs to another account');
  });

  it('reads a whole-seconds Retry-After, and nothing else', async () => {
    const limited = await getCart(
      clientAnswering(() => json(429, { error: 'Too many attempts' }, { 'Retry-After': '42' })),
      userId,
    );
    expect(limited).toMatchObject({ httpStatus: 429, retryAfterSeconds: 42 });
    const dated = await getCart(
      clientAnswering(() =>
        json(429, { error: 'Too many attempts' }, { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' }),
      ),
      userId,
    );
    expect(dated).toMatchObject({ httpStatus: 429, retryAfterSeconds: null });
  });

  it('calls a server that cannot be reached unreachable, in the shop’s own words', async () => {
    const result = await getCart(
      clientAnswering(() => {
        throw new TypeError('Failed to fetch');
      }),
      userId,
    );
    expect(result).toEqual({
      status: 'error',
      cause: 'unreachable',
      serverMessage: null,
      httpStatus: null,
      retryAfterSeconds: null,
    });
    if (result.status === 'error') expect(failureText(result, errors)).toBe('Bazaar could not be reached.');
  });

  it('takes a 200 whose body is not JSON for an answer without data, not for an unreachable server', async () => {
    const result = await getCart(
      clientAnswering(
        () => new Response('not json', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
      userId,
    );
    expect(result).toMatchObject({ status: 'error', cause: 'server', serverMessage: null });
    if (result.status === 'error') expect(failureText(result, errors)).toBe('Something went wrong.');
  });

  it('rejects a call its caller aborted, so no failure is shown to nobody', async () => {
    const controller = new AbortController();
    const client = clientAnswering((request) => {
      controller.abort();
      throw request.signal.reason ?? new DOMException('Aborted', 'AbortError');
    });
    await expect(getCart(client, userId, controller.signal)).rejects.toBeDefined();
  });

  it('takes an answer without data (neither data nor error) for a failure', async () => {
    const result = await callApi(async () => ({ response: new Response(null, { status: 502 }) }));
    expect(result).toMatchObject({ status: 'error', cause: 'server', serverMessage: null, httpStatus: 502 });
  });
});

describe('emptyFailureMiddleware', () => {
  it("turns a proxy's 502 with an empty body into the contract's error, with the shop's text", async () => {
    const client = clientAnswering(() => new Response(null, { status: 502 }));
    const answer = await client.GET('/home/product/get-card-product/{userId}', {
      params: { path: { userId } },
    });
    expect(answer.error).toEqual({ error: '' });
    expect(answer.response.status).toBe(502);

    const result = await getCart(client, userId);
    expect(result).toMatchObject({ status: 'error', cause: 'server', serverMessage: null, httpStatus: 502 });
    if (result.status === 'error') expect(failureText(result, errors)).toBe('Something went wrong.');
  });

  it("turns a proxy's HTML error page into the contract's error", async () => {
    const client = clientAnswering(
      () =>
        new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const answer = await client.GET('/home/product/get-card-product/{userId}', {
      params: { path: { userId } },
    });
    expect(answer.error).toEqual({ error: '' });
  });

  it("leaves the server's own error body, and its headers, as they are", async () => {
    const client = clientAnswering(() => json(429, { error: 'Too many attempts' }, { 'Retry-After': '30' }));
    const answer = await client.GET('/home/product/get-card-product/{userId}', {
      params: { path: { userId } },
    });
    expect(answer.error).toEqual({ error: 'Too many attempts' });
    expect(answer.response.headers.get('Retry-After')).toBe('30');
  });

  it('keeps the status and headers of a failure it rewrites', async () => {
    const client = clientAnswering(() => new Response('', { status: 503, headers: { 'Retry-After': '5' } }));
    const answer = await client.GET('/home/product/get-card-product/{userId}', {
      params: { path: { userId } },
    });
    expect(answer.response.status).toBe(503);
    expect(answer.response.headers.get('Retry-After')).toBe('5');
  });

  it('leaves successful answers alone', async () => {
    const client = clientAnswering(() => json(200, { categorys: [] }));
    const answer = await client.GET('/home/get-categorys');
    expect(answer.data).toEqual({ categorys: [] });
    expect(answer.error).toBeUndefined();
  });
});
