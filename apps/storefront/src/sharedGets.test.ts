import { describe, expect, it, vi } from 'vitest';
import { sharingGets } from './sharedGets';

function slowServer() {
  const pending: Array<(body: string, status?: number) => void> = [];
  const fetchImpl = vi.fn(
    (request: Request) =>
      new Promise<Response>((resolve) => {
        pending.push((body, status = 200) => resolve(new Response(`${request.method} ${body}`, { status })));
      }),
  );
  return {
    fetchImpl,
    answer: (body: string, status?: number) => pending.shift()?.(body, status),
    waiting: () => pending.length,
  };
}

describe('sharingGets', () => {
  it('sends identical GETs in flight once and gives each caller its own readable answer', async () => {
    const server = slowServer();
    const fetch = sharingGets(server.fetchImpl);
    const first = fetch(new Request('http://shop.test/api/home/get-categorys'));
    const second = fetch(new Request('http://shop.test/api/home/get-categorys'));
    server.answer('categories');
    expect(await (await first).text()).toBe('GET categories');
    expect(await (await second).text()).toBe('GET categories');
    expect(server.fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('asks again once the first answer is in', async () => {
    const server = slowServer();
    const fetch = sharingGets(server.fetchImpl);
    const first = fetch(new Request('http://shop.test/api/banners'));
    server.answer('one');
    await first;
    const again = fetch(new Request('http://shop.test/api/banners'));
    server.answer('two');
    expect(await (await again).text()).toBe('GET two');
    expect(server.fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('lets a caller that joined a request ending in failure ask again on its own', async () => {
    const server = slowServer();
    const fetch = sharingGets(server.fetchImpl);
    // The page's check is on its way when the shopper presses Retry, and the server has recovered since.
    const first = fetch(new Request('http://shop.test/api/customer/me'));
    const retried = fetch(new Request('http://shop.test/api/customer/me'));
    server.answer('unavailable', 503);
    expect((await first).status).toBe(503);
    await vi.waitFor(() => expect(server.waiting()).toBe(1));
    server.answer('customer');
    expect(await (await retried).text()).toBe('GET customer');
    expect(server.fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('never shares across different tokens, addresses or other methods', async () => {
    const server = slowServer();
    const fetch = sharingGets(server.fetchImpl);
    void fetch(new Request('http://shop.test/api/x', { headers: { authorization: 'Bearer a' } }));
    void fetch(new Request('http://shop.test/api/x', { headers: { authorization: 'Bearer b' } }));
    void fetch(new Request('http://shop.test/api/y'));
    void fetch(new Request('http://shop.test/api/y', { method: 'POST', body: '{}' }));
    void fetch(new Request('http://shop.test/api/y', { method: 'POST', body: '{}' }));
    expect(server.fetchImpl).toHaveBeenCalledTimes(5);
  });

  it('lets one caller give up without cancelling the answer for the other', async () => {
    const server = slowServer();
    const fetch = sharingGets(server.fetchImpl);
    const leaving = new AbortController();
    const abandoned = fetch(new Request('http://shop.test/api/products', { signal: leaving.signal }));
    const staying = fetch(new Request('http://shop.test/api/products'));
    leaving.abort();
    await expect(abandoned).rejects.toThrow();
    server.answer('products');
    expect(await (await staying).text()).toBe('GET products');
  });
});
