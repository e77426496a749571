import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/database';
import { PRODUCT_COLUMNS, PRODUCT_SOURCE, type Product, type ProductRow, toProduct } from '../product-row';

/**
 * The rows of products shown lately (listings' pages and suggestions), so a page the index has worked out
 * is answered without a statement for products shown a moment ago. Reading the page's twelve rows was most
 * of a listing's cost once the index chose them: on PGlite its decoding took over 40% of the process's time
 * under the shoppers' mix, and on PostgreSQL the round trip's socket writes and the rows' arrays a quarter.
 * Suggestions are asked on every keystroke and lean on the best-rated products: the statement for six rows
 * was half of each one's cost.
 *
 * Held by the search index, which forgets a product's row when it hears that anything a row shows changed
 * (catalog-changes.ts: the product, its stock, its shop's name) and every row when the categories or many
 * products change, so a row is never older than the index's own view. A row read before such a change is
 * not kept after it (`mark`). The rows held take at most `budgetBytes` of heap (as rowBytes estimates it:
 * descriptions differ in length, so a count would not bound the memory), the least recently shown going
 * first. Counts hits and misses for /metrics.
 */
export class KeptProducts {
  // lru-cache keeps recency in typed arrays: a hit does not move the entry in a Map by delete and set, which
  // by hand was 3% of a listing's CPU under load.
  private readonly rows: LRUCache<string, Product>;
  private changes = 0;
  hits = 0;
  misses = 0;

  constructor(readonly budgetBytes: number) {
    const budget = Math.max(1, Math.floor(budgetBytes));
    this.rows = new LRUCache({
      maxSize: budget,
      sizeCalculation: rowBytes,
      // lru-cache sizes its arrays by `max`: no more rows than the smallest fit in the budget.
      max: Math.max(1, Math.ceil(budget / ROW_OVERHEAD_BYTES)),
    });
  }

  /** The heap the rows held take, as rowBytes estimates it. */
  get bytes(): number {
    return this.rows.calculatedSize;
  }

  get size(): number {
    return this.rows.size;
  }

  /** A mark of what the index has heard so far: pass it to `keep` with rows read after taking it. */
  get mark(): number {
    return this.changes;
  }

  get(id: string): Product | undefined {
    const row = this.rows.get(id);
    if (row) this.hits++;
    else this.misses++;
    return row;
  }

  keep(id: string, row: Product, mark: number): void {
    // A row larger than the whole budget is not kept (lru-cache would refuse it with a warning).
    if (mark === this.changes && rowBytes(row) <= this.budgetBytes) this.rows.set(id, row);
  }

  forget(id: string): void {
    this.changes++;
    this.rows.delete(id);
  }

  clear(): void {
    this.changes++;
    this.rows.clear();
  }
}

/**
 * What a kept row holds on the heap besides its text: the frozen object, its images' array, the numbers and
 * the cache's entry. Measured on the seeded catalogue at 100,000 products: 1.31 KB of heap a row, with
 * 20,000 or 80,000 rows kept (the heap with them, less the heap once they were cleared), of which their
 * strings as counted here take about 980 bytes.
 */
const ROW_OVERHEAD_BYTES = 330;
/** A string's header on the heap. */
const STRING_HEADER_BYTES = 16;
/** A character outside Latin-1 makes V8 keep the whole string with two bytes a character. */
const BEYOND_LATIN1 = /[\u0100-\uffff]/;

const stringBytes = (text: string) => STRING_HEADER_BYTES + text.length * (BEYOND_LATIN1.test(text) ? 2 : 1);

/** About the heap a kept row takes: its strings (one byte a character, two beyond Latin-1) and the rest. */
export function rowBytes(product: Product): number {
  let bytes = ROW_OVERHEAD_BYTES;
  for (const value of Object.values(product)) {
    if (typeof value === 'string') bytes += stringBytes(value);
    else if (Array.isArray(value)) for (const item of value) bytes += stringBytes(String(item));
  }
  return bytes;
}

/**
 * SEARCH_INDEX_ROWS_MB's default: at 1.3 KB a row, about 50,000 rows, half of a 100,000-product catalogue.
 */
export const DEFAULT_KEPT_ROWS_MB = 64;

/** `$1, $2, … $n`. */
const placeholders = (count: number) => Array.from({ length: count }, (_, i) => `$${i + 1}`).join(', ');

/**
 * The products with these ids, in this order: those shown lately from the rows kept, the others read (one
 * deleted since the index chose it is left out).
 */
export async function productsById(db: Queryable, ids: string[], kept: KeptProducts): Promise<Product[]> {
  const found = ids.map((id) => kept.get(id));
  const missing = ids.filter((_, at) => found[at] === undefined);
  if (missing.length > 0) {
    const mark = kept.mark;
    // A list of parameters rather than `= ANY ($1::uuid[])`: planned as a few primary-key probes, it took
    // 2.6 ms on PGlite at 100k where the array took 4.3 (scratch measurement, side by side, load 10).
    // Named, so PostgreSQL plans it once per connection and count rather than on every request.
    const { rows } = await db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_SOURCE} WHERE p.id IN (${placeholders(missing.length)})`,
      missing,
      { name: `products-by-id-${missing.length}` },
    );
    for (const row of rows) {
      // Frozen: the same object answers many requests, none of which may change it for the others.
      Object.freeze(row.images);
      const product = Object.freeze(toProduct(row));
      kept.keep(row.id, product, mark);
      for (let at = 0; at < ids.length; at++) if (ids[at] === row.id) found[at] = product;
    }
  }
  return found.filter((product) => product !== undefined);
}
