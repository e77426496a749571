/** Who is visiting: `checking` while a kept token is being confirmed with the server. */
export type HeaderAccount =
  | { status: 'checking' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; name: string };

export interface HeaderCategory {
  name: string;
}

export const headerCategoryStatuses = ['loading', 'ready', 'error'] as const;
export type HeaderCategoryStatus = (typeof headerCategoryStatuses)[number];

/** Shaped like the contract's SearchSuggestions: products and categories for the text typed so far. */
export interface HeaderSuggestions {
  products: ReadonlyArray<{ name: string; slug: string; category: string }>;
  categories: ReadonlyArray<{ name: string; slug: string }>;
}

/**
 * Asks for suggestions; `category` is '' for every category. The header aborts `signal` as soon as the text
 * changes again, so an answer to an older text never shows.
 */
export type HeaderSuggest = (
  text: string,
  category: string,
  signal: AbortSignal,
) => Promise<HeaderSuggestions>;
