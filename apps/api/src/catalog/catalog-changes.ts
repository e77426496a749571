/**
 * The channel every write that changes what the catalogue shows is announced on, so that every instance
 * updates its search index and forgets its recent answers (docs/operations.md "Scale"). A NOTIFY is
 * delivered only when its transaction commits, and to every connection listening, on this instance or any
 * other, in commit order. Every payload is sent by the triggers of migrations 008–010, whoever writes:
 * - products' ids, comma-separated, or '*' for many, or 'categories': what listings filter, sort and search
 *   on changed (a price, a rating after a review, a new product, a name);
 * - `shown:` and products' ids, or `shown:*`: only something the products' rows show changed (their stock
 *   after an order, pictures, a shop's name); the search index forgets the rows it keeps of them
 *   (kept-products.ts), cached answers are cleared;
 * - `sync:…`: a barrier the search index sends itself (LiveCatalogIndex.caughtUp); it changes nothing.
 */
export const CATALOG_CHANGES = 'catalog_changes';

const SHOWN_PREFIX = 'shown:';
const SYNC_PREFIX = 'sync:';

export function syncToken(id: string): string {
  return `${SYNC_PREFIX}${id}`;
}

/** A barrier of the search index rather than a change. */
export function isSyncToken(payload: string): boolean {
  return payload.startsWith(SYNC_PREFIX);
}

/** The products whose shown rows a payload says changed, '*' for all of them; null for another payload. */
export function shownChanges(payload: string): string[] | '*' | null {
  if (!payload.startsWith(SHOWN_PREFIX)) return null;
  const rest = payload.slice(SHOWN_PREFIX.length);
  return rest === '*' ? '*' : rest.split(',').filter((id) => id !== '');
}
