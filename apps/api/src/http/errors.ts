import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** An error a shopper may read: its message goes out as `{ error }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'That belongs to another account') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const notImplemented = (message = 'This is not available yet') => new HttpError(501, message);

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Turns the first schema violation into one readable sentence naming the field. */
export function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const issue = issues[0];
  if (!issue) return 'The request is not valid';
  const missing = issue.keyword === 'required' ? String(issue.params?.missingProperty ?? '') : '';
  const extra =
    issue.keyword === 'additionalProperties' ? String(issue.params?.additionalProperty ?? '') : '';
  const pointer = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const field = missing || extra || pointer || context || 'request';
  if (missing) return `${field} is required`;
  if (extra) return `${field} is not a known field`;
  if (issue.keyword === 'format')
    return `${field} must be a valid ${String(issue.params?.format ?? 'value')}`;
  if (issue.keyword === 'enum') {
    const allowed = (issue.params?.allowedValues as unknown[] | undefined)?.join(', ');
    return `${field} must be one of: ${allowed}`;
  }
  return `${field} ${issue.message ?? 'is not valid'}`;
}

const statusText: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Please sign in to continue',
  403: 'That belongs to another account',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'The request took too long to arrive',
  413: 'The request is too large',
  414: 'The address is too long',
  415: 'Send the request as JSON',
  429: 'Too many attempts, please wait a minute and try again',
  431: 'The request headers are too large',
};

// Fastify's own 400s that deserve a more precise sentence than "not valid".
const codeText: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty: send it as JSON',
  FST_ERR_BAD_URL: 'The address is not valid: it has a broken %-escape',
};

/** Every error leaves as `{ error }` with its proper status; nothing internal leaks to the shopper. */
export function handleError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof HttpError) return reply.status(err.statusCode).send({ error: err.message });
  if (err.validation) {
    return reply.status(400).send({ error: describeValidation(err.validationContext, err.validation) });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const text = codeText[err.code] ?? statusText[status] ?? err.message;
    return reply.status(status).send({ error: text });
  }
  request.log.error({ err }, 'request failed');
  return reply.status(500).send({ error: 'Something went wrong on our side, please try again' });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large, malformed HTTP, too
 * slow) is answered `{ error }` like everything else; Fastify's default adds fields of its own.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ error: statusText[status] ?? 'The request is not valid' });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
