import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const changePassword = (token: string | undefined, payload: object) =>
  shop.call({ method: 'PUT', url: '/api/customer/change-password', token, payload });
const login = (email: string, password: string) =>
  shop.call({ method: 'POST', url: '/api/customer/customer-login', payload: { email, password } });
const me = (token: string) => shop.call({ method: 'GET', url: '/api/customer/me', token });

async function passwordHash(customer: Customer) {
  const { rows } = await shop.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM customers WHERE id = $1',
    [customer.id],
  );
  return rows[0]?.password_hash;
}

/** A customer signed in on two devices: the phone changes the password, the laptop is the other one. */
async function customerOnTwoDevices() {
  const customer = await registerCustomer(shop);
  const laptop: string = (await login(customer.email, customer.password)).json().token;
  return { customer, phone: customer.token, laptop };
}

describe('changePassword', () => {
  it('sets the new password: the old one stops working, the new one signs in', async () => {
    const { customer, phone } = await customerOnTwoDevices();

    const response = await changePassword(phone, {
      old_password: customer.password,
      new_password: 'monsoon-in-mumbai',
      confirm_password: 'monsoon-in-mumbai',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: expect.any(String), message: expect.any(String) });
    expect((await login(customer.email, customer.password)).statusCode).toBe(401);
    expect((await login(customer.email, 'monsoon-in-mumbai')).statusCode).toBe(200);
  });

  it('signs the other devices out and keeps this one signed in with the answered token', async () => {
    const { customer, phone, laptop } = await customerOnTwoDevices();

    const response = await changePassword(phone, {
      old_password: customer.password,
      new_password: 'monsoon-in-mumbai',
      confirm_password: 'monsoon-in-mumbai',
    });
    const fresh: string = response.json().token;

    expect((await me(laptop)).statusCode).toBe(401);
    const here = await me(fresh);
    expect(here.statusCode).toBe(200);
    expect(here.json().customer.id).toBe(customer.id);
    // The token the change was made with is replaced by the answered one (a copy of it is signed out too).
    expect((await me(phone)).statusCode).toBe(401);
    const { rows } = await shop.db.query(
      'SELECT 1 FROM sessions WHERE subject_id = $1 AND revoked_at IS NULL',
      [customer.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('answers 400 when the old password is wrong and changes nothing', async () => {
    const { customer, phone, laptop } = await customerOnTwoDevices();
    const before = await passwordHash(customer);

    const response = await changePassword(phone, {
      old_password: 'not-my-password',
      new_password: 'monsoon-in-mumbai',
      confirm_password: 'monsoon-in-mumbai',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The current password is not correct' });
    expect(await passwordHash(customer)).toBe(before);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('answers 400 when the confirmation differs from the new password', async () => {
    const { customer, phone } = await customerOnTwoDevices();
    const before = await passwordHash(customer);

    const response = await changePassword(phone, {
      old_password: customer.password,
      new_password: 'monsoon-in-mumbai',
      confirm_password: 'monsoon-in-delhi',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The new password and its confirmation do not match' });
    expect(await passwordHash(customer)).toBe(before);
  });

  it('answers 400 when the new password is the current one', async () => {
    const { customer, phone, laptop } = await customerOnTwoDevices();

    const response = await changePassword(phone, {
      old_password: customer.password,
      new_password: customer.password,
      confirm_password: customer.password,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The new password must be different from the current one' });
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('answers 400 for a new password shorter than 8 characters', async () => {
    const { customer, phone } = await customerOnTwoDevices();
    const before = await passwordHash(customer);

    const response = await changePassword(phone, {
      old_password: customer.password,
      new_password: 'short',
      confirm_password: 'short',
    });

    expect(response.statusCode).toBe(400);
    expect(await passwordHash(customer)).toBe(before);
  });

  it('answers 401 without a token and with a signed-out one', async () => {
    const { customer, phone } = await customerOnTwoDevices();
    const payload = {
      old_password: customer.password,
      new_password: 'monsoon-in-mumbai',
      confirm_password: 'monsoon-in-mumbai',
    };
    await shop.call({ method: 'GET', url: '/api/customer/logout', token: phone });

    expect((await changePassword(undefined, payload)).statusCode).toBe(401);
    expect((await changePassword(phone, payload)).statusCode).toBe(401);
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });
});
