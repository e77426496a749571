/**
 * The home page is its own light entry (index.html), outside the routed app (app.html), so that `/` loads
 * only what it shows (docs/architecture.md). Links to it load the document; everything else stays routed.
 */
export function isHomeHref(href: string): boolean {
  const path = href.split(/[?#]/)[0];
  return path === '/' || path === '';
}

/** Leaves the routed app for the home page, e.g. after signing in or after a payment. */
export function goHome(): void {
  window.location.assign('/');
}
