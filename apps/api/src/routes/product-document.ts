import { productDocumentMeta } from '@bazaar/domain';
import type { Queryable } from '../db/database';
import { escapeXml } from '../images/svg';

/** The shop's name in document titles, as index.html and app.html spell it. */
const BRAND = 'Bazaar';

/** /product/details/{slug} with a slug the contract accepts (openapi.yaml SlugPath). */
const PRODUCT_PAGE = /^\/product\/details\/([a-z0-9-]{1,160})\/?$/;

/** The product a product page's address names, or null for any other path. */
export function productSlugOf(pathname: string): string | null {
  return PRODUCT_PAGE.exec(pathname)?.[1] ?? null;
}

/**
 * app.html as sent for a product's page: its own title and description (the same the page sets, from
 * productDocumentMeta) for search engines and link previews, and its first picture preloaded, since that
 * picture is what a visitor waits for (it is the page's largest paint): the browser fetches it while the
 * page's code downloads instead of after. An unknown product gets the document unchanged: the page says
 * it is not found.
 */
export async function productDocument(db: Queryable, appHtml: string, slug: string): Promise<string> {
  const { rows } = await db.query<{ name: string; description: string; image: string | null }>(
    'SELECT name, description, images[1] AS image FROM products WHERE slug = $1',
    [slug],
  );
  const product = rows[0];
  if (!product) return appHtml;
  const meta = productDocumentMeta(product, BRAND);
  const preload =
    product.image === null
      ? ''
      : `<link rel="preload" as="image" href="${escapeXml(product.image)}" fetchpriority="high">`;
  return appHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeXml(meta.title)}</title>${preload}`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeXml(meta.description)}" />`,
    );
}
