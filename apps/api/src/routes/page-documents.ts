import { productDocumentMeta } from '@bazaar/domain';
import { listBanners } from '../catalog/banners';
import { catalogAnswers, productPageKey } from '../catalog/catalog-answers';
import { type ProductFilters, queryProducts } from '../catalog/product-query';
import type { Database, Queryable } from '../db/database';
import { escapeXml } from '../images/svg';

// The documents of the pages whose largest paint is a picture the server can name before the page's code
// runs: the browser is told to fetch it at once (`<link rel="preload">` in the head), while the code
// downloads, instead of after the code has run and asked the API. Without it the picture is the last link
// of a chain of requests on a slow phone network.

// Every replacement below is a function: a replacement string would read `$&` or `$'` in a product's name
// as a pattern.

/** A preload of the page's largest picture, placed right after the title. */
function withPreloadedImage(html: string, image: string): string {
  return html.replace(
    /<\/title>/,
    () => `</title><link rel="preload" as="image" href="${escapeXml(image)}" fetchpriority="high">`,
  );
}

/** index.html with the first banner of the home carousel preloaded (the home page's largest paint). */
export async function homeDocument(db: Queryable, indexHtml: string): Promise<string> {
  const [first] = await listBanners(db);
  return first ? withPreloadedImage(indexHtml, first.banner) : indexHtml;
}

/**
 * app.html for the unfiltered shop page (`/shops`, the header's "Shop"), with the first product's picture
 * preloaded, from the same cached answer the page then asks the API for. A listing with filters in its
 * address is sent as it is: which product comes first depends on filters the page reads.
 */
export async function shopDocument(db: Database, appHtml: string): Promise<string> {
  const unfiltered: ProductFilters = {};
  const page = await catalogAnswers(db).productPages.get(productPageKey(unfiltered), () =>
    queryProducts(db, unfiltered),
  );
  const image = page.products[0]?.images[0];
  return image === undefined ? appHtml : withPreloadedImage(appHtml, image);
}

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
 * productDocumentMeta) for search engines and link previews, and its first picture preloaded. An unknown
 * product gets the document unchanged: the page says it is not found.
 */
export async function productDocument(db: Queryable, appHtml: string, slug: string): Promise<string> {
  const { rows } = await db.query<{ name: string; description: string; image: string | null }>(
    'SELECT name, description, images[1] AS image FROM products WHERE slug = $1',
    [slug],
  );
  const product = rows[0];
  if (!product) return appHtml;
  const meta = productDocumentMeta(product, BRAND);
  const titled = appHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeXml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeXml(meta.description)}" />`,
    );
  return product.image === null ? titled : withPreloadedImage(titled, product.image);
}
