import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// Bodies are JSON and must match the contract exactly: no coercion ("5" is not 5) and no silently dropped
// fields. Path and query values always arrive as text, so those are coerced to the declared types.
const options = { allErrors: false, strict: false, useDefaults: true, removeAdditional: false } as const;

/** Marks a `format: uuid` value in a compiled schema: it is lower-cased once it has validated. */
const LOWER_CASE_UUID = 'x-bazaar-lower-case-uuid';

// ajv-formats' uuid also accepts a "urn:uuid:" prefix, which the database does not: an id is the bare
// 36 characters, in either case.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function contractAjv(coerceTypes: boolean | 'array') {
  const ajv = addFormats(new Ajv({ ...options, coerceTypes }));
  ajv.addFormat('uuid', UUID);
  // Ids are stored in lower case, and a client may send them in upper case (both are the same UUID,
  // RFC 9562): every id the contract declares reaches a handler in one form, so comparisons never
  // depend on how the client spelt it.
  ajv.addKeyword({
    keyword: LOWER_CASE_UUID,
    modifying: true,
    schemaType: 'boolean',
    validate: (_enabled: boolean, data: unknown, _schema: unknown, where) => {
      if (typeof data === 'string' && where?.parentData !== undefined) {
        (where.parentData as Record<string | number, unknown>)[where.parentDataProperty] = data.toLowerCase();
      }
      return true;
    },
  });
  return ajv;
}

const bodies = contractAjv(false);
const urlParts = contractAjv('array');

/** A copy of the schema with every uuid-format value marked for lower-casing. */
function markUuids(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(markUuids);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = markUuids(value);
  if (copy.format === 'uuid') copy[LOWER_CASE_UUID] = true;
  return copy;
}

/**
 * An empty query value means "not set" (DESIGN §3): the storefront of SPEC §7 sends every filter, the
 * unset ones empty (`rating=&lowPrice=`), and `?category&&rating` names them without any value.
 */
function dropEmptyValues(query: unknown): void {
  if (query === null || typeof query !== 'object') return;
  const values = query as Record<string, unknown>;
  for (const [name, value] of Object.entries(values)) {
    const kept = Array.isArray(value) ? value.filter((item) => item !== '') : value;
    if (kept === '' || (Array.isArray(kept) && kept.length === 0)) delete values[name];
    else if (kept !== value) values[name] = kept;
  }
}

const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why a string cannot be taken: Postgres stores no NUL, and half a surrogate pair is not text. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds half of a surrogate pair)';
  return undefined;
}

/**
 * The first value anywhere in the request that no schema can refuse but no handler can use: text with a
 * NUL or a lone surrogate, and numbers beyond what JavaScript holds exactly (`1e400` in JSON or
 * `pageNumber=1e309` both become Infinity). One walk for every operation, so a new field is covered too.
 * Iterative, because a free-form body (the Stripe webhook's) may be nested thousands of levels deep.
 */
function unusableValue(data: unknown): ErrorObject | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value: data, path: '' }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next) break;
    const { value, path } = next;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return issue(path, problem);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
        return issue(path, 'is out of range');
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        pending.push({ value: item, path: `${path}/${index}` });
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const problem = textProblem(key);
        if (problem) return issue(path, `has a field name that ${problem}`);
        pending.push({ value: item, path: `${path}/${key}` });
      }
    }
  }
  return undefined;
}

const issue = (instancePath: string, message: string): ErrorObject => ({
  instancePath,
  schemaPath: '',
  keyword: 'usable',
  params: {},
  message,
});

interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const validateSchema = (httpPart === 'body' ? bodies : urlParts).compile(markUuids(schema) as object);
  const validate: Validator = (data) => {
    if (httpPart === 'querystring') dropEmptyValues(data);
    if (!validateSchema(data)) {
      validate.errors = validateSchema.errors;
      return false;
    }
    const unusable = unusableValue(data);
    validate.errors = unusable ? [unusable] : null;
    return !unusable;
  };
  return validate;
};
