import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/db/password';
import { DEMO_SELLER } from '../../src/seed/demo-accounts';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

const PASSWORD = 'ledger-and-chai';

async function createSeller() {
  const email = `stall-${randomUUID().slice(0, 8)}@example.in`;
  const { rows } = await shop.db.query<{ id: string }>(
    `INSERT INTO sellers (name, email, password_hash, shop_name, city, state)
     VALUES ('Kavita Rao', $1, $2, 'Rao Handlooms', 'Nagpur', 'Maharashtra') RETURNING id`,
    [email, await hashPassword(PASSWORD)],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('seller was not created');
  return { id, email };
}

const sellerLogin = (email: string, password: string) =>
  shop.call({ method: 'POST', url: '/api/seller/seller-login', payload: { email, password } });

describe('sellerLogin', () => {
  it('signs the seller in with a seller session and answers the seller', async () => {
    const seller = await createSeller();

    const response = await sellerLogin(seller.email, PASSWORD);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      token: expect.any(String),
      message: expect.any(String),
      seller: {
        id: seller.id,
        name: 'Kavita Rao',
        email: seller.email,
        shopName: 'Rao Handlooms',
        image: `/images/sellers/${seller.id}.svg`,
      },
    });
    const principal = await shop.tokens.verify(body.token);
    expect(principal).toMatchObject({ id: seller.id, role: 'seller' });
    const { rows } = await shop.db.query(
      "SELECT 1 FROM sessions WHERE id = $1 AND subject_id = $2 AND role = 'seller' AND revoked_at IS NULL",
      [principal?.sid, seller.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('signs the demo seller in', async () => {
    const response = await sellerLogin(DEMO_SELLER.email, DEMO_SELLER.password);

    expect(response.statusCode).toBe(200);
    expect(response.json().seller).toMatchObject({
      email: DEMO_SELLER.email,
      shopName: DEMO_SELLER.shopName,
    });
  });

  it('accepts the e-mail address in any case', async () => {
    const seller = await createSeller();

    const response = await sellerLogin(seller.email.toUpperCase(), PASSWORD);

    expect(response.statusCode).toBe(200);
    expect(response.json().seller.id).toBe(seller.id);
  });

  it('gives the same 401 for a wrong password, an unknown address and a customer account', async () => {
    const seller = await createSeller();
    const customer = await registerCustomer(shop);

    const wrongPassword = await sellerLogin(seller.email, 'not-the-password');
    const unknown = await sellerLogin(`nobody-${randomUUID().slice(0, 8)}@example.in`, PASSWORD);
    const customerAccount = await sellerLogin(customer.email, customer.password);

    for (const response of [wrongPassword, unknown, customerAccount]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(wrongPassword.json());
    }
  });

  it('gives a token that customer routes refuse', async () => {
    const seller = await createSeller();
    const { token } = (await sellerLogin(seller.email, PASSWORD)).json();

    const response = await shop.call({ method: 'GET', url: '/api/customer/me', token });

    expect(response.statusCode).toBe(401);
  });
});
