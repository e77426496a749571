import type { Queryable } from '../db/database';

/**
 * The channel every write that changes what the catalogue shows is announced on, so that every instance
 * updates its search index and forgets its recent answers (docs/operations.md "Scale"). A NOTIFY is
 * delivered only when its transaction commits, and to every connection listening, on this instance or any
 * other, in commit order. Payloads:
 * - products' ids, comma-separated, or '*' for many, or 'categories': sent by migration 008's triggers when
 *   what listings filter, sort and search on changes (a price, a rating after a review, a new product);
 * - STOCK_CHANGED: sent by the modules that change stock (an order placed, the unpaid-order sweep);
 *   the search index holds no stock and ignores it, cached answers show stock and are cleared;
 * - `sync:…`: a barrier the search index sends itself (LiveCatalogIndex.caughtUp); it changes nothing.
 */
export const CATALOG_CHANGES = 'catalog_changes';

export const STOCK_CHANGED = 'stock';

const SYNC_PREFIX = 'sync:';

export function syncToken(id: string): string {
  return `${SYNC_PREFIX}${id}`;
}

/** A barrier of the search index rather than a change. */
export function isSyncToken(payload: string): boolean {
  return payload.startsWith(SYNC_PREFIX);
}

/**
 * Announces, with the transaction `tx` (delivered only if it commits), that some product's stock changed.
 * PostgreSQL folds identical notifications of one transaction into one, so calling it once per product
 * costs nothing more.
 */
export async function notifyStockChanged(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [CATALOG_CHANGES, STOCK_CHANGED]);
}
