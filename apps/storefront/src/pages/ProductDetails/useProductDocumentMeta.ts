import { DETAILS_DESCRIPTION_WORDS, truncateWords } from '@bazaar/domain';
import { useMessages } from '@bazaar/ui/messages';
import { useEffect } from 'react';

/** The meta description: the description's first words, as the product page shows them. */
export function metaDescriptionOf(description: string): string {
  const cut = truncateWords(description, DETAILS_DESCRIPTION_WORDS);
  return cut.truncated ? `${cut.text}…` : cut.text;
}

/**
 * "{name} | Bazaar" as the document title (as every page: "X | Bazaar") and the description's first words as the meta description while
 * the product is shown; the page's own title and description come back when the visitor leaves.
 */
export function useProductDocumentMeta(name: string, description: string) {
  const brand = useMessages().common.brand;
  useEffect(() => {
    const previousTitle = document.title;
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const meta = existing ?? document.createElement('meta');
    const previousDescription = meta.content;
    if (!existing) {
      meta.name = 'description';
      document.head.append(meta);
    }
    document.title = `${name} | ${brand}`;
    meta.content = metaDescriptionOf(description);
    return () => {
      document.title = previousTitle;
      if (existing) meta.content = previousDescription;
      else meta.remove();
    };
  }, [name, description, brand]);
}
