import { matchPagePath, PAGE_PATHS } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import {
  BUY_NOW_PARAM,
  buyNowHref,
  orderConfirmHref,
  orderConfirmReturnHref,
  paymentHref,
  paymentSuccessHref,
  readBuyNow,
  readOrderConfirm,
  readPaymentOrderId,
  readPaymentSuccess,
} from './checkout';
import { chatHref, myOrdersFilterHref, myOrdersHref, orderDetailsHref, readOrdersQuery } from './dashboard';
import { readListingQuery } from './listingQuery';
import {
  categoryHref,
  dashboardHrefs,
  isHomeHref,
  isSearchPath,
  loginHrefFor,
  NEXT_PARAM,
  productHref,
  readSearch,
  safeNextPath,
  searchHref,
  shippingHref,
  siteLinks,
  withNext,
} from './site';

const origin = 'https://shop.test';

describe('safeNextPath', () => {
  it('keeps a path of the shop with its query and hash', () => {
    expect(safeNextPath('/card', origin)).toBe('/card');
    expect(safeNextPath('/dashboard/my-orders?status=placed#top', origin)).toBe(
      '/dashboard/my-orders?status=placed#top',
    );
  });

  it('refuses other sites, however they are written', () => {
    expect(safeNextPath('https://evil.example/card', origin)).toBeNull();
    expect(safeNextPath('//evil.example/card', origin)).toBeNull();
    expect(safeNextPath('/\\evil.example/card', origin)).toBeNull();
    expect(safeNextPath('javascript:alert(1)', origin)).toBeNull();
    expect(safeNextPath('card', origin)).toBeNull();
  });

  it('sends nobody back to the login, register or home page', () => {
    expect(safeNextPath('/login', origin)).toBeNull();
    expect(safeNextPath('/register?next=/card', origin)).toBeNull();
    expect(safeNextPath('/', origin)).toBeNull();
    expect(safeNextPath('/?q=1', origin)).toBeNull();
  });

  it('gives null when there is no next at all', () => {
    expect(safeNextPath(null, origin)).toBeNull();
    expect(safeNextPath('', origin)).toBeNull();
  });
});

describe('loginHrefFor and withNext', () => {
  it('carry the way back, encoded', () => {
    expect(loginHrefFor('/card')).toBe('/login?next=%2Fcard');
    expect(loginHrefFor('/dashboard/my-orders?status=placed')).toBe(
      '/login?next=%2Fdashboard%2Fmy-orders%3Fstatus%3Dplaced',
    );
    expect(withNext('register', '/card')).toBe('/register?next=%2Fcard');
    expect(withNext('login', null)).toBe('/login');
  });

  it("keep the target's own query as one parameter, whatever it holds", () => {
    const target = '/shipping?buyNow=brass-diya&quantity=2';
    expect(loginHrefFor(target)).toBe('/login?next=%2Fshipping%3FbuyNow%3Dbrass-diya%26quantity%3D2');
    expect(new URL(loginHrefFor(target), origin).searchParams.get(NEXT_PARAM)).toBe(target);
    const awkward = '/listing?q=steel+pot & lid&page=2#reviews';
    expect(new URL(loginHrefFor(awkward), origin).searchParams.get(NEXT_PARAM)).toBe(awkward);
  });
});

// The login page reads `next` this way (useContinueWhenSignedIn): URLSearchParams, then safeNextPath.
describe('the way back read from a /login address', () => {
  it('returns the visitor to the page loginHrefFor was given', () => {
    const next = new URL(loginHrefFor('/shipping?buyNow=brass-diya&quantity=2'), origin).searchParams;
    expect(safeNextPath(next.get(NEXT_PARAM), origin)).toBe('/shipping?buyNow=brass-diya&quantity=2');
  });

  it('never leaves the shop, however the crafted link is encoded', () => {
    const crafted = [
      '/login?next=//evil.example',
      '/login?next=%2F%2Fevil.example',
      '/login?next=https://evil.example/card',
      '/login?next=https%3A%2F%2Fevil.example%2Fcard',
      '/login?next=/%5Cevil.example',
      // The URL parser drops tabs and line breaks, which would turn these into `//evil.example`.
      '/login?next=/%09/evil.example',
      '/login?next=/%0A/evil.example',
      '/login?next=javascript%3Aalert(1)',
      loginHrefFor('//evil.example'),
      loginHrefFor('https://evil.example'),
    ];
    for (const address of crafted) {
      const next = new URL(address, origin).searchParams.get(NEXT_PARAM);
      expect(safeNextPath(next, origin), address).toBeNull();
    }
  });
});

describe('product addresses', () => {
  it('write the slug as one encoded segment and read it back as the router does', () => {
    for (const slug of [
      'brass-diya',
      'kurta blue',
      'a/b',
      'chai?cup#2',
      'ghee & jaggery',
      '100%-cotton',
      'सूती-कुर्ता',
    ]) {
      const href = productHref(slug);
      expect(href.startsWith('/product/details/')).toBe(true);
      expect(href.slice('/product/details/'.length)).not.toMatch(/[/?#& ]/);
      expect(matchPagePath(href)).toEqual({ path: PAGE_PATHS.product, params: { slug } });
    }
  });

  it('leave a plain slug as it is', () => {
    expect(productHref('mixer-grinder-750w-3-jars')).toBe('/product/details/mixer-grinder-750w-3-jars');
  });
});

describe('listing and search addresses', () => {
  it('write a category listing that reads back as that category', () => {
    const href = categoryHref('Beauty & Personal Care');
    expect(href).toBe('/products?category=Beauty+%26+Personal+Care');
    const url = new URL(href, origin);
    expect(url.pathname).toBe(PAGE_PATHS.products);
    expect(readListingQuery(url.searchParams, 'category').category).toBe('Beauty & Personal Care');
  });

  it('write a search that the results page and the header read back', () => {
    const query = { category: 'Kitchen', searchValue: 'masala dabba & lid' };
    const href = searchHref(query);
    expect(href).toBe('/products/search?category=Kitchen&value=masala+dabba+%26+lid');
    const url = new URL(href, origin);
    expect(isSearchPath(url.pathname)).toBe(true);
    expect(readSearch(url.searchParams)).toEqual(query);
    const listing = readListingQuery(url.searchParams, 'search');
    expect(listing.category).toBe('Kitchen');
    expect(listing.searchValue).toBe('masala dabba & lid');
  });

  it("write every category as an empty one, and read it back as ''", () => {
    const href = searchHref({ category: '', searchValue: 'saree' });
    expect(href).toBe('/products/search?category=&value=saree');
    expect(readSearch(new URL(href, origin).searchParams)).toEqual({ category: '', searchValue: 'saree' });
  });

  it('read the old doubled `&&` form the same as the standard one (DESIGN.md §4)', () => {
    const doubled = new URL('/products/search?category=Clothing&&value=kurta', origin).searchParams;
    expect(readSearch(doubled)).toEqual({ category: 'Clothing', searchValue: 'kurta' });
    expect(readListingQuery(doubled, 'search')).toEqual(
      readListingQuery(
        new URL(searchHref({ category: 'Clothing', searchValue: 'kurta' }), origin).searchParams,
        'search',
      ),
    );
  });

  it('read no search outside the results page', () => {
    expect(isSearchPath(PAGE_PATHS.products)).toBe(false);
    const params = new URL('/products?category=Clothing&value=kurta', origin).searchParams;
    expect(readListingQuery(params, 'category').searchValue).toBeNull();
  });
});

describe('checkout addresses', () => {
  it('sends Buy Now to the checkout with the slug and the chosen quantity', () => {
    expect(buyNowHref('mixer-grinder-750w-3-jars', 3)).toBe(
      '/shipping?buyNow=mixer-grinder-750w-3-jars&quantity=3',
    );
  });

  it('reads Buy Now back, odd slugs included, and the cart when there is none', () => {
    for (const slug of ['brass-diya', 'chai & cup', 'a/b?c']) {
      const url = new URL(buyNowHref(slug, 2), origin);
      expect(url.pathname).toBe(PAGE_PATHS.shipping);
      expect(url.searchParams.get(BUY_NOW_PARAM)).toBe(slug);
      expect(readBuyNow(url.searchParams)).toEqual({ slug, quantity: 2 });
    }
    expect(readBuyNow(new URL(shippingHref, origin).searchParams)).toBeNull();
    expect(readBuyNow(new URLSearchParams('buyNow=kurta&quantity=lots'))).toEqual({
      slug: 'kurta',
      quantity: 1,
    });
  });

  it('write and read the payment, its success and the card return', () => {
    const orderId = 'AB12/34';
    expect(readPaymentOrderId(new URL(paymentHref(orderId), origin).searchParams)).toBe(orderId);
    expect(paymentHref('7d4f')).toBe('/payment?orderId=7d4f');
    expect(paymentSuccessHref('7d4f', 'cod')).toBe('/payment/success?orderId=7d4f&method=cod');
    expect(readPaymentSuccess(new URL(paymentSuccessHref(orderId, 'card'), origin).searchParams)).toEqual({
      orderId,
      method: 'card',
    });
    expect(readPaymentSuccess(new URLSearchParams('orderId=7d4f&method=cheque'))).toBeNull();
    const back = new URL(orderConfirmReturnHref('pi_1&2', 'failed'), origin);
    expect(back.pathname).toBe(orderConfirmHref);
    expect(readOrderConfirm(back.searchParams)).toEqual({
      paymentIntent: 'pi_1&2',
      redirectStatus: 'failed',
    });
  });
});

describe('dashboard addresses', () => {
  it("sends Chat Seller to the seller's conversation", () => {
    expect(chatHref('5b0c4c1e-3f1a-4f63-9c61-0d7c0e6f1a01')).toBe(
      '/dashboard/chat/5b0c4c1e-3f1a-4f63-9c61-0d7c0e6f1a01',
    );
    expect(chatHref(null)).toBe('/dashboard/chat');
    expect(matchPagePath(chatHref('a b'))).toEqual({ path: PAGE_PATHS.chat, params: { sellerId: 'a b' } });
  });

  it("write an order's page that reads back as that order", () => {
    expect(orderDetailsHref('AB12')).toBe('/dashboard/order/details/AB12');
    expect(matchPagePath(orderDetailsHref('AB/12'))).toEqual({
      path: PAGE_PATHS.orderDetails,
      params: { orderId: 'AB/12' },
    });
  });

  it("write My Orders' filter and page, leaving the defaults out, and read them back", () => {
    expect(myOrdersHref()).toBe('/dashboard/my-orders');
    expect(myOrdersHref({ filter: 'all', page: 1 })).toBe('/dashboard/my-orders');
    expect(myOrdersFilterHref('pending')).toBe('/dashboard/my-orders?status=pending');
    const query = { filter: 'cancelled', page: 3 } as const;
    expect(readOrdersQuery(new URL(myOrdersHref(query), origin).searchParams)).toEqual(query);
    expect(readOrdersQuery(new URLSearchParams('status=nope&page=-2'))).toEqual({ filter: 'all', page: 1 });
  });

  it('give every dashboard entry an address the routes know', () => {
    for (const href of Object.values(dashboardHrefs)) expect(matchPagePath(href)).not.toBeNull();
  });
});

describe('the shell links', () => {
  it('lead only to pages the routes know', () => {
    const { category, search, product, ...fixed } = siteLinks;
    for (const href of [
      ...Object.values(fixed),
      category('Books'),
      search({ category: '', searchValue: 'x' }),
      product('y'),
    ]) {
      expect(matchPagePath(new URL(href, origin).pathname), href).not.toBeNull();
    }
    expect(isHomeHref(siteLinks.home)).toBe(true);
  });
});
