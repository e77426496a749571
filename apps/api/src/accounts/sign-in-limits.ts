import { setTimeout as delay } from 'node:timers/promises';
import { normalizeEmail } from '@bazaar/domain';
import rateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { Redis } from 'ioredis';
import { signedIn } from '../auth/guard';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import type { OperationId } from '../http/handler';

/** How long an address's budget (`AUTH_ADDRESS_RATE_LIMIT`) lasts. */
export const ADDRESS_WINDOW_MS = 60_000;
/** How long an account's budget (`AUTH_RATE_LIMIT`) lasts. */
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

// Counters are kept for this many addresses and accounts. A key pushed out of the cache starts afresh,
// so it must be large enough that an attacker cannot flush a victim's counter by naming other accounts
// (each entry is a few dozen bytes).
const COUNTERS_KEPT = 100_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Verdict = Awaited<ReturnType<Limiter>>;

/** "30 seconds", "1 minute", "14 minutes": the wait a shopper reads, rounded up. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Keys of the counters in Redis start with this, so they are easy to find and cannot meet another app's. */
export const REDIS_KEY_PREFIX = 'bazaar:sign-in-limit:';

/**
 * Counts an attempt. When the shared store (Redis) cannot be asked, the attempt is refused rather than let
 * through uncounted: an outage must not open the door to unlimited guesses.
 */
async function count(limiter: Limiter, request: FastifyRequest): Promise<Verdict> {
  try {
    return await limiter(request);
  } catch (err) {
    request.log.error({ err }, 'sign-in limits: the counter store did not answer');
    throw new HttpError(503, 'Signing in is unavailable for a moment, please try again shortly');
  }
}

/** 429 `{error}` with Retry-After when the budget is spent; nothing otherwise. */
function enforce(verdict: Verdict, reply: FastifyReply): void {
  if (verdict.isAllowed || !verdict.isExceeded) return;
  const seconds = Math.max(1, verdict.ttlInSeconds);
  reply.header('retry-after', seconds);
  throw new HttpError(429, `Too many attempts, please try again in ${waitText(seconds)}`);
}

/** The e-mail address of a sign-in body, as accounts store it. */
function emailOf(request: FastifyRequest): string {
  const body = request.body;
  if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') {
    return normalizeEmail(body.email);
  }
  return '';
}

/**
 * Which account each limited operation guesses at. A customer's sign-in and change-password share one
 * budget, so a stolen session adds no guesses at the password to those of the login form.
 */
type AccountOf = (request: FastifyRequest) => string;
const ACCOUNT_OF: ReadonlyMap<string, AccountOf> = new Map(
  Object.entries({
    customerLogin: (request) => `customer:${emailOf(request)}`,
    changePassword: (request) => `customer:${normalizeEmail(signedIn(request).email)}`,
    sellerLogin: (request) => `seller:${emailOf(request)}`,
  } satisfies Partial<Record<OperationId, AccountOf>>),
);

/** Operations limited per client address: every sign-in attempt, and registration. */
const BY_ADDRESS: ReadonlySet<string> = new Set([
  'customerLogin',
  'customerRegister',
  'sellerLogin',
] satisfies OperationId[]);

export interface SignInLimits {
  /** The hooks that count an operation's attempts: per address on request, per account once validated. */
  hooksOf(operationId: string): { onRequest: onRequestHookHandler[]; preHandler: preHandlerHookHandler[] };
}

/**
 * Sign-in attempts are limited per client address and per account (DESIGN §3). The address alone is not
 * enough: shoppers behind one carrier NAT share it, so its budget must be large, and an attacker with
 * many addresses would never exhaust it. The account's budget is small and holds whatever address the
 * guesses come from. The address is `request.ip`: the peer, or what `TRUST_PROXY` lets a proxy forward.
 */
export async function registerSignInLimits(app: FastifyInstance, config: Config): Promise<SignInLimits> {
  // The one place the counters' store is chosen. With REDIS_URL the counters live in Redis, shared by every
  // instance, so a budget is the same whichever instance the balancer picks; otherwise in this process's
  // memory. Each limiter gets a store of its own (LocalStore.child), which reads its size from the
  // limiter's options: the typings of createRateLimit leave `cache` out, hence the spread.
  const redis = config.redisUrl ? await connectCounters(config.redisUrl, app) : undefined;
  const store = { cache: COUNTERS_KEPT };
  await app.register(rateLimit, {
    global: false,
    ...store,
    ...(redis ? { redis, nameSpace: REDIS_KEY_PREFIX } : {}),
  });

  // Both limiters are made once, so the routes that use one share its counters.
  const byAddress = app.createRateLimit({
    ...store,
    max: config.authAddressRateLimit,
    timeWindow: ADDRESS_WINDOW_MS,
  });
  // The account a request guesses at is named by its route; the limiter reads it from here.
  const accountOfRequest = new WeakMap<FastifyRequest, string>();
  const byAccount = app.createRateLimit({
    ...store,
    max: config.authRateLimit,
    timeWindow: ACCOUNT_WINDOW_MS,
    keyGenerator: (request) => accountOfRequest.get(request) ?? '',
  });

  return {
    hooksOf(operationId) {
      const onRequest: onRequestHookHandler[] = [];
      const preHandler: preHandlerHookHandler[] = [];
      if (BY_ADDRESS.has(operationId)) {
        onRequest.push(async (request, reply) => enforce(await count(byAddress, request), reply));
      }
      const accountOf = ACCOUNT_OF.get(operationId);
      if (accountOf) {
        // After validation: the key needs the body, and a malformed body has had its 400 by then.
        preHandler.push(async (request, reply) => {
          accountOfRequest.set(request, accountOf(request));
          enforce(await count(byAccount, request), reply);
        });
      }
      return { onRequest, preHandler };
    },
  };
}

/**
 * The Redis connection of the counters. A command fails at once while Redis is unreachable (no offline queue,
 * no retries), so a sign-in is refused with 503 then instead of hanging; the client reconnects by itself.
 */
async function connectCounters(url: string, app: FastifyInstance): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 5_000,
  });
  redis.on('error', (err) => app.log.error({ err }, 'sign-in limits: Redis error'));
  await redis.connect();
  // QUIT waits for Redis to answer; a Redis that has just gone (the client may not know yet) never does, so
  // after a second the connection is dropped instead.
  app.addHook('onClose', async () => {
    if (redis.status !== 'ready') return redis.disconnect();
    const quit = redis.quit().then(
      () => true,
      () => false,
    );
    if (!(await Promise.race([quit, delay(1_000).then(() => false)]))) redis.disconnect();
  });
  return redis;
}
