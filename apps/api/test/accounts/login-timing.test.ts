import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../src/db/password';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';

// An unknown e-mail address must cost the same password check as a wrong password, so that the time a failed
// login takes does not tell whether an account exists.
vi.mock('../../src/db/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/db/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());
beforeEach(() => {
  vi.mocked(verifyPassword).mockClear();
});

describe('failed sign-in timing', () => {
  it('checks a password against a scrypt hash for an unknown customer address too', async () => {
    const response = await shop.call({
      method: 'POST',
      url: '/api/customer/customer-login',
      payload: { email: `nobody-${randomUUID().slice(0, 8)}@example.in`, password: 'some-password' },
    });

    expect(response.statusCode).toBe(401);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(vi.mocked(verifyPassword).mock.calls[0]?.[1]).toMatch(/^scrypt\$/);
  });

  it('checks the password once for a known address', async () => {
    const customer = await registerCustomer(shop);

    await shop.call({
      method: 'POST',
      url: '/api/customer/customer-login',
      payload: { email: customer.email, password: 'not-the-password' },
    });

    expect(verifyPassword).toHaveBeenCalledTimes(1);
  });

  it('checks a password against a scrypt hash for an unknown seller address too', async () => {
    const response = await shop.call({
      method: 'POST',
      url: '/api/seller/seller-login',
      payload: { email: `nobody-${randomUUID().slice(0, 8)}@example.in`, password: 'some-password' },
    });

    expect(response.statusCode).toBe(401);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(vi.mocked(verifyPassword).mock.calls[0]?.[1]).toMatch(/^scrypt\$/);
  });
});
