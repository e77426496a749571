import { describe, expect, it } from 'vitest';
import { matchPagePath, PAGE_PATHS } from './pagePaths';

describe('matchPagePath', () => {
  it('knows every page without a parameter by its own address', () => {
    for (const path of Object.values(PAGE_PATHS).filter((path) => !path.includes(':'))) {
      expect(matchPagePath(path), path).toEqual({ path, params: {} });
    }
  });

  it("reads a product page's slug and an order's id", () => {
    expect(matchPagePath('/product/details/cotton-kurta-12')).toEqual({
      path: PAGE_PATHS.product,
      params: { slug: 'cotton-kurta-12' },
    });
    expect(matchPagePath('/dashboard/order/details/3f1a')).toEqual({
      path: PAGE_PATHS.orderDetails,
      params: { orderId: '3f1a' },
    });
  });

  it('takes the chat with or without a seller', () => {
    expect(matchPagePath('/dashboard/chat')).toEqual({ path: PAGE_PATHS.chat, params: {} });
    expect(matchPagePath('/dashboard/chat/5b2e')).toEqual({
      path: PAGE_PATHS.chat,
      params: { sellerId: '5b2e' },
    });
  });

  it('matches as the browser router does: any letter case, trailing slashes, decoded segments', () => {
    expect(matchPagePath('/Shops')?.path).toBe(PAGE_PATHS.shops);
    expect(matchPagePath('/products/search/')?.path).toBe(PAGE_PATHS.search);
    expect(matchPagePath('/product/details/kurta%20blue')?.params).toEqual({ slug: 'kurta blue' });
    // An escaped slash stays inside its segment instead of making a new one.
    expect(matchPagePath('/product/details/a%2Fb')?.params).toEqual({ slug: 'a/b' });
    expect(matchPagePath('/product/details/%E0%A4')?.params).toEqual({ slug: '%E0%A4' });
  });

  it('knows no page at any other address', () => {
    for (const pathname of [
      '/no-such-page',
      '/abuot',
      '/shops/extra',
      '/product/details',
      '/product/details/',
      '/product/details/a/b',
      '/dashboard/order/details',
      '/dashboard/chat/a/b',
      '/dashboard/nope',
      '//shops',
      '/api/banners',
    ]) {
      expect(matchPagePath(pathname), pathname).toBeNull();
    }
  });
});
