import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

function subscribe(payload: Record<string, unknown>) {
  return shop.call({ method: 'POST', url: '/api/newsletter/subscribe', payload });
}

async function subscribers(email: string) {
  const { rows } = await shop.db.query<{ email: string }>(
    'SELECT email FROM newsletter_subscribers WHERE lower(email) = lower($1)',
    [email],
  );
  return rows.map((row) => row.email);
}

describe('subscribeNewsletter', () => {
  it('subscribes a new address: 201 with a message, stored in lower case', async () => {
    const response = await subscribe({ email: 'Priya.Nair@Example.IN' });
    expect(response.statusCode).toBe(201);
    expect(typeof response.json().message).toBe('string');
    expect(await subscribers('priya.nair@example.in')).toEqual(['priya.nair@example.in']);
  });

  it('answers 200 with a message saying so when the address is already subscribed, in any letter case', async () => {
    const first = await subscribe({ email: 'rohan@example.in' });
    const again = await subscribe({ email: 'ROHAN@example.in' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toMatch(/already/i);
    expect(again.json().message).not.toBe(first.json().message);
    expect(await subscribers('rohan@example.in')).toEqual(['rohan@example.in']);
  });

  it('refuses what is not an e-mail address, and stores nothing', async () => {
    const refused: Array<Record<string, unknown>> = [
      {},
      { email: '' },
      { email: 'not-an-email' },
      { email: 'someone@localhost' },
      { email: ' spaced@example.in ' },
      { email: 42 },
      { email: `${'a'.repeat(250)}@example.in` },
      { email: 'extra@example.in', name: 'Extra field' },
    ];
    const { rows: before } = await shop.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM newsletter_subscribers',
    );
    for (const payload of refused) {
      const response = await subscribe(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    const { rows: after } = await shop.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM newsletter_subscribers',
    );
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('needs no sign-in', async () => {
    const response = await shop.call({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'visitor@example.in' },
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(201);
  });
});
