import { productDocumentMeta } from '@bazaar/domain';
import { useMessages } from '@bazaar/ui/messages';
import { useEffect } from 'react';

/**
 * The product's title and meta description (productDocumentMeta, which the server also writes into the
 * document it sends) while the product is shown; the page's own come back when the visitor leaves.
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
    const product = productDocumentMeta({ name, description }, brand);
    document.title = product.title;
    meta.content = product.description;
    return () => {
      document.title = previousTitle;
      if (existing) meta.content = previousDescription;
      else meta.remove();
    };
  }, [name, description, brand]);
}
