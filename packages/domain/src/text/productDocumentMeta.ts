import { DETAILS_DESCRIPTION_WORDS, truncateWords } from './truncateWords';

/**
 * The product page's document title and meta description: "{name} | {brand}", as every page's title reads
 * "X | Bazaar", and the description's first words as the page shows them. The server writes them into the
 * document it sends for the product's address (for search engines and link previews) and the page sets the
 * same while the product is shown.
 */
export function productDocumentMeta(
  product: { name: string; description: string },
  brand: string,
): { title: string; description: string } {
  const cut = truncateWords(product.description, DETAILS_DESCRIPTION_WORDS);
  return {
    title: `${product.name} | ${brand}`,
    description: cut.truncated ? `${cut.text}…` : cut.text,
  };
}
