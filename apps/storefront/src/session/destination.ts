/** The query parameter that carries where a visitor was going when sent to /login (`/login?next=%2Fcard`). */
export const NEXT_PARAM = 'next';

/** Pages a visitor is never sent back to after signing in: they would only send the visitor on again. */
const accountPages = new Set(['/login', '/register']);

/**
 * Where to go after signing in: `next` when it is a path of this shop, or null for the home page. Anything
 * else — another site (`https://…`, `//evil.example`, `/\evil.example`), a `javascript:` address, the login
 * and register pages themselves, or the home page (its own document, see homeHref.ts) — gives null, so a
 * crafted link cannot send a shopper elsewhere after they typed their password.
 */
export function safeNextPath(next: string | null, origin: string): string | null {
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (url.pathname === '/' || accountPages.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The login page's address that brings the visitor back to `path` (with its query) afterwards — the one way
 * every page builds it (`/login?next=%2Fcard`). Encoded with URLSearchParams because the login page reads
 * `next` with URLSearchParams (useContinueWhenSignedIn), so whatever the path holds (`?`, `&`, `#`, `+`,
 * spaces) comes back exactly as it was, and withNext keeps the same form between login and register.
 */
export function loginHrefFor(path: string): string {
  const params = new URLSearchParams({ [NEXT_PARAM]: path });
  return `/login?${params.toString()}`;
}

/** The same page with the same `next`, so a visitor switching from login to register keeps their way back. */
export function withNext(page: '/login' | '/register', next: string | null): string {
  if (next === null) return page;
  return `${page}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}
