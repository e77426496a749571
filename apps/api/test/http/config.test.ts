import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty or false', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes addresses, CIDR ranges and proxy-addr group names, comma-separated', () => {
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('refuses a hop count, which cannot tell the proxy from a client writing the header itself', () => {
    expect(() => readConfig({ TRUST_PROXY: '1' })).toThrow(/hop count/);
  });

  it('refuses anything else, naming it', () => {
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10\.0\.0\.0\/33"/);
    expect(() => readConfig({ TRUST_PROXY: '127.0.0.1,proxy.internal' })).toThrow(/"proxy\.internal"/);
  });
});

describe('sign-in budgets', () => {
  it('allows 10 attempts per account and 100 per address by default, and reads both from the environment', () => {
    expect(readConfig({})).toMatchObject({ authRateLimit: 10, authAddressRateLimit: 100 });
    expect(readConfig({ AUTH_RATE_LIMIT: '5', AUTH_ADDRESS_RATE_LIMIT: '500' })).toMatchObject({
      authRateLimit: 5,
      authAddressRateLimit: 500,
    });
    expect(() => readConfig({ AUTH_ADDRESS_RATE_LIMIT: 'many' })).toThrow(/AUTH_ADDRESS_RATE_LIMIT/);
  });
});

describe('photos', () => {
  it('reads photos from DATA_DIR/photos unless PHOTO_DIR says where, and caches 64 MB of them by default', () => {
    expect(readConfig({ DATA_DIR: '/srv/bazaar' })).toMatchObject({
      photoDir: '/srv/bazaar/photos',
      imageCacheBytes: 64 * 1024 * 1024,
    });
    expect(
      readConfig({ DATA_DIR: '/srv/bazaar', PHOTO_DIR: '/mnt/photos', IMAGE_CACHE_MB: '0' }),
    ).toMatchObject({ photoDir: '/mnt/photos', imageCacheBytes: 0 });
    expect(() => readConfig({ IMAGE_CACHE_MB: '-1' })).toThrow(/IMAGE_CACHE_MB/);
  });
});

describe('SEARCH_INDEX_ROWS_MB', () => {
  it('is 64 MB unless set, 0 keeping no row, and refuses anything but a whole number, naming it', () => {
    expect(readConfig({}).searchIndexRowBytes).toBe(64 * 1024 * 1024);
    expect(readConfig({ SEARCH_INDEX_ROWS_MB: '256' }).searchIndexRowBytes).toBe(256 * 1024 * 1024);
    expect(readConfig({ SEARCH_INDEX_ROWS_MB: '0' }).searchIndexRowBytes).toBe(0);
    expect(() => readConfig({ SEARCH_INDEX_ROWS_MB: 'lots' })).toThrow(/SEARCH_INDEX_ROWS_MB/);
    expect(() => readConfig({ SEARCH_INDEX_ROWS_MB: '1.5' })).toThrow(/SEARCH_INDEX_ROWS_MB/);
  });
});

describe('SEARCH_INDEX', () => {
  it('is on unless set to off, and refuses anything else, naming it', () => {
    expect(readConfig({}).searchIndex).toBe(true);
    expect(readConfig({ SEARCH_INDEX: 'off' }).searchIndex).toBe(false);
    expect(() => readConfig({ SEARCH_INDEX: 'maybe' })).toThrow(
      /SEARCH_INDEX must be on or off, got "maybe"/,
    );
  });
});

describe('CATALOG_CACHE', () => {
  it('is on unless set to off, and refuses anything else, naming it', () => {
    expect(readConfig({}).catalogCache).toBe(true);
    expect(readConfig({ CATALOG_CACHE: 'on' }).catalogCache).toBe(true);
    expect(readConfig({ CATALOG_CACHE: 'off' }).catalogCache).toBe(false);
    expect(() => readConfig({ CATALOG_CACHE: 'no' })).toThrow(/CATALOG_CACHE must be on or off, got "no"/);
  });
});

describe('UNPAID_ORDER_SWEEP_SECONDS', () => {
  it('sweeps every minute by default, as often as it says otherwise, and refuses 0 and anything not a number', () => {
    expect(readConfig({}).unpaidOrderSweepMs).toBe(60_000);
    expect(readConfig({ UNPAID_ORDER_SWEEP_SECONDS: '2' }).unpaidOrderSweepMs).toBe(2_000);
    expect(() => readConfig({ UNPAID_ORDER_SWEEP_SECONDS: '0' })).toThrow(
      /UNPAID_ORDER_SWEEP_SECONDS must be at least 1, got "0"/,
    );
    expect(() => readConfig({ UNPAID_ORDER_SWEEP_SECONDS: '1.5' })).toThrow(/UNPAID_ORDER_SWEEP_SECONDS/);
  });
});

describe('PG_POOL_SIZE', () => {
  it('keeps 10 connections by default, as many as it says otherwise, and refuses 0 and anything not a number', () => {
    expect(readConfig({}).pgPoolSize).toBe(10);
    expect(readConfig({ PG_POOL_SIZE: '4' }).pgPoolSize).toBe(4);
    // Read where the pool was made, these were a pool of 10 without a word.
    expect(() => readConfig({ PG_POOL_SIZE: '0' })).toThrow(/PG_POOL_SIZE must be at least 1, got "0"/);
    expect(() => readConfig({ PG_POOL_SIZE: 'ten' })).toThrow(
      /PG_POOL_SIZE must be a whole number, got "ten"/,
    );
  });
});
