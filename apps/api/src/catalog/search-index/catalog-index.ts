import type { SearchOperand, SearchWord } from '../search-terms';
import { DEFAULT_KEPT_ROWS_MB, KeptProducts } from './kept-products';
import { PostingList, ScoreTable } from './posting-list';
import { PriceCounts } from './price-counts';
import { SimilarNames } from './similar-names';
import { addEntry, byteOrder, entryScore, finishRank, parseTsvector } from './ts-rank';

/**
 * What listings and search need of every product, held in memory so a request costs no database work
 * but reading its page's rows (search-index/indexed-query.ts). PostgreSQL stays the source of truth: the
 * index is built from it at start and follows it through change notifications (catalog-changes.ts).
 *
 * Hand-written rather than built on a search library: search must answer exactly as the SQL path does
 * (ts_rank order, the trigram corrections planned by search-terms.ts, category words), and Orama or
 * MiniSearch rank by BM25 with their own typo rules, so their answers could not equal it.
 *
 * Products live in slots numbered in the order they were read. A product that changes is given a new
 * slot and its old one is marked dead, so posting lists only ever grow at their end and stay sorted; the
 * index is rebuilt when dead slots pile up.
 */
export interface CategoryEntry {
  id: string;
  name: string;
  slug: string;
}

export type IndexedRow = {
  id: string;
  category_id: string;
  selling_price: number;
  rating: number;
  review_count: number;
  /** Microseconds since 1970: timestamptz keeps microseconds, and newest-first ties on them. */
  created_us: number;
  search: string;
  /** For names similar to a text whose words the catalogue does not know (similar-names.ts). */
  name: string;
};

/** The columns the index reads, for a statement over `products p`. */
export const INDEXED_COLUMNS = `p.id, p.category_id, p.selling_price, p.rating, p.review_count,
  (extract(epoch FROM p.created_at) * 1000000)::bigint AS created_us, p.search::text AS search, p.name`;

export type ListingOrder = 'relevance' | 'newest' | 'low-to-high' | 'high-to-low';

export interface IndexQuery {
  /** null: every category. */
  categoryId: string | null;
  /** "r and up"; 0 is any. */
  rating: number;
  lowPrice: number | undefined;
  highPrice: number | undefined;
  /** null: browsing without search text. */
  words: SearchWord[] | null;
  order: ListingOrder;
  offset: number;
  limit: number;
}

type BrowseOrder = Exclude<ListingOrder, 'relevance'>;
/** The orders kept sorted: browsing's, and suggestions' best rated first. */
type KeptOrder = BrowseOrder | 'suggested';
const KEPT_ORDERS: KeptOrder[] = ['newest', 'low-to-high', 'high-to-low', 'suggested'];

/** Slots in one order: an array with room to insert, as a product that changes takes a new slot. */
class SlotOrder {
  slots: Int32Array = new Int32Array(0);
  length = 0;

  reset(slots: Int32Array): void {
    this.slots = slots;
    this.length = slots.length;
  }

  insert(slot: number, before: (a: number, b: number) => number): void {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(this.slots[middle] ?? 0, slot) < 0) low = middle + 1;
      else high = middle;
    }
    if (this.length === this.slots.length) {
      const wider = new Int32Array(Math.max(16, this.length * 2));
      wider.set(this.slots);
      this.slots = wider;
    }
    this.slots.copyWithin(low + 1, low, this.length);
    this.slots[low] = slot;
    this.length++;
  }
}

/** The filter panel's counts (openapi.yaml ProductFacets), as numbers the listing turns into its answer. */
export interface FacetCounts {
  categories: Array<{ name: string; slug: string; count: number }>;
  /** Products rated at least 4, 3, 2 and 1. */
  ratings: [number, number, number, number];
  prices: Array<{ low: number; high: number; count: number }>;
}

export interface FacetQuery {
  /** null: no category chosen; undefined: one was named that does not exist (it matches nothing). */
  categoryId: string | null | undefined;
  rating: number;
  lowPrice: number | undefined;
  highPrice: number | undefined;
  words: SearchWord[] | null;
}

export interface IndexAnswer {
  ids: string[];
  total: number;
}

/** What picks a listing's products among every product: its words and filters, and how many passed. */
interface ListingFilters {
  words: SearchWord[] | null;
  /** -1: every category; -2: one that does not exist. */
  chosen: number;
  rating: number;
  lowPrice: number | undefined;
  highPrice: number | undefined;
  count: number;
}

function sameFilters(a: ListingFilters, b: ListingFilters): boolean {
  return (
    a.words === b.words &&
    a.chosen === b.chosen &&
    a.rating === b.rating &&
    a.lowPrice === b.lowPrice &&
    a.highPrice === b.highPrice
  );
}

const INITIAL_CAPACITY = 1024;
/**
 * Suggestions read the kept order when matches² ≥ WALK_WHEN × limit × products (the walk's expected
 * length is limit × products ÷ matches steps, each a few times cheaper than a comparison), and give up
 * on it after WALK_STEPS_PER_MATCH steps per match, when the matches are bunched at the order's end.
 */
const WALK_WHEN = 1;
const WALK_STEPS_PER_MATCH = 8;

export interface IndexOptions {
  localeLetters?: boolean;
  keptRowBytes?: number;
}

export class CatalogIndex {
  private capacity = INITIAL_CAPACITY;
  private ids: string[] = [];
  private alive = new Uint8Array(INITIAL_CAPACITY);
  private category = new Int32Array(INITIAL_CAPACITY);
  private price = new Int32Array(INITIAL_CAPACITY);
  private rating = new Float64Array(INITIAL_CAPACITY);
  /** Whole stars, 0–4 (five counted as four), as the rating facet counts them. */
  private stars = new Uint8Array(INITIAL_CAPACITY);
  private reviews = new Int32Array(INITIAL_CAPACITY);
  private created = new Float64Array(INITIAL_CAPACITY);
  /** Scratch per slot: how many words a product matched so far, and its rank. */
  private hits = new Uint8Array(INITIAL_CAPACITY);
  /**
   * Scratch for the slots a request collects. Typed arrays rather than growing a JS array: on this
   * project's servers a push that grows an array cost 20–100 ns, several times the whole matching step.
   */
  private collected = new Int32Array(INITIAL_CAPACITY);
  private ranks = new Float64Array(INITIAL_CAPACITY);

  private slotOf = new Map<string, number>();
  private readonly scores = new ScoreTable();
  private postings = new Map<string, PostingList>();
  /** Lexemes found in product names, for suggestions (names carry weight A in products.search). */
  private namePostings = new Map<string, PostingList>();
  /** Every lexeme, in byte order, so a prefix finds its words by binary search. */
  private vocabulary: string[] = [];
  private nameVocabulary: string[] = [];
  private vocabularySorted = true;
  private categorySlots: number[][] = [];
  private categories: CategoryEntry[] = [];
  private categoryNumber = new Map<string, number>();
  private deadSlots = 0;
  /** Live products per category number, so browsing a category without filters needs no count. */
  private liveInCategory: number[] = [];
  /**
   * Every slot in each browsing order and in suggestions' order, kept sorted as products come and go
   * (dead slots are skipped).
   */
  private readonly orders: Record<KeptOrder, SlotOrder> = {
    newest: new SlotOrder(),
    'low-to-high': new SlotOrder(),
    'high-to-low': new SlotOrder(),
    suggested: new SlotOrder(),
  };
  private sealed = false;
  /** Prices by category and whole stars, for browsing's counts (price-counts.ts). */
  private readonly priceCounts = new PriceCounts();
  /**
   * The last words matched without a category, and their matches: a listing's facets and its page ask for
   * the same words one after the other (indexed-query.ts), and a plan's words are kept between requests
   * (live-index.ts), so the page reuses what the facets matched. Forgotten when the catalogue changes.
   */
  private lastMatch: { words: SearchWord[]; slots: Int32Array } | null = null;
  /**
   * The matches facets() found passing every filter, set aside at the front of `collected` as it
   * counted them, for the page that asks next with the same words and filters (query()): one pass over
   * the matches rather than two. Used once; forgotten when anything else writes `collected`.
   */
  private lastListed: ListingFilters | null = null;
  /** Each product's name lexemes, so suggestions can read the best-rated order and test each product. */
  private readonly nameLexemes = new SlotLexemes();
  /** Every product's name as its words, for names similar to a text (similar-names.ts). */
  private readonly similarNames: SimilarNames;
  /** Rows of products shown lately, forgotten as what they show changes. */
  readonly keptProducts: KeptProducts;
  /** Scratch for the prices the histogram counts. */
  private histogramPrices = new Int32Array(INITIAL_CAPACITY);

  /**
   * @param options.localeLetters the database's LC_CTYPE is not C or POSIX, so letters beyond ASCII make
   *   words for pg_trgm (similar-names.ts); assumed when not said.
   * @param options.keptRowBytes heap for the rows of products shown lately (kept-products.ts).
   */
  constructor(options: IndexOptions = {}) {
    this.similarNames = new SimilarNames(options.localeLetters ?? true);
    this.keptProducts = new KeptProducts(options.keptRowBytes ?? DEFAULT_KEPT_ROWS_MB * 1024 * 1024);
  }

  get size(): number {
    return this.slotOf.size;
  }

  get vocabularySize(): number {
    return this.postings.size;
  }

  /** Share of slots held by products that changed since the build. */
  get deadShare(): number {
    return this.ids.length === 0 ? 0 : this.deadSlots / this.ids.length;
  }

  setCategories(categories: CategoryEntry[]): void {
    this.lastMatch = null;
    this.lastListed = null;
    this.keptProducts.clear();
    this.categories = categories;
    for (const entry of categories) {
      if (!this.categoryNumber.has(entry.id)) {
        this.categoryNumber.set(entry.id, this.categorySlots.length);
        this.categorySlots.push([]);
      }
    }
  }

  /** The id of the category a request names, as findCategoryId (categories.ts) decides it. */
  findCategoryId(nameOrSlug: string): string | null {
    const lower = nameOrSlug.toLowerCase();
    let found: CategoryEntry | null = null;
    for (const entry of this.categories) {
      if (entry.name.toLowerCase() !== lower && entry.slug !== lower) continue;
      if (entry.name === nameOrSlug) return entry.id;
      found ??= entry;
    }
    return found?.id ?? null;
  }

  /** The categories with these ids, in menu order, at most `limit` of them. */
  categoriesAmong(ids: readonly string[], limit: number): Array<{ name: string; slug: string }> {
    const wanted = new Set(ids);
    return this.categories
      .filter((entry) => wanted.has(entry.id))
      .slice(0, limit)
      .map(({ name, slug }) => ({ name, slug }));
  }

  /** Adds a product, or replaces what the index knew of it. */
  put(row: IndexedRow): void {
    this.lastMatch = null;
    this.lastListed = null;
    this.remove(row.id);
    const slot = this.ids.length;
    if (slot === this.capacity) this.grow();
    let categoryNumber = this.categoryNumber.get(row.category_id);
    if (categoryNumber === undefined) {
      categoryNumber = this.categorySlots.length;
      this.categoryNumber.set(row.category_id, categoryNumber);
      this.categorySlots.push([]);
    }
    this.ids.push(row.id);
    this.slotOf.set(row.id, slot);
    this.alive[slot] = 1;
    this.category[slot] = categoryNumber;
    this.price[slot] = row.selling_price;
    this.rating[slot] = Number(row.rating);
    this.stars[slot] = Math.min(4, Math.floor(this.rating[slot] ?? 0));
    this.reviews[slot] = row.review_count;
    this.created[slot] = Number(row.created_us);
    this.similarNames.put(slot, row.name);
    this.categorySlots[categoryNumber]?.push(slot);
    this.priceCounts.add(categoryNumber, this.rating[slot] ?? 0, row.selling_price);
    this.liveInCategory[categoryNumber] = (this.liveInCategory[categoryNumber] ?? 0) + 1;
    if (this.sealed) for (const order of KEPT_ORDERS) this.orders[order].insert(slot, this.comparator(order));
    for (const { lexeme, weights } of parseTsvector(row.search)) {
      this.listOf(this.postings, this.vocabulary, lexeme, true).push(
        slot,
        this.scores.code(entryScore(weights)),
      );
      if (weights.includes('A')) {
        this.listOf(this.namePostings, this.nameVocabulary, lexeme, false).push(slot);
        this.nameLexemes.add(slot, lexeme);
      }
    }
  }

  remove(id: string): void {
    this.lastMatch = null;
    this.lastListed = null;
    this.keptProducts.forget(id);
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.alive[slot] = 0;
    const categoryNumber = this.category[slot] ?? 0;
    this.priceCounts.remove(categoryNumber, this.rating[slot] ?? 0, this.price[slot] ?? 0);
    this.liveInCategory[categoryNumber] = (this.liveInCategory[categoryNumber] ?? 1) - 1;
    this.slotOf.delete(id);
    this.deadSlots++;
  }

  /** Once a build has put every product: sorts the vocabulary and trims the lists. */
  seal(): void {
    const live = Int32Array.from(this.slotOf.values());
    for (const order of KEPT_ORDERS) this.orders[order].reset(live.slice().sort(this.comparator(order)));
    this.priceCounts.seal();
    this.sealed = true;
    this.sortVocabulary();
    for (const list of this.postings.values()) list.trim();
    for (const list of this.namePostings.values()) list.trim();
    this.nameLexemes.seal();
    this.similarNames.seal();
  }

  /** Bytes held by the typed arrays, the bulk of the index (ids and maps come on top). */
  get arrayBytes(): number {
    let bytes = this.capacity * (1 + 4 + 4 + 8 + 1 + 4 + 8 + 1 + 8);
    for (const order of KEPT_ORDERS) bytes += this.orders[order].slots.byteLength;
    for (const list of this.postings.values()) bytes += list.bytes;
    for (const list of this.namePostings.values()) bytes += list.bytes;
    return bytes + this.similarNames.arrayBytes + this.nameLexemes.arrayBytes;
  }

  query(request: IndexQuery): IndexAnswer {
    const chosen = request.categoryId === null ? -1 : (this.categoryNumber.get(request.categoryId) ?? -2);
    if (chosen === -2) return { ids: [], total: 0 };
    const { rating, lowPrice, highPrice } = request;
    if (request.words === null && request.order !== 'relevance' && this.sealed) {
      return this.browse(request, chosen);
    }
    const filters: ListingFilters = { words: request.words, chosen, rating, lowPrice, highPrice, count: 0 };
    // A view of the scratch, not a copy (for a broad word up to 120 kB of garbage a request): nothing
    // else writes it before the page is read.
    const matches = this.collected.subarray(0, this.filterMatches(filters));
    if (request.order === 'relevance' && request.words) this.rank(request.words, matches);
    const page = this.page(matches, request.order, request.offset, request.limit);
    return { ids: page.map((slot) => this.ids[slot] ?? ''), total: matches.length };
  }

  /**
   * The facets of a listing (openapi.yaml ProductFacets): each applies every filter but its own, over the
   * products matching the search text as it matches without a category. `bucketsOf` is priceBuckets of
   * @bazaar/domain, so both search paths cut the histogram alike.
   */
  facets(
    request: FacetQuery,
    bucketsOf: (min: number | null, max: number | null) => Array<{ low: number; high: number }>,
  ): FacetCounts {
    const chosen =
      request.categoryId === undefined
        ? -2
        : request.categoryId === null
          ? -1
          : (this.categoryNumber.get(request.categoryId) ?? -2);
    const { rating: minimum, lowPrice, highPrice } = request;
    if (request.words === null && this.sealed) {
      return this.browsingFacets(chosen, minimum, lowPrice, highPrice, bucketsOf);
    }
    const matches = request.words === null ? this.liveSlots() : this.matchesOf(request.words);
    const { perCategory, byStars, counted, min, max, listed } = this.tally(
      matches,
      chosen,
      minimum,
      lowPrice,
      highPrice,
    );
    const { words } = request;
    this.lastListed = { words, chosen, rating: minimum, lowPrice, highPrice, count: listed };
    const atLeast = (stars: number) => byStars.subarray(stars).reduce((sum, n) => sum + n, 0);
    const ratings: [number, number, number, number] = [atLeast(4), atLeast(3), atLeast(2), atLeast(1)];

    const buckets = counted === 0 ? [] : bucketsOf(min, max);
    const counts = new Int32Array(buckets.length);
    const first = buckets[0];
    const from = first?.low ?? 0;
    const width = first ? first.high - first.low : 0;
    const last = buckets.length - 1;
    const { histogramPrices } = this;
    for (let i = 0; i < counted; i++) {
      const at = width === 0 ? 0 : Math.min(last, Math.floor(((histogramPrices[i] ?? 0) - from) / width));
      counts[at] = (counts[at] ?? 0) + 1;
    }
    const prices = buckets.map((bucket, at) => ({ ...bucket, count: counts[at] ?? 0 }));
    return { categories: this.categoryCounts(perCategory), ratings, prices };
  }

  /**
   * One pass over the matches for facets(), each facet applying every filter but its own: products per
   * category, per whole star (0–4, five counted as four) and the prices the histogram counts. A plain loop
   * over typed arrays: a callback per match made it several times slower.
   */
  private tally(
    matches: Int32Array,
    chosen: number,
    minimum: number,
    lowPrice: number | undefined,
    highPrice: number | undefined,
  ) {
    const perCategory = new Int32Array(this.categorySlots.length);
    const byStars = new Int32Array(5);
    const { category, rating, stars, price: priceOf, histogramPrices, collected } = this;
    let listed = 0;
    const low = lowPrice ?? Number.NEGATIVE_INFINITY;
    const high = highPrice ?? Number.POSITIVE_INFINITY;
    let counted = 0;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < matches.length; i++) {
      const slot = matches[i] ?? 0;
      const number = category[slot] ?? 0;
      const price = priceOf[slot] ?? 0;
      const inCategory = chosen === -1 || number === chosen;
      const inRating = !minimum || (rating[slot] ?? 0) >= minimum;
      const inPrice = price >= low && price <= high;
      if (inRating && inPrice) perCategory[number] = (perCategory[number] ?? 0) + 1;
      if (!inCategory) continue;
      if (inPrice) {
        const whole = stars[slot] ?? 0;
        byStars[whole] = (byStars[whole] ?? 0) + 1;
      }
      if (inRating) {
        histogramPrices[counted++] = price;
        if (price < min) min = price;
        if (price > max) max = price;
        if (inPrice) collected[listed++] = slot;
      }
    }
    return { perCategory, byStars, counted, min, max, listed };
  }

  /** Every live product's slot. */
  private liveSlots(): Int32Array {
    const slots = new Int32Array(this.slotOf.size);
    let count = 0;
    for (let slot = 0; slot < this.ids.length; slot++) if (this.alive[slot] === 1) slots[count++] = slot;
    return slots.subarray(0, count);
  }

  /**
   * facets() without search text, counted from the prices kept by category and whole stars rather than by
   * visiting every product: the same counts, in time that does not grow with the catalogue.
   */
  private browsingFacets(
    chosen: number,
    minimum: number,
    lowPrice: number | undefined,
    highPrice: number | undefined,
    bucketsOf: (min: number | null, max: number | null) => Array<{ low: number; high: number }>,
  ): FacetCounts {
    const counts = this.priceCounts;
    const low = lowPrice ?? Number.NEGATIVE_INFINITY;
    const high = highPrice ?? Number.POSITIVE_INFINITY;
    const numbers = this.categorySlots.map((_, number) => number);
    const inCategory = chosen === -1 ? numbers : chosen >= 0 ? [chosen] : [];
    const perCategory = numbers.map((number) => counts.count(number, minimum, low, high));
    const rated = (stars: number) =>
      inCategory.reduce((sum, number) => sum + counts.count(number, stars, low, high), 0);
    const ratings: [number, number, number, number] = [rated(4), rated(3), rated(2), rated(1)];
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const number of inCategory) {
      const range = counts.range(number, minimum);
      if (range && range.min < min) min = range.min;
      if (range && range.max > max) max = range.max;
    }
    const buckets = min > max ? [] : bucketsOf(min, max);
    const first = buckets[0];
    const width = first ? first.high - first.low : 0;
    // A price's bucket is found as facets() finds it: by its distance from the first bucket's low end in
    // widths, the last bucket taking what lies beyond, and nothing below the first.
    // Prices are whole rupees, so [from, from + width) holds the same ones as [⌈from⌉, ⌈from + width⌉ − 1].
    const prices = buckets.map((bucket, at) => {
      const start = (first?.low ?? 0) + at * width;
      const from = width === 0 ? Number.NEGATIVE_INFINITY : Math.ceil(start);
      const last = width === 0 || at === buckets.length - 1;
      const to = last ? Number.POSITIVE_INFINITY : Math.ceil(start + width) - 1;
      let count = 0;
      if (width !== 0 || at === 0) {
        for (const number of inCategory) count += counts.count(number, minimum, from, to);
      }
      return { ...bucket, count };
    });
    return { categories: this.categoryCounts(perCategory), ratings, prices };
  }

  /** The categories with products counted, most first, then by name. */
  private categoryCounts(perCategory: ArrayLike<number>): FacetCounts['categories'] {
    return this.categories
      .map((entry) => ({
        name: entry.name,
        slug: entry.slug,
        count: perCategory[this.categoryNumber.get(entry.id) ?? -1] ?? 0,
      }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** The rank each of these products gets for the words, as ts_rank computes it (tests compare them). */
  relevance(words: SearchWord[], ids: string[]): number[] {
    const slots = Int32Array.from(ids, (id) => this.slotOf.get(id) ?? -1).filter((slot) => slot >= 0);
    this.rank(words, slots);
    return Array.from(slots, (slot) => this.ranks[slot] ?? 0);
  }

  /**
   * Suggestions: products whose name matches every word, best rated first (suggestions.ts orders the
   * same way), within a category when one is given.
   *
   * Typed so far, two or three letters match thousands of names: rather than rank them all, the matches
   * are marked and the kept best-rated order is read until the page is full. Few matches, or a walk that
   * finds its page too slowly (the matches all rated low), are ranked as they are.
   */
  suggest(words: SearchWord[], categoryId: string | null, limit: number): string[] {
    const chosen = categoryId === null ? -1 : (this.categoryNumber.get(categoryId) ?? -2);
    if (chosen === -2 || limit <= 0) return [];
    const nameOnly = words.map((word) => ({ ...word, categoryIds: [] }));
    const walked = this.walkSuggested(nameOnly, chosen, limit);
    if (walked) return walked.map((slot) => this.ids[slot] ?? '');
    let matches = this.matchWords(nameOnly, this.namePostings, this.nameVocabulary);
    if (chosen >= 0) matches = matches.filter((slot) => this.category[slot] === chosen);
    const toSlots = (slots: ArrayLike<number>) => Array.from(slots, (slot) => this.ids[slot] ?? '');
    // Reading the order costs a few nanoseconds a step and needs about limit × products ÷ matches steps;
    // ranking costs a comparison or more per match.
    if (matches.length * matches.length < WALK_WHEN * limit * this.slotOf.size)
      return toSlots(this.page(matches, 'suggested', 0, limit));
    const { hits } = this;
    for (const slot of matches) hits[slot] = 1;
    const found: number[] = [];
    const { slots, length } = this.orders.suggested;
    const steps = Math.min(length, matches.length * WALK_STEPS_PER_MATCH);
    let i = 0;
    for (; i < steps && found.length < limit; i++) {
      const slot = slots[i] ?? 0;
      if (hits[slot] === 1) found.push(slot);
    }
    for (const slot of matches) hits[slot] = 0;
    if (found.length < limit && i < length) return toSlots(this.page(matches, 'suggested', 0, limit));
    return toSlots(found);
  }

  /**
   * Suggestions for a text none of whose words the catalogue knows or can correct: products whose name is
   * word-similar to it, most similar first, then best rated (suggestions.ts orders the statement the same
   * way), within a category when one is given. Null when only the statement can tell (similar-names.ts).
   */
  suggestSimilar(text: string, categoryId: string | null, limit: number): string[] | null {
    const chosen = categoryId === null ? -1 : (this.categoryNumber.get(categoryId) ?? -2);
    if (chosen === -2 || limit <= 0) return [];
    const similar = this.similarNames.similarTo(text, (slot) => this.alive[slot] === 1);
    if (!similar) return null;
    const within = chosen >= 0 ? similar.filter(({ slot }) => this.category[slot] === chosen) : similar;
    const byRating = this.comparator('suggested');
    within.sort((a, b) => b.similarity - a.similarity || byRating(a.slot, b.slot));
    return within.slice(0, limit).map(({ slot }) => this.ids[slot] ?? '');
  }

  /** Whether some product's name is word-similar to the text; null when only the statement can tell. */
  hasNameSimilarTo(text: string): boolean | null {
    const similar = this.similarNames.similarTo(text, (slot) => this.alive[slot] === 1);
    return similar && similar.length > 0;
  }

  /**
   * Typed so far, two or three letters of one word match thousands of names: rather than mark every
   * match, the kept best-rated order is read and each product's name lexemes tested until the page is
   * full. Null when the word matches too few products for that to pay (the postings of its lexemes bound
   * the matches), or when the walk finds its page too slowly (the matches rated low, or outside the
   * category).
   */
  private walkSuggested(words: SearchWord[], chosen: number, limit: number): number[] | null {
    // One word: its postings bound its matches closely. Several: the bound (the fewest of any word's) is
    // loose, and a walk that gives up costs the matching it was meant to save.
    if (!this.sealed || words.length !== 1) return null;
    let bound = Number.POSITIVE_INFINITY;
    const expanded = words.map((word) => {
      const lexemes = this.expand(word.operands, this.nameVocabulary);
      let postings = 0;
      for (const lexeme of lexemes) postings += this.namePostings.get(lexeme)?.length ?? 0;
      bound = Math.min(bound, postings);
      return lexemes;
    });
    if (bound * bound < WALK_WHEN * limit * this.slotOf.size) return null;
    const { slots, length } = this.orders.suggested;
    const steps = Math.min(length, bound * WALK_STEPS_PER_MATCH);
    const found: number[] = [];
    const test = this.nameLexemes.tester(expanded);
    let i = 0;
    for (; i < steps && found.length < limit; i++) {
      const slot = slots[i] ?? 0;
      if (this.alive[slot] !== 1 || (chosen >= 0 && this.category[slot] !== chosen)) continue;
      if (test.matches(slot)) found.push(slot);
    }
    test.release();
    return found.length === limit || i === length ? found : null;
  }

  /**
   * Browsing without search text: the page is read off the order kept for it, and the walk stops at the
   * page's end (or once every match was seen). The total is the category's count without filters, and
   * counted from the prices by category and stars with them; a walk in price order starts at the first
   * price within the filter.
   */
  private browse(request: IndexQuery, chosen: number): IndexAnswer {
    const { rating, lowPrice, highPrice, offset, limit } = request;
    const order = this.orders[request.order as BrowseOrder];
    const filtered = Boolean(rating) || lowPrice !== undefined || highPrice !== undefined;
    const total = filtered
      ? this.countBrowsed(chosen, rating, lowPrice, highPrice)
      : chosen >= 0
        ? (this.liveInCategory[chosen] ?? 0)
        : this.slotOf.size;
    const end = Math.min(offset + limit, total);
    const page: number[] = [];
    let seen = 0;
    const { alive, category, price } = this;
    for (let i = this.firstInPriceRange(request); i < order.length && seen < end; i++) {
      const slot = order.slots[i] ?? 0;
      if (alive[slot] !== 1) continue;
      if (chosen >= 0 && category[slot] !== chosen) continue;
      if (filtered) {
        if (rating && (this.rating[slot] ?? 0) < rating) continue;
        const value = price[slot] ?? 0;
        if (lowPrice !== undefined && value < lowPrice) continue;
        if (highPrice !== undefined && value > highPrice) continue;
      }
      if (seen >= offset) page.push(slot);
      seen++;
    }
    return { ids: page.map((slot) => this.ids[slot] ?? ''), total };
  }

  /** Live products of the chosen category (or all) rated `rating` and up within the price range. */
  private countBrowsed(chosen: number, rating: number, lowPrice?: number, highPrice?: number): number {
    const low = lowPrice ?? Number.NEGATIVE_INFINITY;
    const high = highPrice ?? Number.POSITIVE_INFINITY;
    if (chosen >= 0) return this.priceCounts.count(chosen, rating, low, high);
    let total = 0;
    for (let number = 0; number < this.categorySlots.length; number++) {
      total += this.priceCounts.count(number, rating, low, high);
    }
    return total;
  }

  /** Where a walk of the order may start: before it, every price is outside the filter's range. */
  private firstInPriceRange({ order, lowPrice, highPrice }: IndexQuery): number {
    const { slots, length } = this.orders[order as BrowseOrder];
    const price = this.price;
    let outside: ((slot: number) => boolean) | null = null;
    if (order === 'low-to-high' && lowPrice !== undefined) outside = (slot) => (price[slot] ?? 0) < lowPrice;
    if (order === 'high-to-low' && highPrice !== undefined)
      outside = (slot) => (price[slot] ?? 0) > highPrice;
    if (!outside) return 0;
    let low = 0;
    let high = length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (outside(slots[middle] ?? 0)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * Puts the matches that pass the filters at the front of `collected` and gives back how many: those
   * facets() set aside for the same request, or filtered afresh in one plain loop (a callback per match
   * was most of a broad word's filtering).
   */
  private filterMatches(filters: ListingFilters): number {
    const last = this.lastListed;
    this.lastListed = null;
    if (last && sameFilters(last, filters)) return last.count;
    const { words, chosen, rating, lowPrice, highPrice } = filters;
    const { collected, category, price, rating: ratingOf } = this;
    const low = lowPrice ?? Number.NEGATIVE_INFINITY;
    const high = highPrice ?? Number.POSITIVE_INFINITY;
    let count = 0;
    if (!words) {
      // Relevance without search text, or an index still being built: rare, so the plain way.
      this.forEachLive(chosen, (slot) => {
        const value = price[slot] ?? 0;
        if ((!rating || (ratingOf[slot] ?? 0) >= rating) && value >= low && value <= high)
          collected[count++] = slot;
      });
      return count;
    }
    const matches = this.matchesOf(words);
    if (chosen === -1 && !rating && lowPrice === undefined && highPrice === undefined) {
      collected.set(matches);
      return matches.length;
    }
    for (let i = 0; i < matches.length; i++) {
      const slot = matches[i] ?? 0;
      if (chosen !== -1 && category[slot] !== chosen) continue;
      if (rating && (ratingOf[slot] ?? 0) < rating) continue;
      const value = price[slot] ?? 0;
      if (value >= low && value <= high) collected[count++] = slot;
    }
    return count;
  }

  /**
   * The live products matching the words in any category; a listing within a category keeps that
   * category's. They are the ones the words match with the category chosen, where a word naming it matches
   * all of it and a word naming another counts as text only (product-query.ts): a word matches every product
   * of the categories it names, the chosen one's included, and the products of another category are not in
   * the chosen one.
   */
  private matchesOf(words: SearchWord[]): Int32Array {
    if (this.lastMatch?.words !== words) {
      this.lastMatch = { words, slots: this.matchWords(words, this.postings, this.vocabulary) };
    }
    return this.lastMatch.slots;
  }

  /** Every live product, or every live product of one category. */
  private forEachLive(chosen: number, visit: (slot: number) => void): void {
    if (chosen >= 0) {
      for (const slot of this.categorySlots[chosen] ?? []) if (this.alive[slot] === 1) visit(slot);
      return;
    }
    for (let slot = 0; slot < this.ids.length; slot++) if (this.alive[slot] === 1) visit(slot);
  }

  /**
   * The live products that match every word: a word matches a product holding one of its lexemes (or a
   * lexeme its prefix starts), or any product of a category the word names.
   */
  private matchWords(
    words: SearchWord[],
    postings: Map<string, PostingList>,
    vocabulary: string[],
  ): Int32Array {
    this.lastListed = null;
    if (words.length === 0) return new Int32Array(0);
    const only = words.length === 1 ? this.onlyList(words[0], postings, vocabulary) : null;
    if (only) {
      // One word, one lexeme: its matches are its live postings, already in slot order.
      const matches = new Int32Array(only.length);
      let matched = 0;
      for (let i = 0; i < only.length; i++) {
        const slot = only.slots[i] ?? 0;
        if (this.alive[slot] === 1) matches[matched++] = slot;
      }
      return matched === only.length ? matches : matches.slice(0, matched);
    }
    const { hits, collected } = this;
    let touched = 0;
    for (let k = 0; k < words.length; k++) {
      const word = words[k];
      if (!word) continue;
      for (const lexeme of this.expand(word.operands, vocabulary)) {
        const list = postings.get(lexeme);
        if (list) touched = markSlots(hits, list.slots, list.length, k, collected, touched);
      }
      for (const id of word.categoryIds) {
        const number = this.categoryNumber.get(id);
        const slots = number === undefined ? undefined : this.categorySlots[number];
        if (slots) touched = markSlots(hits, slots, slots.length, k, collected, touched);
      }
    }
    // The matches are kept in place, at the front of the slots touched.
    let matched = 0;
    for (let i = 0; i < touched; i++) {
      const slot = collected[i] ?? 0;
      if (hits[slot] === words.length && this.alive[slot] === 1) collected[matched++] = slot;
      hits[slot] = 0;
    }
    return collected.slice(0, matched);
  }

  /** The posting list a word matches when it names no category and expands to one lexeme, else null. */
  private onlyList(
    word: SearchWord | undefined,
    postings: Map<string, PostingList>,
    vocabulary: string[],
  ): PostingList | null {
    if (!word || word.categoryIds.length > 0) return null;
    const lexemes = this.expand(word.operands, vocabulary);
    return lexemes.length === 1 ? (postings.get(lexemes[0] ?? '') ?? null) : null;
  }

  private expand(operands: readonly SearchOperand[], vocabulary: string[]): string[] {
    this.sortVocabulary();
    const lexemes: string[] = [];
    for (const { lexeme, prefix } of operands) {
      if (!prefix) {
        lexemes.push(lexeme);
        continue;
      }
      for (let i = lowerBound(vocabulary, lexeme); i < vocabulary.length; i++) {
        const word = vocabulary[i] ?? '';
        if (!word.startsWith(lexeme)) break;
        lexemes.push(word);
      }
    }
    return lexemes;
  }

  /** ts_rank(search, the OR of every word) for each match, into `ranks` (ts-rank.ts). */
  private rank(words: SearchWord[], matches: Int32Array): void {
    const ranks = this.ranks;
    // calc_rank_or visits the query's distinct operands in byte order.
    const operands = new Map<string, SearchOperand>();
    for (const word of words) for (const each of word.operands) operands.set(each.lexeme, each);
    const ordered = [...operands.values()].sort((a, b) => byteOrder(a.lexeme, b.lexeme));
    const only =
      words.length === 1 && ordered.length === 1
        ? this.onlyList(words[0], this.postings, this.vocabulary)
        : null;
    if (only && this.rankOneLexeme(only, matches)) return;
    const hits = this.hits;
    for (const slot of matches) {
      ranks[slot] = 0;
      hits[slot] = 1;
    }
    for (const operand of ordered) {
      for (const lexeme of this.expand([operand], this.vocabulary)) {
        const list = this.postings.get(lexeme);
        if (!list?.codes) continue;
        for (let i = 0; i < list.length; i++) {
          const slot = list.slots[i] ?? 0;
          if (hits[slot] === 1)
            ranks[slot] = addEntry(ranks[slot] ?? 0, this.scores.score(list.codes[i] ?? 0));
        }
      }
    }
    for (const slot of matches) {
      ranks[slot] = finishRank(ranks[slot] ?? 0, ordered.length);
      hits[slot] = 0;
    }
  }

  /**
   * rank() for one lexeme: each match's rank is its one entry's. A listing's matches are a part of the
   * lexeme's postings in the same slot order (matchWords), so one walk of both finds every entry; false
   * when the matches come in another order (relevance() asks in the caller's).
   */
  private rankOneLexeme(list: PostingList, matches: Int32Array): boolean {
    const { slots, codes, length } = list;
    if (!codes) return false;
    const { ranks, scores } = this;
    let at = 0;
    for (let i = 0; i < matches.length; i++) {
      const slot = matches[i] ?? 0;
      while (at < length && (slots[at] ?? 0) < slot) at++;
      if (slots[at] !== slot) return false;
      ranks[slot] = finishRank(addEntry(0, scores.score(codes[at] ?? 0)), 1);
    }
    return true;
  }

  /** The slots at [offset, offset + limit) in the listing's order, without sorting every match. */
  private page(
    matches: Int32Array,
    order: ListingOrder | 'suggested',
    offset: number,
    limit: number,
  ): number[] {
    const before = this.comparator(order);
    const wanted = offset + limit;
    if (limit === 0 || offset >= matches.length) return [];
    if (wanted * 4 >= matches.length) return Array.from(matches.sort(before).subarray(offset, wanted));
    return smallest(matches, wanted, before, this.leadingKey(order)).slice(offset);
  }

  /**
   * The first thing an order compares, as a number that is smaller for the earlier product: smallest()
   * passes over a match whose key alone puts it after the page, without calling the comparator (most
   * of a broad word's page was comparator calls).
   */
  private leadingKey(order: ListingOrder | 'suggested'): LeadingKey {
    switch (order) {
      case 'low-to-high':
        return { values: this.price, sign: 1 };
      case 'high-to-low':
        return { values: this.price, sign: -1 };
      case 'newest':
        return { values: this.created, sign: -1 };
      case 'relevance':
        return { values: this.ranks, sign: -1 };
      case 'suggested':
        return { values: this.rating, sign: -1 };
    }
  }

  private comparator(order: ListingOrder | 'suggested'): (a: number, b: number) => number {
    // Written out per order, reading the typed arrays directly: one generic accessor made every
    // comparison a megamorphic call and browsing ten times slower.
    const { ids, price, rating, reviews, created, ranks } = this;
    const byId = (a: number, b: number) => compareText(ids[a] ?? '', ids[b] ?? '');
    switch (order) {
      case 'low-to-high':
        return (a, b) => (price[a] ?? 0) - (price[b] ?? 0) || byId(a, b);
      case 'high-to-low':
        return (a, b) => (price[b] ?? 0) - (price[a] ?? 0) || byId(a, b);
      case 'newest':
        return (a, b) => (created[b] ?? 0) - (created[a] ?? 0) || byId(b, a);
      case 'relevance':
        return (a, b) =>
          (ranks[b] ?? 0) - (ranks[a] ?? 0) ||
          (rating[b] ?? 0) - (rating[a] ?? 0) ||
          (reviews[b] ?? 0) - (reviews[a] ?? 0) ||
          byId(a, b);
      case 'suggested':
        return (a, b) =>
          (rating[b] ?? 0) - (rating[a] ?? 0) || (reviews[b] ?? 0) - (reviews[a] ?? 0) || byId(a, b);
    }
  }

  private listOf(lists: Map<string, PostingList>, vocabulary: string[], lexeme: string, ranked: boolean) {
    let list = lists.get(lexeme);
    if (!list) {
      list = new PostingList(ranked);
      lists.set(lexeme, list);
      vocabulary.push(lexeme);
      this.vocabularySorted = false;
    }
    return list;
  }

  private sortVocabulary(): void {
    if (this.vocabularySorted) return;
    this.vocabulary.sort(byteOrder);
    this.nameVocabulary.sort(byteOrder);
    this.vocabularySorted = true;
  }

  private grow(): void {
    this.capacity *= 2;
    const widen = <T extends Uint8Array | Int32Array | Float64Array>(array: T, make: (n: number) => T): T => {
      const wider = make(this.capacity);
      wider.set(array);
      return wider;
    };
    this.alive = widen(this.alive, (n) => new Uint8Array(n));
    this.hits = widen(this.hits, (n) => new Uint8Array(n));
    this.collected = new Int32Array(this.capacity);
    this.category = widen(this.category, (n) => new Int32Array(n));
    this.price = widen(this.price, (n) => new Int32Array(n));
    this.reviews = widen(this.reviews, (n) => new Int32Array(n));
    this.rating = widen(this.rating, (n) => new Float64Array(n));
    this.stars = widen(this.stars, (n) => new Uint8Array(n));
    this.created = widen(this.created, (n) => new Float64Array(n));
    this.ranks = widen(this.ranks, (n) => new Float64Array(n));
    this.histogramPrices = widen(this.histogramPrices, (n) => new Int32Array(n));
  }
}

/**
 * Each slot's lexemes (as numbers), so one product can be tested against a search's words without the
 * posting lists. A word is held by a slot when one of its lexemes is among the word's expansion.
 */
class SlotLexemes {
  /** Words a test can tell apart: one bit each in a byte per lexeme. */
  static readonly MAX_WORDS = 8;
  private readonly numbers = new Map<string, number>();
  private start = new Int32Array(1024);
  private count = new Uint16Array(1024);
  private lexemes = new Int32Array(1024);
  private used = 0;
  /** Per lexeme number: the bits of the words of the test under way (zero between tests). */
  private bits = new Uint8Array(1024);

  get arrayBytes(): number {
    return this.start.byteLength + this.count.byteLength + this.lexemes.byteLength + this.bits.byteLength;
  }

  /** Adds a lexeme to a slot's; a slot's lexemes are added one after the other, before the next slot's. */
  add(slot: number, lexeme: string): void {
    let number = this.numbers.get(lexeme);
    if (number === undefined) {
      number = this.numbers.size;
      this.numbers.set(lexeme, number);
      if (number === this.bits.length) this.bits = widened(this.bits, (n) => new Uint8Array(n));
    }
    while (slot >= this.start.length) {
      this.start = widened(this.start, (n) => new Int32Array(n));
      this.count = widened(this.count, (n) => new Uint16Array(n));
    }
    if (this.count[slot] === 0) this.start[slot] = this.used;
    if (this.used === this.lexemes.length) this.lexemes = widened(this.lexemes, (n) => new Int32Array(n));
    this.lexemes[this.used++] = number;
    this.count[slot] = (this.count[slot] ?? 0) + 1;
  }

  seal(): void {
    this.lexemes = this.lexemes.slice(0, this.used);
  }

  /** A test of slots against words, each given as the lexemes it expands to; release it when done. */
  tester(words: string[][]): { matches: (slot: number) => boolean; release: () => void } {
    const { bits, start, count, lexemes } = this;
    const marked: number[] = [];
    words.forEach((expansion, k) => {
      for (const lexeme of expansion) {
        const number = this.numbers.get(lexeme);
        if (number === undefined) continue;
        if (bits[number] === 0) marked.push(number);
        bits[number] = (bits[number] ?? 0) | (1 << k);
      }
    });
    const all = (1 << words.length) - 1;
    return {
      matches: (slot) => {
        let held = 0;
        const first = start[slot] ?? 0;
        const end = first + (count[slot] ?? 0);
        for (let j = first; j < end; j++) held |= bits[lexemes[j] ?? 0] ?? 0;
        return held === all;
      },
      release: () => {
        for (const number of marked) bits[number] = 0;
      },
    };
  }
}

function widened<T extends Uint8Array | Uint16Array | Int32Array>(array: T, make: (n: number) => T): T {
  const wider = make(Math.max(1024, array.length * 2));
  wider.set(array);
  return wider;
}

/** uuids in their text form compare as PostgreSQL compares the values: lower-case hex, fixed layout. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first index of a byte-ordered array whose entry is not before `key`. */
function lowerBound(sorted: string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byteOrder(sorted[middle] ?? '', key) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Moves the slots that matched the first k words on to k + 1, noting in `touched` (after its first
 * `count`) those the first word reached; gives back the new count. Written out as a loop of its own: a broad word visits tens of thousands of postings, and a
 * callback per posting made matching several times slower.
 */
function markSlots(
  hits: Uint8Array,
  slots: Int32Array | number[],
  length: number,
  k: number,
  touched: Int32Array,
  count: number,
): number {
  const next = k + 1;
  let n = count;
  for (let i = 0; i < length; i++) {
    const slot = slots[i] ?? 0;
    if (hits[slot] !== k) continue;
    hits[slot] = next;
    if (k === 0) touched[n++] = slot;
  }
  return n;
}

/** An order's leading key per slot: `sign × values[slot]` is smaller for the product that comes first. */
interface LeadingKey {
  values: Int32Array | Float64Array;
  sign: 1 | -1;
}

/** The `count` first items in `before` order, sorted, through a bounded max-heap. */
function smallest(
  items: Int32Array,
  count: number,
  before: (a: number, b: number) => number,
  lead: LeadingKey,
): number[] {
  const heap: number[] = [];
  const { values, sign } = lead;
  const siftUp = (start: number) => {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (before(heap[parent] ?? 0, heap[i] ?? 0) >= 0) break;
      [heap[parent], heap[i]] = [heap[i] ?? 0, heap[parent] ?? 0];
      i = parent;
    }
  };
  const siftDown = () => {
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < heap.length && before(heap[left] ?? 0, heap[largest] ?? 0) > 0) largest = left;
      if (right < heap.length && before(heap[right] ?? 0, heap[largest] ?? 0) > 0) largest = right;
      if (largest === i) return;
      [heap[largest], heap[i]] = [heap[i] ?? 0, heap[largest] ?? 0];
      i = largest;
    }
  };
  // The leading key of the heap's last product once the heap is full: a product whose key is greater
  // comes after every product in the heap, whatever its other keys.
  let last = Number.POSITIVE_INFINITY;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] ?? 0;
    if (heap.length < count) {
      heap.push(item);
      siftUp(heap.length - 1);
      if (heap.length === count) last = sign * (values[heap[0] ?? 0] ?? 0);
    } else if (sign * (values[item] ?? 0) <= last && before(item, heap[0] ?? 0) < 0) {
      heap[0] = item;
      siftDown();
      last = sign * (values[heap[0] ?? 0] ?? 0);
    }
  }
  return heap.sort(before);
}
