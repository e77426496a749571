import { createMemoryRouter, type DataRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDocumentAnswers } from './documentAnswers';
import { createSiteRouter } from './siteRouter';

const categories = { categorys: [{ _id: 'c1', name: 'Books', slug: 'books', image: '/images/books.svg' }] };
const firstPage = { products: [], totalProduct: 0, parPage: 12 };
const priceRange = { latest_product: [], priceRange: { low: 0, high: 1000 } };

/** What the server writes into the document of /shops (apps/api/src/routes/page-documents.ts). */
const shopsAnswers = {
  '/api/home/query-products?pageNumber=1': firstPage,
  '/api/home/price-range-latest-product': priceRange,
  '/api/home/get-categorys': categories,
};

/** A browser resolves the client's `/api/…` requests against the page; Node's Request needs a whole URL. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://shop.test') : input, init);
  }
}

function apiAnswering(): typeof fetch {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer =
      Object.entries(shopsAnswers).find(([key]) => key === `${url.pathname}${url.search}`)?.[1] ?? {};
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
}

function siteRouterAt(path: string): DataRouter {
  return createSiteRouter(parseDocumentAnswers(JSON.stringify(shopsAnswers)), path, (routes, options) =>
    createMemoryRouter(routes, { ...options, initialEntries: [path] }),
  ).router;
}

async function initialized(router: DataRouter): Promise<void> {
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the routed app's router", () => {
  it('lets RouterProvider learn of the first page’s data however late it subscribes', async () => {
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal('fetch', apiAnswering());
    const router = siteRouterAt('/shops');
    await initialized(router);

    // RouterProvider subscribes in a layout effect, once its first render is committed. When the page's data
    // came in before that (a first render that waited on something, or one rendered in slices), react-router
    // hands the change to the first subscriber that comes: none may come before it, or the page stays on its
    // waiting state for good.
    const seen: boolean[] = [];
    router.subscribe((state) => seen.push(state.initialized));
    expect(seen).toEqual([true]);
  });

  it('answers the first page from its document, and asks the API once the visitor has moved', async () => {
    vi.stubGlobal('Request', PageRequest);
    const api = apiAnswering();
    vi.stubGlobal('fetch', api);
    const router = siteRouterAt('/shops');
    await initialized(router);
    expect(router.state.errors).toBeNull();
    expect(api).not.toHaveBeenCalled();

    // The shopper opens the same page again (the bottom bar's Shop): the document's answers are old by now.
    await router.navigate('/shops');
    const asked = vi
      .mocked(api)
      .mock.calls.map(([input]) => new URL(String(input instanceof Request ? input.url : input)));
    expect(asked.map((url) => `${url.pathname}${url.search}`)).toContain(
      '/api/home/query-products?pageNumber=1',
    );
  });
});
