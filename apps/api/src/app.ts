import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
  type onRequestHookHandler,
  type RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { registerSignInLimits } from './accounts/sign-in-limits';
import { securityHandlers } from './auth/security';
import { previousSecrets, TokenService } from './auth/tokens';
import { followCatalogChanges } from './catalog/catalog-answers';
import { startCatalogIndex, stopCatalogIndex } from './catalog/search-index/live-index';
import { attachChat, type ChatControls } from './chat/chat-server';
import type { Config } from './config';
import { loadContract } from './contract';
import type { Database } from './db/database';
import { answerClientError, handleError, notImplemented } from './http/errors';
import type { AppContext, Handlers } from './http/handler';
import { requireJsonBody } from './http/json-body';
import { registerSecurityHeaders } from './http/security-headers';
import { closeSilentConnections } from './http/silent-connections';
import { validatorCompiler } from './http/validation';
import { registerMetrics } from './operations/metrics';
import { Readiness } from './operations/readiness';
import { registerRequestIdHeader, requestIdGenerator } from './operations/request-id';
import { keepRawBody } from './payments/raw-body';
import { allHandlers } from './routes';
import { registerImages } from './routes/images';
import { registerStorefront } from './routes/storefront';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the instance should be sent traffic; server.ts starts draining it on SIGTERM. */
    readiness: Readiness;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  secret: Uint8Array;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, db, secret, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // One line per request only when debugging: at load it costs more than the request itself.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    // Off unless TRUST_PROXY names the proxies in front: otherwise any client could pick its own address
    // with X-Forwarded-For, and with it a fresh sign-in budget.
    trustProxy: config.trustProxy,
    // Each request's id is on every log line of it (`reqId`) and in its answer's X-Request-Id: the
    // balancer's own id when it comes from a proxy TRUST_PROXY trusts, a fresh uuid otherwise.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    // Product slugs may be 160 characters (openapi.yaml), and picture paths add a suffix: Fastify's default
    // of 100 would route the longest names nowhere (404).
    routerOptions: { maxParamLength: 200 },
    // A malformed %-escape or an over-long parameter in the address, and what Node's HTTP parser refuses,
    // are answered `{ error }` like every other error.
    frameworkErrors: handleError,
    clientErrorHandler: answerClientError,
    // A request that arrives while the server closes is served (with `Connection: close`), not answered 503:
    // it came on a connection the server had accepted, where a balancer had already written it, and a
    // balancer does not send a POST it has sent to another instance (operations/shutdown.ts).
    return503OnClosing: false,
  });
  closeSilentConnections(app.server, config.silentConnectionMs);
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(handleError);
  registerSecurityHeaders(app);

  // Before any route is registered, so that their hooks cover every route, the contract's and the others.
  const readiness = new Readiness({ db });
  app.decorate('readiness', readiness);
  registerRequestIdHeader(app);
  let chat: ChatControls | undefined;
  registerMetrics(app, { config, db, chatSockets: () => chat?.sockets() ?? 0 });

  // Signed with the current secret only; the previous one (a rotation under way) still verifies.
  const tokens = new TokenService(secret, previousSecrets(config.jwtPreviousSecret));
  const context: AppContext = { config, db, tokens, readiness };
  const handlers: Handlers = allHandlers(context);
  const contract = loadContract();
  const security = securityHandlers(db, tokens);

  // API answers, pictures and documents go compressed to browsers that accept it. Brotli at quality 4 and
  // gzip at 6: near the best ratio for JSON at a fraction of the CPU of the maximum. Built assets are
  // compressed at build time instead (routes/storefront.ts sends those files as they are).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  const signInLimits = await registerSignInLimits(app, config);

  await app.register(openapiGlue, {
    specification: contract.document,
    prefix: '/api',
    // The plugin merges the resolver's partial route options into the route it builds from the contract;
    // its typings ask for a whole route, hence the one cast below.
    operationResolver: ((operationId: string): Partial<RouteOptions> => {
      // Safe: the contract's schemas validate every request before its typed handler runs.
      const implemented = handlers as Record<string, RouteOptions['handler'] | undefined>;
      const handler = implemented[operationId] ?? (async () => Promise.reject(notImplemented()));
      // Authentication runs on request, before the body is read or validated, so a stranger learns nothing.
      const schemes = contract.securityOf(operationId);
      const onRequest: onRequestHookHandler[] = schemes.map((name) => {
        const check = security[name as keyof typeof security];
        if (!check) throw new Error(`openapi.yaml names an unknown security scheme "${name}"`);
        return async (request) => check(request);
      });
      const limits = signInLimits.hooksOf(operationId);
      const jsonBody = requireJsonBody(contract.bodyOf(operationId));
      return {
        handler,
        onRequest: [...onRequest, ...limits.onRequest],
        ...(jsonBody ? { preValidation: jsonBody } : {}),
        ...(limits.preHandler.length > 0 ? { preHandler: limits.preHandler } : {}),
        // Stripe signs the body's exact bytes, so the webhook keeps them before JSON parsing (raw-body.ts).
        ...(operationId === 'stripeWebhook' ? { preParsing: keepRawBody } : {}),
      };
    }) as unknown as (operationId: string) => RouteOptions,
  });

  // Chat's socket.io shares the API's HTTP server: same port, path /socket.io (chat/chat-server.ts).
  chat = await attachChat(app, context);
  readiness.watchRedis(chat.pingRedis);
  registerImages(app, context);
  await registerStorefront(app, config, db);
  const live = config.searchIndex ? startCatalogIndex(db, config.searchIndexRowBytes) : undefined;
  if (live) app.addHook('onClose', async () => stopCatalogIndex(db));
  if (config.catalogCache) {
    // Every instance forgets its cached listings when any instance changes the catalogue, within 1 s.
    const stopFollowing = await followCatalogChanges(db, live);
    app.addHook('onClose', stopFollowing);
  }
  return app;
}
