import { describe, expect, it } from 'vitest';
import { loginHrefFor, safeNextPath, withNext } from './destination';

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
    expect(loginHrefFor('/dashboard/my-orders?status=placed')).toBe(
      '/login?next=%2Fdashboard%2Fmy-orders%3Fstatus%3Dplaced',
    );
    expect(withNext('/register', '/card')).toBe('/register?next=%2Fcard');
    expect(withNext('/login', null)).toBe('/login');
  });
});
