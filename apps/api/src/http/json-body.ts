import type { preValidationHookHandler } from 'fastify';
import type { BodyRule } from '../contract';
import { badRequest, HttpError } from './errors';

/**
 * The hook of an operation whose contract takes a JSON body. Fastify validates a body only against the
 * schema of its own media type, so a `text/plain` body would skip the contract and reach the handler as a
 * string: every other media type is refused (415) before validation. A request without any body is told
 * so (400). Operations that take no body are left alone, whatever their content type says.
 */
export function requireJsonBody(rule: BodyRule): preValidationHookHandler | undefined {
  if (rule === 'none') return undefined;
  return async (request) => {
    // Fastify reads no body without a Content-Type (bytes without one are refused with 415 before this).
    if (request.headers['content-type'] === undefined) {
      if (rule === 'json-required') throw badRequest('The request has no body: send it as JSON');
      return;
    }
    // The same media type Fastify picks the body's schema by (its parameters, such as charset, dropped).
    if (request.mediaType !== 'application/json') {
      throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json)');
    }
  };
}
