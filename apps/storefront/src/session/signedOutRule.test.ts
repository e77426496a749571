import { createApiClient } from '@bazaar/api-client';
import { describe, expect, it } from 'vitest';
import { answerFailure, unreachableFailure } from '../api/result';
import { checkToken, endsTheSignIn, loadFailureText, withoutData } from './signedOutRule';

// The one rule: only a 401 means signed out. Before it, the session's check at start took any failure (the
// API unreachable, a 503, a proxy's 502) for a sign-out, and /card and /dashboard sent the shopper to /login.

const customer = {
  id: '7d1c2a90-5b8e-4f3a-9c21-3e4f5a6b7c01',
  name: 'Priya Sharma',
  email: 'priya@example.in',
};
const errors = { unreachable: 'Bazaar could not be reached.', generic: 'Something went wrong.' };

/** A client whose every request gets `answer` (a thrown error is a request that got no answer at all). */
function clientAnswering(answer: () => Response) {
  return createApiClient({ baseUrl: 'http://shop.test/api', fetch: async () => answer() });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('checkToken: who the kept token signs in', () => {
  it('answers the customer the server names', async () => {
    const client = clientAnswering(() => json(200, { customer }));
    expect(await checkToken(client, 'token')).toEqual({ status: 'signedIn', customer });
  });

  it('signs out on a 401 only', async () => {
    const client = clientAnswering(() =>
      json(401, { error: 'Your session has ended, please sign in again' }),
    );
    expect(await checkToken(client, 'token')).toEqual({ status: 'signedOut' });
  });

  it('keeps the sign-in when the API cannot be reached', async () => {
    const client = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await checkToken(client, 'token')).toEqual({
      status: 'error',
      serverMessage: null,
      cause: 'unreachable',
    });
  });

  it('keeps the sign-in when the request times out', async () => {
    const client = clientAnswering(() => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    expect(await checkToken(client, 'token')).toMatchObject({ status: 'error', cause: 'unreachable' });
  });

  it.each([
    [503, { error: 'Bazaar is being updated, back in a minute' }],
    [500, { error: 'Something went wrong on our side, please try again' }],
    [429, { error: 'Too many attempts, please wait a minute and try again' }],
    [403, { error: 'That belongs to another account' }],
  ])('keeps the sign-in on a %i, with the server’s words', async (status, body) => {
    const client = clientAnswering(() => json(status, body));
    expect(await checkToken(client, 'token')).toEqual({
      status: 'error',
      serverMessage: body.error,
      cause: 'server',
    });
  });

  it("keeps the sign-in on a proxy's 502 with an empty body", async () => {
    const client = clientAnswering(() => new Response(null, { status: 502 }));
    const checked = await checkToken(client, 'token');
    expect(checked).toEqual({ status: 'error', serverMessage: null, cause: 'server' });
    if (checked.status === 'error') expect(loadFailureText(checked, errors)).toBe('Something went wrong.');
  });

  it('sends the token it checks, whatever the client would add', async () => {
    let sent: string | null = null;
    const client = createApiClient({
      baseUrl: 'http://shop.test/api',
      getToken: () => 'another-token',
      fetch: async (request) => {
        sent = request.headers.get('Authorization');
        return json(200, { customer });
      },
    });
    await checkToken(client, 'kept-token');
    expect(sent).toBe('Bearer kept-token');
  });
});

describe('withoutData and endsTheSignIn', () => {
  it('reads a 401 alone as the end of the sign-in', () => {
    for (const status of [400, 403, 404, 408, 409, 429, 500, 502, 503, 504]) {
      expect(endsTheSignIn(new Response(null, { status }))).toBe(false);
    }
    expect(endsTheSignIn(new Response(null, { status: 401 }))).toBe(true);
  });

  it('says an unreachable server in the shop’s words and a failing one in its own', () => {
    const unreachable = withoutData(unreachableFailure());
    expect(unreachable).toEqual({ status: 'error', serverMessage: null, cause: 'unreachable' });
    if (unreachable.status === 'error') {
      expect(loadFailureText(unreachable, errors)).toBe('Bazaar could not be reached.');
    }
    const failing = withoutData(answerFailure(new Response(null, { status: 503 }), { error: 'Resting' }));
    expect(failing).toEqual({ status: 'error', serverMessage: 'Resting', cause: 'server' });
    expect(withoutData(answerFailure(new Response(null, { status: 401 }), { error: 'Ended' }))).toEqual({
      status: 'signedOut',
    });
  });
});
