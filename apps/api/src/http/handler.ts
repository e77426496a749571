import type { operations } from '@bazaar/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenService } from '../auth/tokens';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Readiness } from '../operations/readiness';

export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type RequestBodyOf<K extends OperationId> = operations[K] extends { requestBody?: infer R }
  ? JsonOf<NonNullable<R>>
  : never;
type ParametersOf<K extends OperationId> = operations[K]['parameters'];
type PathOf<K extends OperationId> = ParametersOf<K> extends { path?: infer P } ? NonNullable<P> : never;
type QueryOf<K extends OperationId> = ParametersOf<K> extends { query?: infer Q } ? NonNullable<Q> : never;
type ResponsesOf<K extends OperationId> = operations[K]['responses'];
/** The body of the operation's success response (200 or 201), as the contract declares it. */
export type SuccessOf<K extends OperationId> =
  | (ResponsesOf<K> extends { 200: infer R } ? JsonOf<R> : never)
  | (ResponsesOf<K> extends { 201: infer R } ? JsonOf<R> : never);

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: RequestBodyOf<K>;
  Params: PathOf<K>;
  Querystring: QueryOf<K>;
}>;

/** A handler typed by the contract: its input is what openapi.yaml accepts, its output what it promises. */
export type Handler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessOf<K>>;

export type Handlers = { [K in OperationId]?: Handler<K> };

/** What handlers need from the running server. */
export interface AppContext {
  config: Config;
  db: Database;
  tokens: TokenService;
  /** Whether this instance should be sent traffic; draining once shutdown has begun. */
  readiness: Readiness;
}
