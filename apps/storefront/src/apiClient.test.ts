import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rejectedTokenMiddleware, TOKEN_KEY } from './apiClient';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

function answer(status: number, authorization: string | null) {
  const headers = new Headers(authorization ? { Authorization: authorization } : {});
  return {
    request: new Request('http://shop.test/api/home/product/get-card-product/7', { headers }),
    response: new Response(null, { status }),
  };
}

describe('rejectedTokenMiddleware', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    localStorage.setItem(TOKEN_KEY, 'current-token');
  });
  afterEach(() => vi.unstubAllGlobals());

  async function run(status: number, authorization: string | null) {
    const onRejected = vi.fn();
    const middleware = rejectedTokenMiddleware(onRejected);
    // The client always passes these; the test gives only what the middleware reads.
    const { request, response } = answer(status, authorization);
    await middleware.onResponse?.({
      request,
      response,
      schemaPath: '/home/product/get-card-product/{userId}',
      params: {},
      id: 'test',
      options: {
        baseUrl: 'http://shop.test/api',
        parseAs: 'json',
        querySerializer: () => '',
        bodySerializer: () => '',
        pathSerializer: (pathname) => pathname,
        fetch: globalThis.fetch,
      },
    });
    return onRejected;
  }

  it('reports a 401 to a request sent with the kept token', async () => {
    expect(await run(401, 'Bearer current-token')).toHaveBeenCalledOnce();
  });

  it('ignores a 401 to a request sent with a token since replaced, or with none', async () => {
    expect(await run(401, 'Bearer earlier-token')).not.toHaveBeenCalled();
    expect(await run(401, null)).not.toHaveBeenCalled();
  });

  it('ignores every other status', async () => {
    expect(await run(200, 'Bearer current-token')).not.toHaveBeenCalled();
    expect(await run(403, 'Bearer current-token')).not.toHaveBeenCalled();
  });

  it('ignores a 401 once signed out', async () => {
    localStorage.removeItem(TOKEN_KEY);
    expect(await run(401, 'Bearer current-token')).not.toHaveBeenCalled();
  });
});
