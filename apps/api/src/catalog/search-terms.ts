import type { Queryable } from '../db/database';
import { catalogueText } from './shopper-words';

/**
 * How a shopper's search text is matched (DESIGN §3: name, brand, category and description, ranked,
 * tolerant of typos).
 *
 * Hindi and Hinglish words are first put in the catalogue's English (shopper-words.ts: मोबाइल → mobile,
 * ghadi → watch, other Devanagari written in Latin letters). The text is then cut into words by Postgres's own parser, the one that built products.search, so a word
 * means the same on both sides. Each word is then looked up in catalog_words (migration 002):
 * - a word of the catalogue, or the start of one, matches as a prefix ("book" finds "books");
 * - a misspelt word is replaced by the catalogue words closest to it by trigram similarity
 *   ("samsng" becomes samsung);
 * - a word that names a category ("mobiles", "kitchen") also matches every product of that category.
 * Every usable word must match. Words that match nothing and resemble nothing are left out; if no word
 * is usable at all, the whole text is compared with product names by trigram word similarity instead.
 */
export type SearchPlan =
  | { kind: 'words'; words: SearchWord[]; rankQuery: string }
  | { kind: 'similar-name'; text: string };

/** planSearch, or what answers as it does (the search index plans in memory and remembers its plans). */
export type SearchPlanner = (text: string) => Promise<SearchPlan | null>;

export interface SearchWord {
  /** tsquery text this word contributes, e.g. `'book':*` or `( 'samsung' | 'samsonite' )`. */
  query: string;
  /** The same words one by one, for the in-memory index (search-index/): a prefix or a whole lexeme each. */
  operands: SearchOperand[];
  /** Categories whose name this word matches; their products match the word whatever their text. */
  categoryIds: string[];
}

export interface SearchOperand {
  lexeme: string;
  prefix: boolean;
}

/** The statement's rules, shared with the in-memory plan (search-index/catalogue-words.ts). */
export const SEARCH_RULES = {
  /** At most this many words of a search are used; the contract caps the text at 100 characters anyway. */
  maxWords: 8,
  /** Shorter words match only whole catalogue words: a one-letter prefix would match most of it. */
  minPrefix: 3,
  /** Typos are corrected for words of this length and more; shorter ones are too ambiguous. */
  minCorrectedLength: 3,
  /** Catalogue words offered as corrections of one misspelt word… */
  maxCorrections: 3,
  /** …as long as they are about as close as the closest one ("samsng" is samsung, not samsonite). */
  correctionSpread: 0.1,
} as const;

/** One word of the text as ANALYSE_SQL analyses it. */
export type AnalysedWord = {
  lexeme: string;
  prefix: boolean;
  known: boolean;
  similar: string[];
  category_ids: string[];
};

// U+10FFFF sorts after every character in the C collation, so [w, w || U+10FFFF] holds every word that
// starts with w. `%` is pg_trgm's similarity operator (threshold 0.3) and uses the trigram index.
const ANALYSE_SQL = `
WITH tokens AS (
  SELECT lexeme COLLATE "C" AS lexeme,
         positions[1] AS position,
         length(lexeme) >= $2 AS prefix
    FROM unnest(to_tsvector('simple', $1))
   ORDER BY positions[1]
   LIMIT $3
), bounds AS (
  SELECT t.*, CASE WHEN t.prefix THEN t.lexeme || chr(1114111) ELSE t.lexeme END COLLATE "C" AS upper_bound
    FROM tokens t
)
SELECT b.lexeme, b.prefix, known.found AS known, fix.words AS similar, cats.ids AS category_ids
  FROM bounds b
  CROSS JOIN LATERAL (
    SELECT EXISTS (
      SELECT 1 FROM catalog_words w WHERE w.word >= b.lexeme AND w.word <= b.upper_bound
    ) AS found
  ) known
  CROSS JOIN LATERAL (
    SELECT CASE WHEN known.found OR length(b.lexeme) < $4 THEN '{}'::text[] ELSE ARRAY(
      SELECT close.word FROM (
        SELECT nearest.word, nearest.score, max(nearest.score) OVER () AS best
          FROM (
            SELECT w.word::text AS word, similarity(w.word, b.lexeme) AS score
              FROM catalog_words w
             WHERE w.word % b.lexeme
             ORDER BY score DESC, w.word
             LIMIT $5
          ) nearest
      ) close
       WHERE close.score >= close.best - $6
       ORDER BY close.score DESC, close.word
    ) END AS words
  ) fix
  CROSS JOIN LATERAL (
    SELECT ARRAY(
      SELECT DISTINCT c.id::text
        FROM categories c, unnest(to_tsvector('simple', c.name)) cw
       WHERE (cw.lexeme COLLATE "C" >= b.lexeme AND cw.lexeme COLLATE "C" <= b.upper_bound)
          OR cw.lexeme = ANY (fix.words)
    ) AS ids
  ) cats
 ORDER BY b.position`;

/** A lexeme as a tsquery operand: quoted, so no character of it can act as tsquery syntax; `:*` for a prefix. */
function operand(lexeme: string, prefix: boolean): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${prefix ? ':*' : ''}`;
}

export interface PlanOptions {
  /** Words at least this long match as prefixes (as-you-type suggestions use a shorter one). */
  minPrefix?: number;
  /** The last word is still being typed (suggestions): a Devanagari start completes from the glossary. */
  lastWordUnfinished?: boolean;
}

/** The plan for a search text, or null when the text holds no word at all (only punctuation). */
export async function planSearch(
  db: Queryable,
  text: string,
  { minPrefix = SEARCH_RULES.minPrefix, lastWordUnfinished = false }: PlanOptions = {},
): Promise<SearchPlan | null> {
  const catalogueWords = catalogueText(text, { lastWordUnfinished });
  const { rows } = await db.query<AnalysedWord>(ANALYSE_SQL, [
    catalogueWords,
    minPrefix,
    SEARCH_RULES.maxWords,
    SEARCH_RULES.minCorrectedLength,
    SEARCH_RULES.maxCorrections,
    SEARCH_RULES.correctionSpread,
  ]);
  return planFromAnalysis(rows, catalogueWords);
}

/** The plan from the text's analysed words, in the text's order (catalogueWords: the text in English). */
export function planFromAnalysis(rows: AnalysedWord[], catalogueWords: string): SearchPlan | null {
  if (rows.length === 0) return null;

  const words: SearchWord[] = [];
  for (const row of rows) {
    const operands: SearchOperand[] = row.known
      ? [{ lexeme: row.lexeme, prefix: row.prefix }]
      : row.similar.map((word) => ({ lexeme: word, prefix: false }));
    if (operands.length === 0) continue;
    const query = row.known
      ? operand(row.lexeme, row.prefix)
      : `( ${operands.map((each) => operand(each.lexeme, false)).join(' | ')} )`;
    words.push({ query, operands, categoryIds: row.category_ids });
  }
  if (words.length === 0) return { kind: 'similar-name', text: catalogueWords.trim().toLowerCase() };
  return { kind: 'words', words, rankQuery: words.map((word) => word.query).join(' | ') };
}
