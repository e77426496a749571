/**
 * Where a signed-out visitor of a customer page is sent: /login, keeping the page they were going to so that
 * signing in brings them back (SPEC.md §5, DESIGN.md §4). Used by the checkout and payment pages.
 */
export function signInHref(location: { pathname: string; search: string }): string {
  return `/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
