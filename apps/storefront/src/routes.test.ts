import { createApiClient } from '@bazaar/api-client';
import { matchPagePath, PAGE_PATHS } from '@bazaar/domain';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './routes';

const routes = createRoutes(createApiClient({ baseUrl: 'http://bazaar.test/api' }));

/** Every address pattern the routes match; the not-found route left out. */
function routedPaths(list: RouteObject[], parent = '/'): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    // An index route, or one without a path, stands at its parent's address.
    const path = route.path ?? parent;
    const own = route.index || route.path !== undefined ? [path] : [];
    return [...own, ...routedPaths(route.children ?? [], path)];
  });
}

/** Whether the browser's router shows a page for the address, rather than the not-found page. */
function routerKnows(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.length > 0 && matches.at(-1)?.route.path !== '*';
}

// The server answers 404 for any address matchPagePath does not know (apps/api/src/routes/storefront.ts):
// the routes and the list must agree, or a page would come with 404 or the not-found page with 200.
describe('the storefront routes and the page paths the server knows', () => {
  it('route exactly the pages of PAGE_PATHS', () => {
    expect(new Set(routedPaths(routes))).toEqual(new Set(Object.values(PAGE_PATHS)));
  });

  it('agree on which addresses are pages', () => {
    const addresses = [
      ...Object.values(PAGE_PATHS).map((path) =>
        path.replaceAll(/:(\w+)\?/g, '$1').replaceAll(/:(\w+)/g, 'x-$1'),
      ),
      '/dashboard/chat',
      '/SHOPS',
      '/products/search/',
      '/product/details/kurta%20blue',
      '/no-such-page',
      '/abuot',
      '/shops/extra',
      '/product/details',
      '/product/details/a/b',
      '/dashboard/nope',
      '/dashboard/order/details',
      '/payment/failed',
    ];
    for (const pathname of addresses) {
      expect(matchPagePath(pathname) !== null, pathname).toBe(routerKnows(pathname));
    }
  });

  it('read the same parameters from an address', () => {
    for (const pathname of [
      '/product/details/kurta%20blue',
      '/product/details/a%2Fb',
      '/dashboard/order/details/AB12',
      '/dashboard/chat/5b2e',
      '/dashboard/chat',
    ]) {
      const routed = matchRoutes(routes, pathname)?.at(-1)?.params;
      expect(matchPagePath(pathname)?.params, pathname).toEqual({ ...routed });
    }
  });
});
