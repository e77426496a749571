import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

const UNKNOWN_PRODUCT = '00000000-0000-4000-8000-000000000000';

/** A product nobody has reviewed yet, in a seeded category and shop. */
async function newProduct(name = 'Terracotta Diya Set of 12') {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}`;
  const { rows } = await shop.db.query<{ id: string; slug: string }>(
    `INSERT INTO products (seller_id, category_id, name, slug, brand, price, stock)
     VALUES ((SELECT id FROM sellers ORDER BY email LIMIT 1), (SELECT id FROM categories ORDER BY position LIMIT 1),
             $1, $2, 'Kumhar', 499, 10)
     RETURNING id, slug`,
    [name, slug],
  );
  const product = rows[0];
  if (!product) throw new Error('product not created');
  return product;
}

async function productRating(productId: string) {
  const { rows } = await shop.db.query<{ rating: number; review_count: number }>(
    'SELECT rating, review_count FROM products WHERE id = $1',
    [productId],
  );
  return rows[0];
}

async function storedReviews(productId: string) {
  const { rows } = await shop.db.query<{ customer_id: string; name: string; rating: number; review: string }>(
    'SELECT customer_id, name, rating, review FROM reviews WHERE product_id = $1 ORDER BY created_at, id',
    [productId],
  );
  return rows;
}

function submit(token: string | undefined, payload: object) {
  return shop.call({ method: 'POST', url: '/api/home/customer/submit-review', token, payload });
}

function getReviews(productId: string, pageNo?: number) {
  const query = pageNo === undefined ? '' : `?pageNo=${pageNo}`;
  return shop.call({ method: 'GET', url: `/api/home/customer/get-reviews/${productId}${query}` });
}

/** Many reviews at once, one per new customer, written straight to the database. */
async function addReviews(productId: string, ratings: number[]) {
  for (const [i, rating] of ratings.entries()) {
    const { id } = await registerCustomer(shop, `Reviewer ${i + 1}`);
    await shop.db.query(
      `INSERT INTO reviews (product_id, customer_id, name, rating, review, created_at)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(mins => $6))`,
      [productId, id, `Reviewer ${i + 1}`, rating, `Review number ${i + 1}`, ratings.length - i],
    );
  }
}

describe('submitReview', () => {
  it('saves the review under the account name and answers 201 with a message', async () => {
    const product = await newProduct();
    const customer = await registerCustomer(shop, 'Kavya Menon');
    const response = await submit(customer.token, {
      productId: product.id,
      rating: 4,
      review: '  Lovely finish.  ',
    });
    expect(response.statusCode).toBe(201);
    expect(typeof response.json().message).toBe('string');
    expect(await storedReviews(product.id)).toEqual([
      { customer_id: customer.id, name: 'Kavya Menon', rating: 4, review: 'Lovely finish.' },
    ]);
  });

  it('ignores a name sent in the body', async () => {
    const product = await newProduct();
    const customer = await registerCustomer(shop, 'Kavya Menon');
    const response = await submit(customer.token, {
      productId: product.id,
      name: 'Somebody Else',
      rating: 5,
      review: 'Great',
    });
    expect(response.statusCode).toBe(201);
    expect((await storedReviews(product.id))[0]?.name).toBe('Kavya Menon');
  });

  it('sets the product rating to its reviews mean, to one decimal, and counts them', async () => {
    const product = await newProduct();
    for (const rating of [5, 4, 4]) {
      const customer = await registerCustomer(shop);
      expect(
        (await submit(customer.token, { productId: product.id, rating, review: 'Nice' })).statusCode,
      ).toBe(201);
    }
    // (5 + 4 + 4) / 3 = 4.33…
    expect(await productRating(product.id)).toEqual({ rating: 4.3, review_count: 3 });
    const fourth = await registerCustomer(shop);
    await submit(fourth.token, { productId: product.id, rating: 1, review: 'Broke on day one' });
    // 14 / 4 = 3.5
    expect(await productRating(product.id)).toEqual({ rating: 3.5, review_count: 4 });
  });

  it('rounds a mean exactly between two tenths up', async () => {
    const product = await newProduct();
    // Nineteen reviews of 4 and one of 5: 81 / 20 = 4.05.
    await addReviews(product.id, [...Array.from({ length: 18 }, () => 4)]);
    const last = [await registerCustomer(shop), await registerCustomer(shop)];
    await submit(last[0]?.token, { productId: product.id, rating: 4, review: 'Good' });
    await submit(last[1]?.token, { productId: product.id, rating: 5, review: 'Very good' });
    expect(await productRating(product.id)).toEqual({ rating: 4.1, review_count: 20 });
  });

  it('replaces the first review of the same customer instead of adding a second', async () => {
    const product = await newProduct();
    const customer = await registerCustomer(shop, 'Arjun Rao');
    const other = await registerCustomer(shop);
    await submit(other.token, { productId: product.id, rating: 5, review: 'Superb' });
    await submit(customer.token, { productId: product.id, rating: 1, review: 'Arrived cracked' });
    expect(await productRating(product.id)).toEqual({ rating: 3, review_count: 2 });

    const again = await submit(customer.token, {
      productId: product.id,
      rating: 4,
      review: 'Seller replaced it, works',
    });
    expect(again.statusCode).toBe(201);
    const reviews = await storedReviews(product.id);
    expect(reviews).toHaveLength(2);
    expect(reviews.filter((review) => review.customer_id === customer.id)).toEqual([
      { customer_id: customer.id, name: 'Arjun Rao', rating: 4, review: 'Seller replaced it, works' },
    ]);
    expect(await productRating(product.id)).toEqual({ rating: 4.5, review_count: 2 });
  });

  it('puts a replaced review first in the list again, as the newest', async () => {
    const product = await newProduct();
    const first = await registerCustomer(shop, 'First Reviewer');
    const second = await registerCustomer(shop, 'Second Reviewer');
    await submit(first.token, { productId: product.id, rating: 3, review: 'Okay' });
    await submit(second.token, { productId: product.id, rating: 4, review: 'Good' });
    await submit(first.token, { productId: product.id, rating: 5, review: 'Better than I thought' });
    const { reviews } = (await getReviews(product.id)).json();
    expect(reviews.map((review: { name: string }) => review.name)).toEqual([
      'First Reviewer',
      'Second Reviewer',
    ]);
  });

  it('keeps every review and the right mean when customers review at the same moment', async () => {
    const product = await newProduct();
    const customers = await Promise.all([1, 2, 3, 4, 5].map(() => registerCustomer(shop)));
    const responses = await Promise.all(
      customers.map((customer, i) =>
        submit(customer.token, { productId: product.id, rating: i + 1, review: 'Fine' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await productRating(product.id)).toEqual({ rating: 3, review_count: 5 });
  });

  it('shows the new rating in product listings at once', async () => {
    const product = await newProduct('Brass Puja Thali by Qutubware');
    const listing = async () =>
      (await shop.call({ method: 'GET', url: '/api/home/query-products?searchValue=qutubware' })).json();
    expect((await listing()).products[0].rating).toBe(0);
    const customer = await registerCustomer(shop);
    await submit(customer.token, { productId: product.id, rating: 5, review: 'Shines' });
    expect((await listing()).products[0].rating).toBe(5);
  });

  it('answers 401 to a signed-out caller and saves nothing', async () => {
    const product = await newProduct();
    for (const token of [undefined, 'not-a-token']) {
      const response = await submit(token, { productId: product.id, rating: 5, review: 'Great' });
      expect(response.statusCode).toBe(401);
      expect(typeof response.json().error).toBe('string');
    }
    expect(await storedReviews(product.id)).toEqual([]);
    expect(await productRating(product.id)).toEqual({ rating: 0, review_count: 0 });
  });

  it('answers 401 after the customer has logged out', async () => {
    const product = await newProduct();
    const customer = await registerCustomer(shop);
    await shop.db.query('UPDATE sessions SET revoked_at = now() WHERE subject_id = $1', [customer.id]);
    const response = await submit(customer.token, { productId: product.id, rating: 5, review: 'Great' });
    expect(response.statusCode).toBe(401);
    expect(await storedReviews(product.id)).toEqual([]);
  });

  it('answers 404 for a product that does not exist and saves nothing', async () => {
    const customer = await registerCustomer(shop);
    const response = await submit(customer.token, { productId: UNKNOWN_PRODUCT, rating: 5, review: 'Great' });
    expect(response.statusCode).toBe(404);
    expect(typeof response.json().error).toBe('string');
    const { rows } = await shop.db.query('SELECT 1 FROM reviews WHERE customer_id = $1', [customer.id]);
    expect(rows).toEqual([]);
  });

  it('requires a rating from 1 to 5 and a text that is not blank', async () => {
    const product = await newProduct();
    const customer = await registerCustomer(shop);
    const refused = [
      { productId: product.id, review: 'No stars chosen' },
      { productId: product.id, rating: 0, review: 'Zero' },
      { productId: product.id, rating: 6, review: 'Six' },
      { productId: product.id, rating: 4.5, review: 'Half' },
      { productId: product.id, rating: '5', review: 'Text five' },
      { productId: product.id, rating: 5 },
      { productId: product.id, rating: 5, review: '' },
      { productId: product.id, rating: 5, review: '   ' },
      { productId: product.id, rating: 5, review: 'x'.repeat(2001) },
      { productId: 'not-a-uuid', rating: 5, review: 'Bad id' },
      { rating: 5, review: 'No product' },
      { productId: product.id, rating: 5, review: 'Extra field', userId: customer.id },
    ];
    for (const payload of refused) {
      const response = await submit(customer.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    expect(await storedReviews(product.id)).toEqual([]);
  });
});

describe('getReviews', () => {
  it('answers no reviews and an empty breakdown for a product nobody reviewed', async () => {
    const product = await newProduct();
    const response = await getReviews(product.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reviews: [],
      totalReview: 0,
      rating_review: [
        { rating: 5, sum: 0 },
        { rating: 4, sum: 0 },
        { rating: 3, sum: 0 },
        { rating: 2, sum: 0 },
        { rating: 1, sum: 0 },
      ],
    });
  });

  it('answers the review as the contract spells it', async () => {
    const product = await newProduct();
    const customer = await registerCustomer(shop, 'Farah Khan');
    await submit(customer.token, { productId: product.id, rating: 4, review: 'Well packed' });
    const [review] = (await getReviews(product.id)).json().reviews;
    expect(review).toEqual({
      _id: expect.any(String),
      name: 'Farah Khan',
      review: 'Well packed',
      rating: 4,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
      productId: product.id,
    });
    expect(Math.abs(Date.parse(review.date) - Date.now())).toBeLessThan(60_000);
  });

  it('pages reviews by 10, newest first, with the total and the breakdown of all of them', async () => {
    const product = await newProduct();
    const ratings = [5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 1, 1, 1, 5, 4, 3];
    await addReviews(product.id, ratings);
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (pageNo) => (await getReviews(product.id, pageNo)).json()),
    );
    expect(pages.map((page) => page.reviews.length)).toEqual([10, 10, 3, 0]);
    // addReviews writes review 1 oldest and review 23 newest.
    expect(pages[0].reviews[0].review).toBe('Review number 23');
    expect(pages[2].reviews[2].review).toBe('Review number 1');
    const texts = pages.flatMap((page) => page.reviews.map((review: { review: string }) => review.review));
    expect(texts).toEqual(ratings.map((_, i) => `Review number ${ratings.length - i}`));
    for (const page of pages) {
      expect(page.totalReview).toBe(23);
      expect(page.rating_review).toEqual([
        { rating: 5, sum: 8 },
        { rating: 4, sum: 6 },
        { rating: 3, sum: 4 },
        { rating: 2, sum: 2 },
        { rating: 1, sum: 3 },
      ]);
    }
  });

  it('answers page 1 when no page is asked for, and an empty page far beyond the last', async () => {
    const product = await newProduct();
    await addReviews(product.id, [4, 5]);
    expect((await getReviews(product.id)).json().reviews).toHaveLength(2);
    const far = (await getReviews(product.id, 999_999_999_999_999)).json();
    expect(far.reviews).toEqual([]);
    expect(far.totalReview).toBe(2);
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await getReviews(UNKNOWN_PRODUCT);
    expect(response.statusCode).toBe(404);
    expect(typeof response.json().error).toBe('string');
  });

  it('answers 400 for a malformed product id or page number', async () => {
    const product = await newProduct();
    for (const url of [
      '/api/home/customer/get-reviews/not-a-uuid',
      `/api/home/customer/get-reviews/${product.id}?pageNo=0`,
      `/api/home/customer/get-reviews/${product.id}?pageNo=two`,
    ]) {
      const response = await shop.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
  });
});
