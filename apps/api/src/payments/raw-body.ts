import { Readable } from 'node:stream';
import type { preParsingHookHandler } from 'fastify';
import { HttpError } from '../http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as they arrived; kept only on routes that need them (see keepRawBody). */
    rawBody?: Buffer;
  }
}

/** A stream chunk as bytes: a Buffer as it is, text as UTF-8 (what Node streams hand out). */
function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  throw new Error('the request body stream gave something other than bytes');
}

/**
 * Keeps the body's exact bytes on the request before Fastify parses it. Stripe signs the raw body, and JSON
 * parsed and serialised again is not byte for byte what was signed. The bytes are then handed on unchanged,
 * so the contract's validation and the JSON parser run as on every other route. Reading stops at the
 * route's body limit, as the parser would.
 */
export const keepRawBody: preParsingHookHandler = async (request, _reply, payload) => {
  const limit = request.routeOptions.bodyLimit ?? 64 * 1024;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = toBuffer(chunk);
    size += bytes.length;
    if (size > limit) throw new HttpError(413, 'The request is too large');
    chunks.push(bytes);
  }
  request.rawBody = Buffer.concat(chunks);
  return Readable.from([request.rawBody]);
};
