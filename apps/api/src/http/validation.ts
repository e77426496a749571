import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// Bodies are JSON and must match the contract exactly: no coercion ("5" is not 5) and no silently dropped
// fields. Path and query values always arrive as text, so those are coerced to the declared types.
const options = { allErrors: false, strict: false, useDefaults: true, removeAdditional: false } as const;
const bodies = addFormats(new Ajv({ ...options, coerceTypes: false }));
const urlParts = addFormats(new Ajv({ ...options, coerceTypes: 'array' }));

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodies : urlParts).compile(schema as object);
