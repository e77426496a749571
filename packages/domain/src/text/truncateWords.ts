/** SPEC.md §9: descriptions are cut to 12 words in list view and 25 on the product page. */
export const LIST_DESCRIPTION_WORDS = 12;
export const DETAILS_DESCRIPTION_WORDS = 25;

export interface TruncatedText {
  readonly text: string;
  /** Words were left out: the page offers Show More. */
  readonly truncated: boolean;
}

/**
 * The first `maxWords` words of `text`, keeping its own spacing and line breaks between them. A text of
 * `maxWords` words or fewer comes back unchanged with `truncated: false`.
 */
export function truncateWords(text: string, maxWords: number = DETAILS_DESCRIPTION_WORDS): TruncatedText {
  if (!Number.isInteger(maxWords) || maxWords < 0) {
    throw new RangeError(`maxWords must be a whole number ≥ 0, got ${maxWords}`);
  }
  let count = 0;
  let end = 0;
  for (const word of text.matchAll(/\S+/g)) {
    if (count === maxWords) {
      return { text: text.slice(0, end), truncated: true };
    }
    count += 1;
    end = word.index + word[0].length;
  }
  return { text, truncated: false };
}
