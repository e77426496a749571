import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validatorCompiler } from '../../src/http/validation';
import { paths as files } from '../../src/paths';
import { createRandom } from '../../src/seed/random';
import {
  addToCartDirectly,
  createProduct,
  createSeller,
  orderBody,
  type TestProduct,
} from '../orders/order-fixtures';
import { createTestShop, registerCustomer, sellerSession, type TestShop } from '../support/shop';

// The fuzz suite. Every operation of openapi.yaml gets hostile values in each of its path, query and
// header parameters and in each field of its body, nested ones included: wrong types, NUL bytes, lone
// surrogates, 10 kB strings, huge and non-finite numbers, broken and non-JSON bodies. Everything is made
// from the contract's schemas, so a new operation or field is covered without editing this file. Each
// answer must come within 5 s, below 500, and every error must be `{ "error": "…" }` and nothing else.
// A seeded random round then mixes several hostile values in one request.

// ------------------------------------------------------------------------------------------ the contract

interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  security: string[];
  responses: Record<string, unknown>;
}

const document = parse(readFileSync(files.contract, 'utf8'));

/** The node with every $ref replaced by what it points to. */
function dereference(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(dereference);
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Record<string, unknown>>((at, key) => at[key] as Record<string, unknown>, document);
    return dereference(target);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, dereference(value)]));
}

const operations: Operation[] = Object.entries(
  document.paths as Record<string, Record<string, unknown>>,
).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, raw]) => {
      const op = dereference(raw) as {
        operationId: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        security?: Array<Record<string, string[]>>;
        responses?: Record<string, unknown>;
      };
      return {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema,
        security: (op.security ?? []).flatMap((s) => Object.keys(s)),
        responses: op.responses ?? {},
      };
    }),
);

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

// ------------------------------------------------------------------------------------- valid values

/** Ids and names of rows that exist, so a request can get past "not found" to the code behind it. */
interface Known {
  customerId: string;
  sellerId: string;
  productId: string;
  slug: string;
  /** The caller's own cart line, wishlist entry and order, so their routes reach their own code. */
  cartItemId: string;
  wishlistId: string;
  orderId: string;
}

let emailCount = 0;
// Free text the contract's patterns accept: the first that fits a field's pattern and length is used.
const TEXT_CANDIDATES = [
  'Meera Iyer',
  '9876543210',
  '440001',
  '4242424242424242',
  '123',
  'pi_fuzz_1',
  'kurta',
];

function fits(text: string, schema: Schema): boolean {
  return (
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(text))
  );
}

/** A value the contract accepts for the field: required properties only, one item per list. */
function validValue(schema: Schema, name: string, known: Known): unknown {
  const firstEnum = schema.enum?.find((value) => value !== '' && value !== null);
  if (firstEnum !== undefined) return firstEnum;
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return schema.minimum ?? Math.min(1, schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [validValue(schema.items, name, known)] : [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((field) => [
          field,
          validValue(schema.properties?.[field] ?? {}, field, known),
        ]),
      );
    default:
      break;
  }
  if (schema.format === 'uuid') {
    if (name === 'userId' || name === 'customerId') return known.customerId;
    if (name === 'sellerId') return known.sellerId;
    if (name === 'productId' || name === '_id') return known.productId;
    if (name === 'cartItemId') return known.cartItemId;
    if (name === 'wishlistId') return known.wishlistId;
    if (name === 'orderId') return known.orderId;
    return '00000000-0000-4000-8000-000000000000';
  }
  if (schema.format === 'email') return `fuzz-${++emailCount}@example.in`;
  if (name === 'slug') return known.slug;
  return TEXT_CANDIDATES.find((text) => fits(text, schema)) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** Every property of a body, nested ones included (a list's first item stands for all of them). */
function fieldPaths(schema: Schema, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const type = typeOf(schema);
  if (type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, property]) => [
      [...prefix, name],
      ...fieldPaths(property, [...prefix, name]),
    ]);
  }
  if (type === 'array' && schema.items) return fieldPaths(schema.items, [...prefix, 0]);
  return [];
}

// ------------------------------------------------------------------------------------- hostile values

const MARK = '\u0001hostile\u0001';
const SQL = "'; DROP TABLE products; --";
const TEN_KB = 'x'.repeat(10 * 1024);

/** Raw JSON texts put in place of one field: JSON.stringify could not write 1e400 or a lone surrogate. */
const HOSTILE_JSON = [
  'null',
  'true',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '9007199254740993',
  '1e308',
  '1e400',
  '-1e400',
  '""',
  '"   "',
  JSON.stringify('a\u0000b'),
  '"\\ud800"',
  '"x\\udc00y"',
  JSON.stringify(TEN_KB),
  JSON.stringify(SQL),
  JSON.stringify('\u202eevil\u202c 😀 \u0007'),
  '[]',
  '{}',
  '[null]',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
];

/** Already-encoded query and path values: some are not even valid UTF-8 once decoded. */
const HOSTILE_URL = [
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F%98',
  '%',
  '%25',
  TEN_KB,
  '1e309',
  '-1e309',
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  'abc',
  encodeURIComponent(SQL),
  '..%2F..%2Fetc%2Fpasswd',
  'true',
  '%5B%5D',
  '00000000-0000-4000-8000-00000000000G',
];

// Header values: a NUL byte (Node's parser refuses one on the wire, but a proxy or `inject` passes it on),
// huge and non-finite numbers and other types' spellings, as for every other parameter.
const HOSTILE_HEADER = [
  '',
  ' ',
  TEN_KB,
  SQL,
  't=1,v1=00',
  'a\u0000b',
  '1e309',
  '9007199254740993',
  '-1',
  'NaN',
  'Infinity',
  'true',
  '[]',
];

/** Whole bodies that are not a JSON object, or not JSON at all. */
const HOSTILE_BODIES: Array<{ type?: string; body: string }> = [
  { type: 'text/plain', body: '{"email":"a@example.in"}' },
  { type: 'text/plain; charset=utf-8', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: 'email=a%40example.in&password=x' },
  { type: 'application/xml', body: '<order><price>1</price></order>' },
  {
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  { type: 'application/octet-stream', body: '\u0000\u0001\u0002' },
  { type: 'application/json; charset=utf-16', body: '{}' },
  { type: 'application/json', body: '' },
  { type: 'application/json', body: '{"oops":' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '"text"' },
  { type: 'application/json', body: '1e400' },
  { type: 'application/json', body: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` },
  { type: 'application/json', body: `${'['.repeat(30_000)}${']'.repeat(30_000)}` },
  { type: 'application/json', body: JSON.stringify({ padding: 'x'.repeat(70 * 1024) }) },
  { type: 'application/json', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  { body: 'no content type at all' },
];

// ------------------------------------------------------------------------------------- requests

interface Change {
  /** A path parameter's raw (encoded) value. */
  path?: [string, string];
  /** A query parameter's raw (encoded) value; several of the same name make a list. */
  query?: Array<[string, string]>;
  header?: [string, string];
  /** A body field's raw JSON text. */
  field?: [Array<string | number>, string];
  /** The whole body and its content type. */
  body?: { type?: string; body: string };
}

function setAt(target: unknown, path: Array<string | number>, value: unknown): void {
  let at = target as Record<string | number, unknown>;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      at[key] = value;
      return;
    }
    if (at[key] === null || typeof at[key] !== 'object')
      at[key] = typeof path[index + 1] === 'number' ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  });
}

function buildRequest(op: Operation, known: Known, changes: Change[]) {
  const pathValues = new Map<string, string>();
  const query: Array<[string, string]> = [];
  const headers: Record<string, string> = {};
  for (const parameter of op.parameters) {
    const value = String(validValue(parameter.schema, parameter.name, known));
    if (parameter.in === 'path') pathValues.set(parameter.name, encodeURIComponent(value));
    else if (parameter.in === 'query' && parameter.required)
      query.push([parameter.name, encodeURIComponent(value)]);
    else if (parameter.in === 'header' && parameter.required) headers[parameter.name] = value;
  }
  const body = op.body ? validValue(op.body, 'body', known) : undefined;
  let rawFields: Array<[string, string]> = [];
  let wholeBody: Change['body'];
  for (const change of changes) {
    if (change.path) pathValues.set(...change.path);
    if (change.query) {
      const names = new Set(change.query.map(([name]) => name));
      for (let i = query.length - 1; i >= 0; i -= 1) if (names.has(query[i]?.[0] ?? '')) query.splice(i, 1);
      query.push(...change.query);
    }
    if (change.header) headers[change.header[0]] = change.header[1];
    if (change.field && body !== undefined) {
      const mark = `${MARK}${rawFields.length}`;
      setAt(body, change.field[0], mark);
      rawFields = [...rawFields, [mark, change.field[1]]];
    }
    if (change.body) wholeBody = change.body;
  }
  const url = `/api${op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues.get(name) ?? '')}${
    query.length > 0 ? `?${query.map(([name, value]) => `${name}=${value}`).join('&')}` : ''
  }`;
  let payload: { type?: string; body: string } | undefined;
  if (wholeBody) payload = wholeBody;
  else if (body !== undefined) {
    let text = JSON.stringify(body);
    for (const [mark, raw] of rawFields) text = text.replace(JSON.stringify(mark), raw);
    payload = { type: 'application/json', body: text };
  }
  return { url, headers, payload };
}

// ------------------------------------------------------------------------------------- the checks

let shop: TestShop;
let known: Known;
let product: TestProduct;
let sellerToken: string;

beforeAll(async () => {
  shop = await createTestShop();
  const seller = await sellerSession(shop);
  sellerToken = seller.token;
  product = await createProduct(shop, {
    sellerId: await createSeller(shop, 'Fuzz Traders'),
    price: 500,
    stock: 100_000,
  });
  known = {
    customerId: '',
    sellerId: seller.id,
    productId: product.id,
    slug: product.slug,
    cartItemId: '',
    wishlistId: '',
    orderId: '',
  };
});
afterAll(() => shop?.close());

const HANG_MS = 5_000;

/** Sends one request and checks the answer: in time, below 500, and any error `{ error }` alone. */
async function send(op: Operation, token: string | undefined, changes: Change[], label: string) {
  const { url, headers, payload } = buildRequest(op, known, changes);
  const call = shop.call({
    method: op.method as 'GET',
    url,
    token,
    headers: { ...headers, ...(payload?.type ? { 'content-type': payload.type } : {}) },
    ...(payload ? { body: payload.body } : {}),
  });
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), HANG_MS);
  });
  const response: LightMyRequestResponse | 'hung' = await Promise.race([call, hang]);
  clearTimeout(timer);
  const context = `${op.operationId} ${label}: ${op.method} ${url.slice(0, 160)}`;
  if (response === 'hung') throw new Error(`${context} got no answer within ${HANG_MS} ms`);
  const answer = `${context} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  // An operation the contract says is not there yet may answer 501 `{ error }`.
  if (!(response.statusCode === 501 && op.responses['501']))
    expect(response.statusCode, answer).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], answer).toMatch(/^application\/json/);
    expect(response.json(), answer).toEqual({ error: expect.stringMatching(/\S/) });
  }
  return response;
}

/**
 * The unchanged request of every operation succeeds, so each hostile value meets the code behind the
 * checks, except these, which their own rule refuses after the caller, the ids and the body were
 * accepted (the fuzzing reaches that rule).
 */
const REFUSED_BY_ITS_OWN_RULE: Record<string, number> = {
  customerLogin: 401, // a new e-mail address: the password check answers
  sellerLogin: 401, // likewise
  changePassword: 400, // the contract's first fitting text is both the old and the new password
  addToWishlist: 409, // the caller's wishlist holds the product already
  confirmOrder: 409, // the order has no card payment to confirm
  confirmTestPayment: 400, // the contract's smallest expiry year is in the past
  stripeWebhook: 404, // the test shop has no STRIPE_WEBHOOK_SECRET
};

/** Each operation gets a customer of its own, so signing out or a changed password touches no other. */
async function tokenFor(op: Operation): Promise<string | undefined> {
  if (op.security.includes('sellerBearerAuth')) return sellerToken;
  const customer = await registerCustomer(shop);
  known.customerId = customer.id;
  known.cartItemId = await addToCartDirectly(shop, customer.id, product.id, 2);
  const { rows } = await shop.db.query<{ id: string }>(
    'INSERT INTO wishlist_items (customer_id, product_id) VALUES ($1, $2) RETURNING id',
    [customer.id, product.id],
  );
  known.wishlistId = rows[0]?.id ?? '';
  const order = await shop.call({
    method: 'POST',
    url: '/api/home/order/place-order',
    token: customer.token,
    payload: orderBody(customer.id, [{ product, quantity: 1 }]),
  });
  expect(order.statusCode, order.body).toBe(201);
  known.orderId = order.json().orderId;
  // The seller's routes name this customer next, and answer only for a customer who wrote to them.
  const message = await shop.call({
    method: 'POST',
    url: '/api/chat/customer/send-message-to-seller',
    token: customer.token,
    payload: { userId: customer.id, sellerId: known.sellerId, text: 'Is it in stock?' },
  });
  expect(message.statusCode, message.body).toBe(201);
  return customer.token;
}

describe('the fuzz suite', () => {
  it('covers every operation of openapi.yaml', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
  });

  it('starts every operation from a request the contract accepts', () => {
    const sample: Known = {
      customerId: '11111111-1111-4111-8111-111111111111',
      sellerId: '22222222-2222-4222-8222-222222222222',
      productId: '33333333-3333-4333-8333-333333333333',
      slug: 'a-product',
      cartItemId: '44444444-4444-4444-8444-444444444444',
      wishlistId: '55555555-5555-4555-8555-555555555555',
      orderId: '66666666-6666-4666-8666-666666666666',
    };
    for (const op of operations) {
      const parts: Array<[string, Schema | undefined, unknown]> = [
        ['body', op.body, op.body && validValue(op.body, 'body', sample)],
      ];
      for (const where of ['path', 'query'] as const) {
        const parameters = op.parameters.filter((p) => p.in === where && (where === 'path' || p.required));
        const schema: Schema = {
          type: 'object',
          properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
          required: parameters.map((p) => p.name),
        };
        const values = Object.fromEntries(
          parameters.map((p) => [p.name, String(validValue(p.schema, p.name, sample))]),
        );
        parts.push([where === 'path' ? 'params' : 'querystring', schema, values]);
      }
      for (const [httpPart, schema, value] of parts) {
        if (!schema) continue;
        const validate = validatorCompiler({ schema, httpPart, method: op.method, url: op.path });
        expect(validate(value), `${op.operationId} ${httpPart}: ${JSON.stringify(validate.errors)}`).toBe(
          true,
        );
      }
    }
  });

  for (const op of operations) {
    it(`${op.operationId}: hostile values in every parameter and body field`, {
      timeout: 120_000,
    }, async () => {
      const token = await tokenFor(op);
      const start = await send(op, token, [], 'unchanged');
      const refusal = REFUSED_BY_ITS_OWN_RULE[op.operationId];
      expect(start.statusCode, `${op.operationId} unchanged: ${start.body.slice(0, 200)}`).toBe(
        refusal ?? start.statusCode,
      );
      if (!refusal)
        expect(start.statusCode, `${op.operationId}: ${start.body.slice(0, 200)}`).toBeLessThan(400);
      for (const parameter of op.parameters) {
        const values = parameter.in === 'header' ? HOSTILE_HEADER : HOSTILE_URL;
        for (const value of values) {
          const change: Change =
            parameter.in === 'path'
              ? { path: [parameter.name, value] }
              : parameter.in === 'query'
                ? { query: [[parameter.name, value]] }
                : { header: [parameter.name, value] };
          await send(op, token, [change], `${parameter.in} ${parameter.name}=${value.slice(0, 30)}`);
        }
        if (parameter.in === 'query') {
          // The same parameter twice becomes a list.
          await send(
            op,
            token,
            [
              {
                query: [
                  [parameter.name, '1'],
                  [parameter.name, '2'],
                ],
              },
            ],
            `${parameter.name} twice`,
          );
        }
      }
      // Parameters the contract does not know, on every operation.
      await send(
        op,
        token,
        [
          {
            query: [
              ['unknown', '%00'],
              ['__proto__', 'x'],
              ['constructor', TEN_KB],
            ],
          },
        ],
        'unknown query',
      );

      if (op.body) {
        for (const path of fieldPaths(op.body)) {
          for (const raw of HOSTILE_JSON) {
            await send(op, token, [{ field: [path, raw] }], `body ${path.join('.')}=${raw.slice(0, 30)}`);
          }
        }
      }
      // A body where none is expected, or one that is not a JSON object.
      for (const body of HOSTILE_BODIES) {
        await send(
          op,
          token,
          [{ body }],
          `${body.type ?? 'no content type'} body of ${body.body.length} bytes`,
        );
      }
    });
  }

  it('mixes several hostile values in one request (seeded)', { timeout: 120_000 }, async () => {
    const random = createRandom('bazaar-fuzz-1');
    for (const op of operations) {
      const token = await tokenFor(op);
      const slots: Array<() => Change> = [
        ...op.parameters.map((parameter) => (): Change => {
          if (parameter.in === 'header') return { header: [parameter.name, random.pick(HOSTILE_HEADER)] };
          const value = random.pick(HOSTILE_URL);
          return parameter.in === 'path'
            ? { path: [parameter.name, value] }
            : { query: [[parameter.name, value]] };
        }),
        ...(op.body ? fieldPaths(op.body) : []).map(
          (path) => (): Change => ({ field: [path, random.pick(HOSTILE_JSON)] }),
        ),
      ];
      if (slots.length === 0) continue;
      for (let round = 0; round < 8; round += 1) {
        const changes = random.sample(slots, random.int(2, 4)).map((slot) => slot());
        await send(op, token, changes, `mix ${round}`);
      }
    }
  });
});
