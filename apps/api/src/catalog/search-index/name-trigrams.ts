import type { Queryable } from '../../db/database';

/**
 * Every trigram of every product name, as pg_trgm's show_trgm(lower(name)) gives it: enough to know, without
 * a statement, that no name is similar to a text. The similar-names search (search-terms.ts' `similar-name`
 * plan, for a text none of whose words the catalogue knows or can correct) keeps the names where
 * `text <% lower(name)`: word_similarity of at least pg_trgm.word_similarity_threshold, 0.6 by default.
 * word_similarity counts the text's trigrams found in one stretch of the name, so it is at most the share of
 * the text's trigrams found anywhere in the name, and at most the share found in any name at all. Below the
 * threshold, nothing is found; otherwise PostgreSQL decides. Such a search took two statements of 12–20 ms
 * each on PGlite at 100,000 products, which hold every other request meanwhile; most misspellings that
 * reach it (two letters swapped: "wmoen") find nothing.
 *
 * The set only grows: a renamed product's old trigrams stay, which loosens the bound and never breaks it.
 */
export class NameTrigrams {
  private readonly trigrams = new Set<string>();

  static async load(db: Queryable): Promise<NameTrigrams> {
    const names = new NameTrigrams();
    const { rows } = await db.query<{ trigram: string }>(
      'SELECT DISTINCT t AS trigram FROM products p, unnest(show_trgm(lower(p.name))) AS t',
    );
    for (const row of rows) names.trigrams.add(row.trigram);
    return names;
  }

  /** Adds the trigrams of these products' names (after they changed). */
  async addNamesOf(db: Queryable, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const { rows } = await db.query<{ trigram: string }>(
      `SELECT DISTINCT t AS trigram FROM products p, unnest(show_trgm(lower(p.name))) AS t
        WHERE p.id = ANY ($1::uuid[])`,
      [ids],
    );
    for (const row of rows) this.trigrams.add(row.trigram);
  }

  /**
   * True when no product name can be word-similar to the text. Only for texts of ASCII characters, whose
   * trigrams are worked out here as pg_trgm does (words are runs of letters and digits, lower-cased, padded
   * with two spaces before and one after); false for any other text, and for one without a trigram.
   */
  noNameSimilarTo(text: string): boolean {
    if (!ASCII.test(text)) return false;
    const wanted = new Set<string>();
    for (const [word] of text.toLowerCase().matchAll(ASCII_WORD)) {
      const padded = `  ${word} `;
      for (let i = 0; i + 3 <= padded.length; i++) wanted.add(padded.slice(i, i + 3));
    }
    if (wanted.size === 0) return false;
    let found = 0;
    for (const trigram of wanted) if (this.trigrams.has(trigram)) found++;
    // found / wanted < 0.6, in whole numbers.
    return found * 10 < 6 * wanted.size;
  }
}

const ASCII = /^[\x20-\x7e\t\n\r]*$/;
const ASCII_WORD = /[a-z0-9]+/g;
