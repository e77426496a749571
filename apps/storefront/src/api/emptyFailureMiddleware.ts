import type { ApiClient } from '@bazaar/api-client';

/** A middleware of the typed client (openapi-fetch's), named through the client so no extra import is needed. */
type ClientMiddleware = Parameters<ApiClient['use']>[0];

function isContractError(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string';
}

/**
 * Gives every failed answer the contract's error body (`{ "error": … }`). A proxy's 502 (or any failure the
 * API did not write) comes with an empty or HTML body, which the typed client hands back as neither data nor
 * error; here it becomes `{ "error": "" }`, with its status and headers kept, so every call has data or an
 * error and an empty `error` means "no words from the server" (src/api/result.ts gives the shop's own).
 */
export function emptyFailureMiddleware(): ClientMiddleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return undefined;
      const text = await response.clone().text();
      try {
        if (isContractError(JSON.parse(text))) return undefined;
      } catch {
        // Not JSON: an HTML error page or nothing at all.
      }
      const headers = new Headers(response.headers);
      headers.set('Content-Type', 'application/json');
      headers.delete('Content-Length');
      headers.delete('Content-Encoding');
      return new Response(JSON.stringify({ error: '' }), {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  };
}
