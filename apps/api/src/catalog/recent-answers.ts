export interface RecentAnswersOptions {
  /** An answer younger than this is served as it is. */
  freshMs: number;
  /**
   * An older answer, up to this age, is still served at once while a fresh one is computed in the
   * background; beyond it the caller waits for a fresh answer.
   */
  staleMs: number;
  /**
   * Answers are renewed in the background one at a time, starting at most this often, so that renewing
   * never crowds out the requests that must wait for the database.
   */
  renewEveryMs: number;
  /** The least recently used answers are forgotten beyond this many. */
  maxEntries: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * Recent answers of one read-only query, by key, kept in memory (stale-while-revalidate).
 *
 * Why: the catalogue pages are the most requested answers of the shop and change rarely, while the
 * embedded database serves one query at a time, so every visitor waiting on the same listing would queue
 * behind the others. Serving a listing that is a few seconds old is acceptable (the product page, the
 * cart and checkout always read the database); a write that changes what they show clears them on every
 * instance (followCatalogChanges in catalog-answers.ts).
 */
export class RecentAnswers<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T>>();
  /** Bumped by clear(), so a computation started before it cannot store what it read. */
  private generation = 0;
  private renewing = false;
  private lastRenewal = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;
  /** Requests answered from memory (fresh or stale) and requests that waited for a computation. */
  private lookups = { hits: 0, misses: 0 };

  constructor(private readonly options: RecentAnswersOptions) {
    this.now = options.now ?? Date.now;
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry && age < this.options.staleMs) {
      // Most recently used goes last, so the first key is the one to forget.
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (age >= this.options.freshMs) this.renew(key, compute);
      this.lookups.hits += 1;
      return entry.value;
    }
    this.lookups.misses += 1;
    return this.compute(key, compute);
  }

  /** Forgets every answer, e.g. after a write that changes what they show. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /** How many requests were answered from memory and how many were not, since the start (for /metrics). */
  get counts(): { hits: number; misses: number } {
    return { ...this.lookups };
  }

  get size(): number {
    return this.entries.size;
  }

  private renew(key: string, compute: () => Promise<T>): void {
    const now = this.now();
    if (this.renewing || this.pending.has(key) || now - this.lastRenewal < this.options.renewEveryMs) return;
    this.renewing = true;
    this.lastRenewal = now;
    // A failed renewal keeps the answer there is; a later request tries again.
    this.compute(key, compute)
      .catch(() => undefined)
      .finally(() => {
        this.renewing = false;
      });
  }

  /** One computation per key at a time: callers arriving meanwhile share it. */
  private compute(key: string, compute: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const started = this.now();
    const promise = compute().then(
      (value) => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
        if (generation === this.generation) this.store(key, value, started);
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  private store(key: string, value: T, storedAt: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
