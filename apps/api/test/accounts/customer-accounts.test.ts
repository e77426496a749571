import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../src/seed/demo-accounts';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

const uniqueEmail = (local = 'meera') => `${local}-${randomUUID().slice(0, 8)}@example.in`;

const register = (payload: object) =>
  shop.call({ method: 'POST', url: '/api/customer/customer-register', payload });
const login = (payload: object) =>
  shop.call({ method: 'POST', url: '/api/customer/customer-login', payload });
const me = (token?: string) => shop.call({ method: 'GET', url: '/api/customer/me', token });
const logout = (token?: string) => shop.call({ method: 'GET', url: '/api/customer/logout', token });

async function customersWithEmail(email: string) {
  const { rows } = await shop.db.query<{ id: string; email: string; password_hash: string }>(
    'SELECT id, email, password_hash FROM customers WHERE lower(email) = lower($1)',
    [email],
  );
  return rows;
}

describe('customerRegister', () => {
  it('creates the account, answers 201 with a token that signs the customer in', async () => {
    const email = uniqueEmail();

    const response = await register({ name: 'Meera Iyer', email, password: 'chai-and-biscuits' });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ token: expect.any(String), message: expect.any(String) });
    const [stored] = await customersWithEmail(email);
    expect(stored?.password_hash).toMatch(/^scrypt\$/);
    expect(stored?.password_hash).not.toContain('chai-and-biscuits');
    expect(await shop.tokens.verify(body.token)).toMatchObject({
      id: stored?.id,
      name: 'Meera Iyer',
      email,
      role: 'customer',
    });
    const current = await me(body.token);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ customer: { id: stored?.id, name: 'Meera Iyer', email } });
  });

  it('stores the e-mail address in lower case', async () => {
    const email = uniqueEmail('Meera.Iyer');

    const response = await register({
      name: 'Meera',
      email: email.toUpperCase(),
      password: 'chai-and-biscuits',
    });

    expect(response.statusCode).toBe(201);
    expect((await customersWithEmail(email)).map((row) => row.email)).toEqual([email.toLowerCase()]);
  });

  it('answers 409 for an address already registered, whatever its case, and creates nothing', async () => {
    const email = uniqueEmail();
    await register({ name: 'Meera', email, password: 'chai-and-biscuits' });

    const response = await register({
      name: 'Someone Else',
      email: email.toUpperCase(),
      password: 'another-one-9',
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: expect.stringMatching(/already exists/) });
    expect(await customersWithEmail(email)).toHaveLength(1);
  });

  it('answers 400 for a password shorter than 8 characters', async () => {
    const email = uniqueEmail();

    const response = await register({ name: 'Meera', email, password: 'short' });

    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error).toBe('string');
    expect(await customersWithEmail(email)).toEqual([]);
  });

  it('answers 400 for an address that cannot receive mail', async () => {
    const response = await register({
      name: 'Meera',
      email: 'meera-at-example',
      password: 'chai-and-biscuits',
    });

    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error).toBe('string');
  });

  it('answers 400 for a blank name', async () => {
    const email = uniqueEmail();

    const response = await register({ name: '   ', email, password: 'chai-and-biscuits' });

    expect(response.statusCode).toBe(400);
    expect(await customersWithEmail(email)).toEqual([]);
  });
});

describe('customerLogin', () => {
  it('signs a registered customer in with a token for a new session', async () => {
    const customer = await registerCustomer(shop);

    const response = await login({ email: customer.email, password: customer.password });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ token: expect.any(String), message: expect.any(String) });
    const principal = await shop.tokens.verify(body.token);
    expect(principal).toMatchObject({ id: customer.id, role: 'customer' });
    const { rows } = await shop.db.query('SELECT 1 FROM sessions WHERE id = $1 AND revoked_at IS NULL', [
      principal?.sid,
    ]);
    expect(rows).toHaveLength(1);
    expect((await me(body.token)).json().customer.id).toBe(customer.id);
  });

  it('signs the demo customer in', async () => {
    const response = await login({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });

    expect(response.statusCode).toBe(200);
    expect((await me(response.json().token)).json().customer).toMatchObject({
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
    });
  });

  it('accepts the e-mail address in any case', async () => {
    const customer = await registerCustomer(shop);

    const response = await login({ email: customer.email.toUpperCase(), password: customer.password });

    expect(response.statusCode).toBe(200);
    expect((await shop.tokens.verify(response.json().token))?.id).toBe(customer.id);
  });

  it('gives the same 401 for a wrong password and for an unknown address', async () => {
    const customer = await registerCustomer(shop);

    const wrongPassword = await login({ email: customer.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: customer.password });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: expect.any(String) });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('does not start a session for a failed attempt', async () => {
    const customer = await registerCustomer(shop);

    await login({ email: customer.email, password: 'not-the-password' });

    const { rows } = await shop.db.query('SELECT 1 FROM sessions WHERE subject_id = $1', [customer.id]);
    // only the session registerCustomer started
    expect(rows).toHaveLength(1);
  });
});

describe('getCurrentCustomer', () => {
  it('answers exactly id, name and email', async () => {
    const customer = await registerCustomer(shop, 'Arjun Nair');

    const response = await me(customer.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      customer: { id: customer.id, name: 'Arjun Nair', email: customer.email },
    });
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await me()).statusCode).toBe(401);
    const forged = await me('eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.c2lnbmF0dXJl');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: expect.any(String) });
  });
});

describe('customerLogout', () => {
  it('ends the session: the token is refused afterwards', async () => {
    const customer = await registerCustomer(shop);

    const response = await logout(customer.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const after = await me(customer.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: expect.any(String) });
    const sid = (await shop.tokens.verify(customer.token))?.sid;
    const { rows } = await shop.db.query<{ revoked_at: unknown }>(
      'SELECT revoked_at FROM sessions WHERE id = $1',
      [sid],
    );
    expect(rows[0]?.revoked_at).not.toBeNull();
  });

  it("leaves the customer's other sessions signed in", async () => {
    const customer = await registerCustomer(shop);
    const laptop = (await login({ email: customer.email, password: customer.password })).json().token;

    await logout(customer.token);

    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('answers 401 without a token, and for a token already signed out', async () => {
    const customer = await registerCustomer(shop);
    await logout(customer.token);

    expect((await logout()).statusCode).toBe(401);
    expect((await logout(customer.token)).statusCode).toBe(401);
  });
});
