import { describe, expect, it } from 'vitest';
import { loginHrefFor, NEXT_PARAM, safeNextPath, withNext } from './destination';

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
    expect(withNext('/register', '/card')).toBe('/register?next=%2Fcard');
    expect(withNext('/login', null)).toBe('/login');
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
