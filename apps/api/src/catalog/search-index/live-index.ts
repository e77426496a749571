import { type Database, RESYNC } from '../../db/database';
import { CATALOG_CHANGES, isSyncToken, shownChanges, syncToken } from '../catalog-changes';
import { type PlanOptions, planSearch, type SearchPlan } from '../search-terms';
import { CatalogIndex, INDEXED_COLUMNS, type IndexedRow } from './catalog-index';
import { CatalogueWords } from './catalogue-words';
import { parseTsvector } from './ts-rank';

/** Products read per statement while building, so a million never sit in memory as rows at once. */
const BUILD_BATCH = 20_000;
/** Search plans kept; dropped when the catalogue's words change. */
const PLAN_CACHE_SIZE = 5_000;
/** The longest caughtUp() waits for its own notification. */
const BARRIER_TIMEOUT_MS = 2_000;
/** Rebuild once this share of slots belongs to products that changed since the build. */
const REBUILD_DEAD_SHARE = 0.25;

export interface BuildFigures {
  products: number;
  milliseconds: number;
}

/**
 * One instance's index of the catalogue, kept current: built from the database, then following
 * catalog_changes. Until the first build is done `current` is null and listings use the SQL path
 * (product-query.ts), which answers the same, only slower.
 */
export class LiveCatalogIndex {
  current: CatalogIndex | null = null;
  /** catalog_words and the categories' words, for planning search texts without a statement. */
  words: CatalogueWords | null = null;
  lastBuild: BuildFigures | null = null;
  private readonly plans = new Map<string, SearchPlan | null>();
  private readonly changed = new Set<string>();
  /** Products changed while a build runs: the build may have read them before the change. */
  private readonly changedDuringBuild = new Set<string>();
  /** The categories changed while a build runs: it may have read them before the change. */
  private categoriesChangedDuringBuild = false;
  private flushing: Promise<void> | null = null;
  /** The categories read again after a 'categories' notification: settled() waits for it like a flush. */
  private loadingCategories: Promise<void> | null = null;
  private rebuilding: Promise<void> | null = null;
  private rebuildAgain = false;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly barriers = new Map<string, () => void>();
  private readonly appliedListeners = new Set<() => void>();
  private barrierCount = 0;
  private stopped = false;
  private starting: Promise<void> | null = null;

  /** @param keptRowBytes heap for the rows of products shown lately (SEARCH_INDEX_ROWS_MB). */
  constructor(
    private readonly db: Database,
    private readonly keptRowBytes?: number,
  ) {}

  /** Listens first, so a change made while the index is built is applied after it. */
  start(): Promise<void> {
    this.starting ??= (async () => {
      this.unlisten = await this.db.listen(CATALOG_CHANGES, (payload) => this.onChange(payload));
      await this.rebuild();
    })();
    return this.starting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const release of this.barriers.values()) release();
    await this.unlisten?.();
    this.unlisten = null;
    await Promise.allSettled([this.rebuilding, this.flushing]);
  }

  /** Resolves once every change heard so far is in the index (tests wait on it). */
  async settled(): Promise<void> {
    while (this.rebuilding || this.flushing || this.loadingCategories) {
      await Promise.allSettled([this.rebuilding, this.flushing, this.loadingCategories]);
    }
  }

  /**
   * Resolves once every change committed before the call is in the index: a notification of its own
   * comes after every earlier commit's (PostgreSQL delivers them in commit order). A write this instance
   * made (a review) waits on it, so the shopper sees the change on their next page; tests do too.
   */
  async caughtUp(): Promise<void> {
    // Until it listens the index has heard nothing, and a listing answered meanwhile from SQL would be
    // cached and then cleared when the first build arrives: catching up starts with the start.
    await this.starting?.catch(() => undefined);
    if (!this.unlisten) return;
    const token = syncToken(`${process.pid}:${++this.barrierCount}`);
    const heard = new Promise<void>((resolve) => this.barriers.set(token, resolve));
    await this.db.query('SELECT pg_notify($1, $2)', [CATALOG_CHANGES, token]);
    // A listening connection lost meanwhile never hears it; the rebuild that follows covers the change.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([heard, new Promise((resolve) => (timer = setTimeout(resolve, BARRIER_TIMEOUT_MS)))]);
    clearTimeout(timer);
    this.barriers.delete(token);
    await this.settled();
  }

  /**
   * planSearch's plan, remembered per text until the catalogue's words change: worked out from the words
   * in memory (catalogue-words.ts), or by its statement for a text whose words PostgreSQL must cut.
   */
  async plan(text: string, options: PlanOptions = {}): Promise<SearchPlan | null> {
    const key = JSON.stringify([text, options.minPrefix ?? null, options.lastWordUnfinished ?? false]);
    if (this.plans.has(key)) {
      const plan = this.plans.get(key) ?? null;
      // Map keeps insertion order: moving the entry to the end makes the first one the least recent.
      this.plans.delete(key);
      this.plans.set(key, plan);
      return plan;
    }
    const generation = this.current;
    const inMemory = this.words?.plan(text, options);
    const plan = inMemory !== undefined ? inMemory : await planSearch(this.db, text, options);
    if (generation === this.current) {
      this.plans.set(key, plan);
      if (this.plans.size > PLAN_CACHE_SIZE) this.plans.delete(this.plans.keys().next().value ?? '');
    }
    return plan;
  }

  /**
   * Calls fn each time changes heard have been applied to the index (changed products read again, a build
   * swapped in, the categories reloaded), until the returned function is called. Cached answers computed
   * from the index before then are out of date (catalog-answers.ts).
   */
  onApplied(fn: () => void): () => void {
    this.appliedListeners.add(fn);
    return () => this.appliedListeners.delete(fn);
  }

  private applied(): void {
    for (const fn of this.appliedListeners) fn();
  }

  private onChange(payload: string): void {
    if (this.stopped) return;
    if (isSyncToken(payload)) {
      this.barriers.get(payload)?.();
      this.barriers.delete(payload);
      return;
    }
    // Only the products' rows changed (their stock, say): the index forgets those it keeps, and that is all.
    const shown = shownChanges(payload);
    if (shown) {
      const kept = this.current?.keptProducts;
      if (shown === '*') kept?.clear();
      else for (const id of shown) kept?.forget(id);
      this.applied();
      return;
    }
    if (payload === '*' || payload === RESYNC) {
      // The rows kept are forgotten now rather than with the old index once the new one is built (seconds,
      // or a minute at a million products): what changed, or was announced while not listening, is unknown.
      this.current?.keptProducts.clear();
      void this.rebuild();
      return;
    }
    if (payload === 'categories') {
      if (this.rebuilding) this.categoriesChangedDuringBuild = true;
      this.plans.clear();
      const loading = this.loadCategories()
        .catch((error: unknown) => {
          console.error('search index: could not read the categories, rebuilding', error);
          void this.rebuild();
        })
        .finally(() => {
          if (this.loadingCategories === loading) this.loadingCategories = null;
          this.plans.clear();
          this.applied();
        });
      this.loadingCategories = loading;
      return;
    }
    for (const id of payload.split(',')) {
      if (!id) continue;
      this.changed.add(id);
      if (this.rebuilding) this.changedDuringBuild.add(id);
    }
    this.flushing ??= this.flush().finally(() => {
      this.flushing = null;
      if (this.changed.size > 0 && this.current && !this.stopped) this.onChange('');
    });
  }

  /** Reads the changed products again; one that is gone leaves the index. */
  private async flush(): Promise<void> {
    await Promise.resolve();
    const index = this.current;
    if (!index) return; // kept in `changed` until the first build is in place
    const ids = [...this.changed];
    this.changed.clear();
    if (ids.length === 0) return;
    try {
      const { rows } = await this.db.query<IndexedRow>(
        `SELECT ${INDEXED_COLUMNS} FROM products p WHERE p.id = ANY ($1::uuid[])`,
        [ids],
      );
      const words = index.vocabularySize;
      for (const id of ids) index.remove(id);
      for (const row of rows) index.put(row);
      const added = await this.words?.addFromTable(
        this.db,
        rows.flatMap((row) => parseTsvector(row.search).map((entry) => entry.lexeme)),
      );
      if (index.vocabularySize !== words || added) this.plans.clear();
      this.applied();
    } catch (error) {
      console.error('search index: could not read changed products, rebuilding', error);
      void this.rebuild();
      return;
    }
    if (index.deadShare > REBUILD_DEAD_SHARE) void this.rebuild();
  }

  private async loadCategories(): Promise<void> {
    const { rows } = await this.db.query<{ id: string; name: string; slug: string }>(
      'SELECT id, name, slug FROM categories ORDER BY position, name',
    );
    this.current?.setCategories(rows);
    await this.words?.loadCategories(this.db);
  }

  /** Builds a new index and swaps it in; a rebuild asked for meanwhile runs once this one is done. */
  private rebuild(): Promise<void> {
    if (this.rebuilding) {
      this.rebuildAgain = true;
      return this.rebuilding;
    }
    this.rebuilding = this.build()
      .catch((error: unknown) => {
        console.error('search index: build failed; listings use SQL until the next change', error);
      })
      .finally(() => {
        this.rebuilding = null;
        if (this.rebuildAgain && !this.stopped) {
          this.rebuildAgain = false;
          void this.rebuild();
        }
      });
    return this.rebuilding;
  }

  private async build(): Promise<void> {
    const started = performance.now();
    // Changes heard from here on are applied to the new index once it is in place.
    const { rows: locale } = await this.db.query<{ ctype: string }>(
      'SELECT datctype AS ctype FROM pg_database WHERE datname = current_database()',
    );
    const ctype = locale[0]?.ctype ?? '';
    const index = new CatalogIndex({
      localeLetters: ctype !== 'C' && ctype !== 'POSIX',
      keptRowBytes: this.keptRowBytes,
    });
    this.changedDuringBuild.clear();
    this.categoriesChangedDuringBuild = false;
    const { rows: categories } = await this.db.query<{ id: string; name: string; slug: string }>(
      'SELECT id, name, slug FROM categories ORDER BY position, name',
    );
    index.setCategories(categories);
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      if (this.stopped) return;
      const { rows } = await this.db.query<IndexedRow>(
        `SELECT ${INDEXED_COLUMNS} FROM products p WHERE p.id > $1 ORDER BY p.id LIMIT $2`,
        [after, BUILD_BATCH],
      );
      for (const row of rows) index.put(row);
      const last = rows.at(-1);
      if (!last || rows.length < BUILD_BATCH) break;
      after = last.id;
    }
    index.seal();
    // Read after the products: a word a change added meanwhile arrives with its product's notification.
    const words = await CatalogueWords.load(this.db);
    this.current = index;
    this.words = words;
    this.plans.clear();
    this.lastBuild = { products: index.size, milliseconds: Math.round(performance.now() - started) };
    for (const id of this.changedDuringBuild) this.changed.add(id);
    this.changedDuringBuild.clear();
    if (this.categoriesChangedDuringBuild) {
      this.categoriesChangedDuringBuild = false;
      this.onChange('categories');
    }
    this.applied();
    if (this.changed.size > 0) this.onChange('');
  }
}

// One per database, like the catalogue's recent answers: the routes of one app share it.
const indexes = new WeakMap<Database, LiveCatalogIndex>();

export function liveIndexOf(db: Database): LiveCatalogIndex | undefined {
  return indexes.get(db);
}

/** Starts an instance's index; listings use it once built (see LiveCatalogIndex). */
export function startCatalogIndex(db: Database, keptRowBytes?: number): LiveCatalogIndex {
  let live = indexes.get(db);
  if (!live) {
    live = new LiveCatalogIndex(db, keptRowBytes);
    indexes.set(db, live);
    live.start().catch((error: unknown) => {
      console.error('search index: could not start; listings use SQL', error);
    });
  }
  return live;
}

export async function stopCatalogIndex(db: Database): Promise<void> {
  const live = indexes.get(db);
  indexes.delete(db);
  await live?.stop();
}
