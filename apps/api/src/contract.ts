import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { paths as files } from './paths';

interface OperationSpec {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
}

export interface Contract {
  document: Record<string, unknown>;
  /** The security scheme names each operation requires (empty for public operations). */
  securityOf(operationId: string): string[];
}

export function loadContract(file = files.contract): Contract {
  const document = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const paths = (document.paths ?? {}) as Record<string, Record<string, OperationSpec>>;
  const security = new Map<string, string[]>();
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      if (!operation?.operationId) continue;
      security.set(
        operation.operationId,
        (operation.security ?? []).flatMap((s) => Object.keys(s)),
      );
    }
  }
  return { document, securityOf: (id) => security.get(id) ?? [] };
}
