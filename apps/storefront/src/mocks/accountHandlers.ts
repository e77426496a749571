import type {
  ChangePasswordRequest,
  CustomerLoginRequest,
  CustomerRegisterRequest,
} from '@bazaar/api-client';
import { delay, HttpResponse } from 'msw';
import { http } from './http';
import { layoutCustomer } from './layoutHandlers';

/** The tokens the account stand-ins answer: login and register give the first, a password change the second. */
export const storyTokens = {
  signedIn: 'story-customer-token',
  renewed: 'story-renewed-token',
} as const;

/** What the server says, word for word as apps/api does, so stories show its real texts. */
export const accountServerTexts = {
  loggedIn: 'Signed in',
  registered: 'Your account is ready, welcome to Bazaar',
  wrongPassword: 'The e-mail address or the password is wrong',
  emailTaken: 'An account with this e-mail address already exists',
  tooMany: 'Too many attempts, please wait a minute and try again',
  loggedOut: 'Signed out',
  wrongOldPassword: 'The current password is not correct',
  passwordChanged: 'Your password has been changed',
  sessionEnded: 'Your session has ended, please sign in again',
  failed: 'Something went wrong on our side, please try again',
} as const;

/** Seconds in the Retry-After of a rate-limited answer. */
export const retryAfterSeconds = 42;

export type LoginOutcome =
  | 'succeeds'
  | 'wrongPassword'
  | 'rateLimited'
  | 'rateLimitedNoWait'
  | 'badGateway'
  | 'pending';
export type RegisterOutcome = 'succeeds' | 'emailTaken' | 'rateLimited' | 'unreachable' | 'pending';
export type LogoutOutcome = 'succeeds' | 'fails' | 'alreadyEnded' | 'pending';
export type ChangePasswordOutcome =
  | 'succeeds'
  | 'wrongOldPassword'
  | 'sessionEnded'
  | 'fails'
  | 'unreachable'
  | 'pending';

export interface AccountMockOptions {
  login?: LoginOutcome;
  register?: RegisterOutcome;
  logout?: LogoutOutcome;
  changePassword?: ChangePasswordOutcome;
}

export interface AccountMocks {
  handlers: Array<ReturnType<typeof http.get> | ReturnType<typeof http.post> | ReturnType<typeof http.put>>;
  /** Bodies of every login, register and password change sent, oldest first. */
  logins: CustomerLoginRequest[];
  registrations: CustomerRegisterRequest[];
  passwordChanges: ChangePasswordRequest[];
  /** The Authorization header of every logout call, oldest first. */
  logouts: Array<string | null>;
  /** Forgets the calls seen, for a story's beforeEach. */
  reset: () => void;
}

function tooMany(withWait: boolean) {
  return HttpResponse.json(
    { error: accountServerTexts.tooMany },
    { status: 429, headers: withWait ? { 'Retry-After': String(retryAfterSeconds) } : {} },
  );
}

/**
 * MSW stand-ins for the account calls (openapi.yaml, tag Account): login, register, logout and change
 * password, each answering the outcome a story asks for and recording what the page sent.
 */
export function accountMocks(options: AccountMockOptions = {}): AccountMocks {
  const logins: CustomerLoginRequest[] = [];
  const registrations: CustomerRegisterRequest[] = [];
  const passwordChanges: ChangePasswordRequest[] = [];
  const logouts: Array<string | null> = [];

  return {
    logins,
    registrations,
    passwordChanges,
    logouts,
    reset: () => {
      logins.length = 0;
      registrations.length = 0;
      passwordChanges.length = 0;
      logouts.length = 0;
    },
    handlers: [
      http.post('/customer/customer-login', async ({ request, response }) => {
        logins.push(await request.json());
        switch (options.login ?? 'succeeds') {
          case 'succeeds':
            return response(200).json({ token: storyTokens.signedIn, message: accountServerTexts.loggedIn });
          case 'wrongPassword':
            return response(401).json({ error: accountServerTexts.wrongPassword });
          case 'rateLimited':
            return response.untyped(tooMany(true));
          case 'rateLimitedNoWait':
            return response.untyped(tooMany(false));
          case 'badGateway':
            return response.untyped(new Response(null, { status: 502 }));
          case 'pending':
            await delay('infinite');
            return response.untyped(HttpResponse.error());
        }
      }),
      http.post('/customer/customer-register', async ({ request, response }) => {
        registrations.push(await request.json());
        switch (options.register ?? 'succeeds') {
          case 'succeeds':
            return response(201).json({
              token: storyTokens.signedIn,
              message: accountServerTexts.registered,
            });
          case 'emailTaken':
            return response(409).json({ error: accountServerTexts.emailTaken });
          case 'rateLimited':
            return response.untyped(tooMany(true));
          case 'unreachable':
            return response.untyped(HttpResponse.error());
          case 'pending':
            await delay('infinite');
            return response.untyped(HttpResponse.error());
        }
      }),
      http.get('/customer/logout', async ({ request, response }) => {
        logouts.push(request.headers.get('Authorization'));
        switch (options.logout ?? 'succeeds') {
          case 'succeeds':
            return response(200).json({ message: accountServerTexts.loggedOut });
          case 'fails':
            return response('default').json({ error: accountServerTexts.failed }, { status: 500 });
          case 'alreadyEnded':
            return response(401).json({ error: accountServerTexts.sessionEnded });
          case 'pending':
            await delay('infinite');
            return response.untyped(HttpResponse.error());
        }
      }),
      http.put('/customer/change-password', async ({ request, response }) => {
        passwordChanges.push(await request.json());
        switch (options.changePassword ?? 'succeeds') {
          case 'succeeds':
            return response(200).json({
              token: storyTokens.renewed,
              message: accountServerTexts.passwordChanged,
            });
          case 'wrongOldPassword':
            return response(400).json({ error: accountServerTexts.wrongOldPassword });
          case 'sessionEnded':
            return response(401).json({ error: accountServerTexts.sessionEnded });
          case 'fails':
            return response('default').json({ error: accountServerTexts.failed }, { status: 500 });
          case 'unreachable':
            return response.untyped(HttpResponse.error());
          case 'pending':
            await delay('infinite');
            return response.untyped(HttpResponse.error());
        }
      }),
    ],
  };
}

/** GET /customer/me never answers: the kept sign-in is still being checked. */
export function sessionCheckHangs() {
  return [
    http.get('/customer/me', async ({ response }) => {
      await delay('infinite');
      return response.untyped(new Response(null, { status: 504 }));
    }),
  ];
}

/** GET /customer/me refuses the kept token: it expired, or the session was ended on another device. */
export function sessionEnded() {
  return [
    http.get('/customer/me', ({ response }) =>
      response(401).json({ error: accountServerTexts.sessionEnded }),
    ),
  ];
}

/** How the session check fails: no answer at all (the API down, offline), or a 503 with the server's words. */
export type SessionCheckFailure = 'unreachable' | 'unavailable';

/** The words of the 503 in `sessionCheckFails('unavailable')`. */
export const unavailableText = 'Bazaar is being updated, please try again in a minute';

export interface SessionCheckFailing {
  handlers: Array<ReturnType<typeof http.get>>;
  /** From now on the check answers the story customer: the API is back. */
  recover: () => void;
  /** Fails again and forgets the checks seen, for a story's beforeEach. */
  reset: () => void;
  /** GET /customer/me calls answered so far. */
  checks: () => number;
}

/**
 * GET /customer/me fails as asked until `recover()`, then answers the story customer: the kept sign-in cannot
 * be checked, which is not a sign-out (only a 401 is), and Retry checks it again.
 *
 * `laterFailuresTakeMs`: every failing answer after the first comes that much later, so a check the page
 * sends after the session's own is still on its way when the story presses Retry, as on a slow network
 * (a Retry must not be given that earlier check's failure: sharedGets.ts).
 */
export function sessionCheckFails(
  how: SessionCheckFailure,
  { laterFailuresTakeMs = 0 }: { laterFailuresTakeMs?: number } = {},
): SessionCheckFailing {
  let failing = true;
  let checks = 0;
  return {
    recover: () => {
      failing = false;
    },
    reset: () => {
      failing = true;
      checks = 0;
    },
    checks: () => checks,
    handlers: [
      http.get('/customer/me', async ({ response }) => {
        checks += 1;
        if (!failing) return response(200).json({ customer: layoutCustomer });
        if (checks > 1 && laterFailuresTakeMs > 0) await delay(laterFailuresTakeMs);
        if (how === 'unreachable') return response.untyped(HttpResponse.error());
        return response('default').json({ error: unavailableText }, { status: 503 });
      }),
    ],
  };
}
