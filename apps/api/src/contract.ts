import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { paths as files } from './paths';

interface OperationSpec {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
}

/** What an operation's request body must be: JSON, required or not; `none` when it takes no body. */
export type BodyRule = 'json-required' | 'json-optional' | 'none';

export interface Contract {
  document: Record<string, unknown>;
  /** The security scheme names each operation requires (empty for public operations). */
  securityOf(operationId: string): string[];
  bodyOf(operationId: string): BodyRule;
}

export function loadContract(file = files.contract): Contract {
  const document = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const paths = (document.paths ?? {}) as Record<string, Record<string, OperationSpec>>;
  const security = new Map<string, string[]>();
  const bodies = new Map<string, BodyRule>();
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      if (!operation?.operationId) continue;
      security.set(
        operation.operationId,
        (operation.security ?? []).flatMap((s) => Object.keys(s)),
      );
      const body = operation.requestBody;
      if (body?.content && !('application/json' in body.content)) {
        throw new Error(`openapi.yaml: ${operation.operationId} takes a body that is not JSON`);
      }
      bodies.set(operation.operationId, body ? (body.required ? 'json-required' : 'json-optional') : 'none');
    }
  }
  return {
    document,
    securityOf: (id) => security.get(id) ?? [],
    bodyOf: (id) => bodies.get(id) ?? 'none',
  };
}
