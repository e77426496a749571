import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';

/** A document's policy, directive by directive: name → its sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  if (typeof header !== 'string') throw new Error(`no Content-Security-Policy on ${response.raw.req.url}`);
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name !== undefined && name !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** What every answer carries, documents and API answers alike. */
function expectCommonHeaders(response: LightMyRequestResponse, url: string) {
  expect(response.headers['x-content-type-options'], url).toBe('nosniff');
  expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options'], url).toBe('DENY');
  expect(policyOf(response).get('frame-ancestors'), url).toEqual(["'none'"]);
}

const STRIPE_KEYS = { stripeSecretKey: 'sk_test_bazaar', stripePublishableKey: 'pk_test_bazaar' };

function writeStorefront(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-headers-'));
  // As the build writes them: the boot shell's rules inline, everything else a file of the shop's own.
  const head =
    '<style>#root:empty{min-height:100vh}</style><script type="module" src="/assets/app.js"></script>';
  writeFileSync(path.join(dir, 'index.html'), `<head><title>home document</title>${head}</head>`);
  writeFileSync(path.join(dir, 'app.html'), `<head><title>routed app</title>${head}</head>`);
  return dir;
}

describe('security headers', () => {
  let shop: TestShop;
  let dir: string;

  beforeAll(async () => {
    dir = writeStorefront();
    shop = await createTestShop({ storefrontDir: dir });
  });

  afterAll(async () => {
    await shop?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => shop.call({ method: 'GET', url });

  it.each([
    '/',
    '/shops',
    '/dashboard/change-password',
    '/payment?orderId=4b1c9a70-5d5e-4a53-9d0e-2f3c8b6a1e21',
    '/no-such-page',
  ])('sends %s with a policy that runs only the shop’s own scripts and is framed by nobody', async (url) => {
    const response = await get(url);
    expect(response.headers['content-type'], url).toContain('text/html');
    expectCommonHeaders(response, url);
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(response.headers['content-security-policy']).not.toContain('stripe.com');
  });

  it("allows the document's own inline styles by a nonce that is new on every answer", async () => {
    const nonces = [];
    for (const url of ['/', '/shops', '/shops']) {
      const response = await get(url);
      const styleSources = policyOf(response).get('style-src') ?? [];
      expect(styleSources).toHaveLength(2);
      expect(styleSources[0]).toBe("'self'");
      const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(styleSources[1] ?? '')?.[1];
      expect(nonce, styleSources.join(' ')).toBeDefined();
      expect(response.body).toContain(`<style nonce="${nonce}">#root:empty{min-height:100vh}</style>`);
      expect(response.body).not.toContain('<style>');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('lets the fonts be data: URLs and pictures come from the shop alone', async () => {
    const policy = policyOf(await get('/'));
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('img-src')).toEqual(["'self'"]);
  });

  it('sends the documents only as pages, never their templates as files', async () => {
    for (const url of ['/index.html', '/app.html']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'Not found' });
    }
  });

  it.each([
    ['a picture list', '/api/banners', 200],
    ['a refused request', '/api/home/query-products?pageNumber=zero', 400],
    ['an unknown API path', '/api/no-such-operation', 404],
    ['a missing file', '/assets/missing-abc123.js', 404],
  ])(
    'sends %s with nosniff, the referrer policy and a policy that loads nothing',
    async (_what, url, status) => {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expectCommonHeaders(response, url);
      expect(policyOf(response).get('default-src'), url).toEqual(["'none'"]);
    },
  );
});

describe('security headers when Stripe takes the card payments', () => {
  let shop: TestShop;
  let dir: string;

  beforeAll(async () => {
    dir = writeStorefront();
    shop = await createTestShop({ storefrontDir: dir, ...STRIPE_KEYS });
  });

  afterAll(async () => {
    await shop?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lets /payment's document load Stripe.js, frame its Elements and reach its API", async () => {
    const response = await shop.call({
      method: 'GET',
      url: '/payment?orderId=4b1c9a70-5d5e-4a53-9d0e-2f3c8b6a1e21',
    });
    expectCommonHeaders(response, '/payment');
    const policy = policyOf(response);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy.get('frame-src')).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('allows Stripe on no other page', async () => {
    for (const url of [
      '/',
      '/shipping',
      '/payment/success?orderId=x&method=cod',
      '/order/confirm',
      '/nope',
    ]) {
      const response = await shop.call({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).not.toContain('stripe.com');
    }
  });
});
