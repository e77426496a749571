import {
  DOCUMENT_ANSWERS_ID,
  documentAnswerKey,
  type PictureSize,
  productDocumentMeta,
  type ResponsiveImage,
  responsiveImage,
} from '@bazaar/domain';
import { listBanners } from '../catalog/banners';
import { catalogAnswers, productPageKey } from '../catalog/catalog-answers';
import { listProducts } from '../catalog/listing';
import type { ProductFilters } from '../catalog/product-query';
import type { Database, Queryable } from '../db/database';
import { escapeXml } from '../images/svg';

// The documents of the pages whose largest paint is a picture the server can name before the page's code
// runs: the browser is told to fetch it at once (`<link rel="preload">` in the head), while the code
// downloads, instead of after the code has run and asked the API. Without it the picture is the last link
// of a chain of requests on a slow phone network.

// The home, shop and product pages also carry the API's answers to the GETs their first screen makes, so
// the page draws as soon as its code has run instead of asking the API first and waiting a round trip (or
// two: a product page asks for its reviews once it has the product). The storefront reads them in
// apps/storefront/src/documentAnswers.ts.

// Every replacement below is a function: a replacement string would read `$&` or `$'` in a product's name
// as a pattern.

/**
 * The API's answer to a GET as any visitor gets it, signed out: the JSON body of a 200, or null. The
 * documents take their answers from the API's own routes, so they are the same bytes the page would fetch.
 */
export type PublicAnswer = (path: string) => Promise<string | null>;

function documentAnswerKeyOf(path: string): string {
  const url = new URL(path, 'http://bazaar');
  return documentAnswerKey(url.pathname, url.searchParams);
}

/** The answers to `paths` written into the document's head, under their keys (documentAnswerKey). */
async function withAnswers(html: string, answer: PublicAnswer, paths: readonly string[]): Promise<string> {
  const bodies = await Promise.all(paths.map(async (path) => [path, await answer(path)] as const));
  const entries = bodies.flatMap(([path, body]) =>
    body === null ? [] : [`${JSON.stringify(documentAnswerKeyOf(path))}:${body}`],
  );
  if (entries.length === 0) return html;
  // No answer can end the element early: every `<` (a review reading "</script>") is written as \u003c,
  // which JSON reads back as the same character.
  const json = `{${entries.join(',')}}`.replaceAll('<', '\\u003c');
  return html.replace(
    /<\/head>/,
    () => `<script type="application/json" id="${DOCUMENT_ANSWERS_ID}">${json}</script></head>`,
  );
}

/**
 * A preload of the page's largest picture, placed right after the title. A product photo is preloaded with
 * the srcset and sizes its <img> has where it is shown (`size`), so the browser fetches the one width the
 * page will show.
 */
function withPreloadedImage(html: string, image: string, size?: PictureSize): string {
  const { src, srcSet, sizes }: ResponsiveImage = size ? responsiveImage(image, size) : { src: image };
  const responsive =
    srcSet && sizes ? ` imagesrcset="${escapeXml(srcSet)}" imagesizes="${escapeXml(sizes)}"` : '';
  return html.replace(
    /<\/title>/,
    () =>
      `</title><link rel="preload" as="image" href="${escapeXml(src)}"${responsive} fetchpriority="high">`,
  );
}

/** What the home page asks for first (apps/storefront's loadHome). */
export const HOME_PAGE_ANSWERS = [
  '/api/banners',
  '/api/home/get-categorys',
  '/api/home/get-products',
] as const;

/**
 * index.html with the first banner of the home carousel preloaded (the home page's largest paint), and the
 * answers the home page's first screen needs.
 */
export async function homeDocument(db: Queryable, indexHtml: string, answer: PublicAnswer): Promise<string> {
  const [first] = await listBanners(db);
  const html = first ? withPreloadedImage(indexHtml, first.banner) : indexHtml;
  return withAnswers(html, answer, HOME_PAGE_ANSWERS);
}

/** What the shop page asks for first (apps/storefront's listingLoader and the header's categories). */
export const SHOP_PAGE_ANSWERS = [
  '/api/home/query-products?pageNumber=1',
  '/api/home/price-range-latest-product',
  '/api/home/get-categorys',
] as const;

/**
 * app.html for the unfiltered shop page (`/shops`, the header's "Shop"), with the first product's picture
 * preloaded, from the same cached answer the page's first requests get, and those answers. A listing with
 * filters in its address is sent as it is: which product comes first depends on filters the page reads.
 */
export async function shopDocument(
  db: Database,
  appHtml: string,
  answer: PublicAnswer,
  { cache = true }: { cache?: boolean } = {},
): Promise<string> {
  const unfiltered: ProductFilters = {};
  const page = cache
    ? await catalogAnswers(db).productPages.get(productPageKey(unfiltered), () =>
        listProducts(db, unfiltered),
      )
    : await listProducts(db, unfiltered);
  const image = page.products[0]?.images[0];
  const html = image === undefined ? appHtml : withPreloadedImage(appHtml, image, 'card');
  return withAnswers(html, answer, SHOP_PAGE_ANSWERS);
}

/** The shop's name in document titles, as index.html and app.html spell it. */
const BRAND = 'Bazaar';

/** A slug the contract accepts (openapi.yaml SlugPath); no product has any other. */
const PRODUCT_SLUG = /^[a-z0-9-]{1,160}$/;

/** What a product's page asks for first: the product, the header's categories and the first reviews. */
export function productPageAnswers(slug: string, productId: string): string[] {
  return [
    `/api/home/product-details/${slug}`,
    '/api/home/get-categorys',
    `/api/home/customer/get-reviews/${productId}?pageNo=1`,
  ];
}

/**
 * app.html as sent for a product's page: its own title and description (the same the page sets, from
 * productDocumentMeta) for search engines and link previews, its first picture preloaded and the answers
 * its first screen needs. Null when the catalogue has no such product: the page says it is not found.
 */
export async function productDocument(
  db: Queryable,
  appHtml: string,
  slug: string,
  answer: PublicAnswer,
): Promise<string | null> {
  if (!PRODUCT_SLUG.test(slug)) return null;
  const { rows } = await db.query<{ id: string; name: string; description: string; image: string | null }>(
    'SELECT id, name, description, images[1] AS image FROM products WHERE slug = $1',
    [slug],
  );
  const product = rows[0];
  if (!product) return null;
  const meta = productDocumentMeta(product, BRAND);
  const titled = appHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeXml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeXml(meta.description)}" />`,
    );
  const html = product.image === null ? titled : withPreloadedImage(titled, product.image, 'gallery');
  return withAnswers(html, answer, productPageAnswers(slug, product.id));
}
