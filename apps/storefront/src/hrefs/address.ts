import type { PagePath } from '@bazaar/domain';

// How an address is put together, for the area modules beside this file (site, checkout, dashboard).

/**
 * `path` with each `:name` segment filled in, encoded as one segment (a slug with `/`, `?`, `#` or spaces
 * stays a slug); an optional segment left out when its value is missing.
 */
export function fill(path: PagePath, values: Record<string, string | null> = {}): string {
  const filled = path
    .split('/')
    .map((segment) => {
      const parameter = /^:([\w-]+)(\?)?$/.exec(segment);
      if (!parameter) return segment;
      const value = values[parameter[1] ?? ''] ?? null;
      if (value === null) {
        if (parameter[2] === '?') return null;
        throw new Error(`${path} needs ${parameter[1]}`);
      }
      return encodeURIComponent(value);
    })
    .filter((segment) => segment !== null)
    .join('/');
  return filled === '' ? '/' : filled;
}

/** `path` with the query `params`, leaving out the `?` when there is none. */
export function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}

/** A parameter's text, trimmed; '' when it is missing. */
export function textParam(params: URLSearchParams, name: string): string {
  return params.get(name)?.trim() ?? '';
}
