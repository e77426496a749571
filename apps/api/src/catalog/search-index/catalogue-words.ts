import type { Queryable } from '../../db/database';
import {
  type AnalysedWord,
  type PlanOptions,
  planFromAnalysis,
  SEARCH_RULES,
  type SearchPlan,
} from '../search-terms';
import { catalogueText } from '../shopper-words';
import { byteOrder } from './ts-rank';

/**
 * The catalogue's words (the table catalog_words, migration 002) and the categories' words, held in
 * memory so a search text is planned without a statement (search-terms.ts says what a plan is; this
 * answers what its statement ANALYSE_SQL computes, to the same words, order and corrections):
 * - the text's words as to_tsvector('simple', …) cuts them, for texts of ASCII letters, digits, spaces and
 *   the punctuation listed in PLAIN_TEXT, where the parser's rule is plain (runs of letters and digits,
 *   lower-cased). Hyphens, dots, slashes, plus signs, `&`, `<`, `@` and non-ASCII letters make the
 *   parser read numbers, hosts, paths, tags or locale-dependent letters: such texts keep the statement;
 * - a word known when catalog_words holds it (or, for a prefix, a word starting with it);
 * - corrections by pg_trgm's similarity (threshold 0.3, single precision), over the trigrams PostgreSQL's
 *   own show_trgm gave for each catalogue word, so words in any script compare as it compares them;
 * - categories whose name's words the word starts (or names exactly) or a correction names.
 * Held to the statement by test/catalog/search-index-equivalence.test.ts.
 */

/** Texts whose words are runs of ASCII letters and digits between these separators only. */
const PLAIN_TEXT = /^[A-Za-z0-9 \t\n\r,!?"'():;*#$%=]*$/;
const PLAIN_WORD = /[A-Za-z0-9]+/g;
/** pg_trgm.similarity_threshold's default, the `%` operator's bound. */
const SIMILARITY_THRESHOLD = 0.3;
/** The largest code point: catalogue words between w and w || U+10FFFF start with w (C collation). */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/** The distinct words of a plain text in the order they first occur, lower-cased; null if not plain. */
export function plainLexemes(text: string): string[] | null {
  if (!PLAIN_TEXT.test(text)) return null;
  const lexemes = new Set<string>();
  for (const [word] of text.matchAll(PLAIN_WORD)) lexemes.add(word.toLowerCase());
  return [...lexemes];
}

/** pg_trgm's trigrams of an ASCII lower-case word: padded with two spaces before and one after. */
function asciiTrigrams(word: string): string[] {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return [...trigrams];
}

export interface CategoryWords {
  id: string;
  /** The lexemes of to_tsvector('simple', name). */
  lexemes: string[];
}

export class CatalogueWords {
  private readonly known = new Set<string>();
  /** The same words in byte order (C collation), for prefixes; sorted when next needed. */
  private sorted: string[] = [];
  private sortedIsCurrent = true;
  /** Words by number, with how many distinct trigrams each has. */
  private readonly entries: string[] = [];
  private readonly trigramCounts: number[] = [];
  /** Trigram → the numbers of the words holding it. */
  private readonly holders = new Map<string, number[]>();
  private categories: CategoryWords[] = [];
  /** Scratch: common trigrams per word number. */
  private common = new Int32Array(1024);

  get size(): number {
    return this.entries.length;
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  /** Adds a catalogue word with its trigrams as show_trgm lists them. */
  add(word: string, trigrams: readonly string[]): void {
    if (this.known.has(word)) return;
    const number = this.entries.length;
    this.known.add(word);
    this.entries.push(word);
    this.sorted.push(word);
    this.sortedIsCurrent = false;
    const distinct = new Set(trigrams);
    this.trigramCounts.push(distinct.size);
    for (const trigram of distinct) {
      const list = this.holders.get(trigram);
      if (list) list.push(number);
      else this.holders.set(trigram, [number]);
    }
  }

  setCategories(categories: CategoryWords[]): void {
    this.categories = categories;
  }

  /** Reads catalog_words and the categories' words; what a build starts from. */
  static async load(db: Queryable): Promise<CatalogueWords> {
    const words = new CatalogueWords();
    const { rows } = await db.query<{ word: string; trigrams: string[] }>(
      'SELECT word, show_trgm(word) AS trigrams FROM catalog_words',
    );
    for (const row of rows) words.add(row.word, row.trigrams);
    await words.loadCategories(db);
    return words;
  }

  async loadCategories(db: Queryable): Promise<void> {
    const { rows } = await db.query<{ id: string; lexemes: string[] }>(
      `SELECT c.id, ARRAY(SELECT lexeme FROM unnest(to_tsvector('simple', c.name))) AS lexemes
         FROM categories c ORDER BY c.position, c.name`,
    );
    this.setCategories(rows);
    await this.addFromTable(
      db,
      rows.flatMap((row) => row.lexemes),
    );
  }

  /** Adds those of these lexemes catalog_words holds and this does not yet (after products changed). */
  async addFromTable(db: Queryable, lexemes: Iterable<string>): Promise<number> {
    const missing = [...new Set(lexemes)].filter((lexeme) => !this.known.has(lexeme));
    if (missing.length === 0) return 0;
    const { rows } = await db.query<{ word: string; trigrams: string[] }>(
      'SELECT word, show_trgm(word) AS trigrams FROM catalog_words WHERE word = ANY ($1::text[])',
      [missing],
    );
    for (const row of rows) this.add(row.word, row.trigrams);
    return rows.length;
  }

  /**
   * planSearch's plan worked out here, or undefined when the text is not plain (PLAIN_TEXT) and its
   * words must be cut by PostgreSQL.
   */
  plan(
    text: string,
    { minPrefix, lastWordUnfinished = false }: PlanOptions = {},
  ): SearchPlan | null | undefined {
    const catalogueWords = catalogueText(text, { lastWordUnfinished });
    const lexemes = plainLexemes(catalogueWords);
    if (lexemes === null) return undefined;
    const shortest = minPrefix ?? SEARCH_RULES.minPrefix;
    const analysed: AnalysedWord[] = lexemes.slice(0, SEARCH_RULES.maxWords).map((lexeme) => {
      const prefix = lexeme.length >= shortest;
      const known = prefix ? this.startsSome(lexeme) : this.known.has(lexeme);
      const similar =
        known || lexeme.length < SEARCH_RULES.minCorrectedLength ? [] : this.corrections(lexeme);
      const category_ids = this.categories
        .filter((category) =>
          category.lexemes.some(
            (word) => (prefix ? startsWithin(word, lexeme) : word === lexeme) || similar.includes(word),
          ),
        )
        .map((category) => category.id);
      return { lexeme, prefix, known, similar, category_ids: [...new Set(category_ids)] };
    });
    return planFromAnalysis(analysed, catalogueWords);
  }

  /** Whether a catalogue word lies in [prefix, prefix || U+10FFFF] in byte order. */
  private startsSome(prefix: string): boolean {
    if (!this.sortedIsCurrent) {
      this.sorted.sort(byteOrder);
      this.sortedIsCurrent = true;
    }
    for (let i = lowerBound(this.sorted, prefix); i < this.sorted.length; i++) {
      const word = this.sorted[i] ?? '';
      if (!word.startsWith(prefix)) return false;
      if (startsWithin(word, prefix)) return true;
    }
    return false;
  }

  /**
   * The catalogue words `%` finds for a misspelt word, as the statement keeps them: the best three by
   * similarity (then byte order), those within CORRECTION_SPREAD of the best. Similarity and its bounds
   * in single precision, as pg_trgm and real arithmetic compute them.
   */
  private corrections(lexeme: string): string[] {
    const trigrams = asciiTrigrams(lexeme);
    if (this.common.length < this.entries.length) this.common = new Int32Array(this.entries.length * 2);
    const common = this.common;
    const touched: number[] = [];
    for (const trigram of trigrams) {
      for (const number of this.holders.get(trigram) ?? []) {
        if (common[number] === 0) touched.push(number);
        common[number] = (common[number] ?? 0) + 1;
      }
    }
    const threshold = SIMILARITY_THRESHOLD;
    const scored: Array<{ word: string; score: number }> = [];
    for (const number of touched) {
      const shared = common[number] ?? 0;
      common[number] = 0;
      const union = trigrams.length + (this.trigramCounts[number] ?? 0) - shared;
      const score = Math.fround(shared / union);
      if (score >= threshold) scored.push({ word: this.entries[number] ?? '', score });
    }
    scored.sort((a, b) => b.score - a.score || byteOrder(a.word, b.word));
    const nearest = scored.slice(0, SEARCH_RULES.maxCorrections);
    const best = nearest[0]?.score ?? 0;
    const bound = Math.fround(best - Math.fround(SEARCH_RULES.correctionSpread));
    return nearest.filter((each) => each.score >= bound).map((each) => each.word);
  }
}

/** word in [prefix, prefix || U+10FFFF]: it starts with prefix, and not with prefix, U+10FFFF and more. */
function startsWithin(word: string, prefix: string): boolean {
  if (!word.startsWith(prefix)) return false;
  const rest = word.slice(prefix.length);
  return !(rest.startsWith(LAST_CHARACTER) && rest.length > LAST_CHARACTER.length);
}

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
