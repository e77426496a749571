import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a balancer's id may look like: a uuid, a hex trace id, nginx's $request_id and the like. */
const USABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the balancer's X-Request-Id when the connection comes from a proxy TRUST_PROXY trusts
 * (so one id follows a request from the balancer's log to ours), a fresh uuid otherwise. Anyone else could
 * write the header to make their requests look like another's in the logs, so it is not taken from them;
 * an id that is not a short token (spaces, line breaks, 2 kB of text) is not taken from anyone.
 */
export function requestIdGenerator(trustProxy: Config['trustProxy']): (request: IncomingMessage) => string {
  const trusts =
    trustProxy === true ? () => true : trustProxy === false ? () => false : proxyaddr.compile(trustProxy);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket.remoteAddress;
    if (typeof given === 'string' && USABLE_ID.test(given) && peer !== undefined && trusts(peer, 0)) {
      return given;
    }
    return randomUUID();
  };
}

/**
 * Every answer names its request id, errors and 404s included, so a shopper's report or a balancer's log
 * line leads to the server's log lines of that request (each carries it as `reqId`).
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
