/** The image addresses stored in the database; the images route parses them back with parseImagePath. */
export const productImageUrl = (slug: string, n: number) => `/images/products/${slug}-${n}.svg`;
export const categoryImageUrl = (slug: string) => `/images/categories/${slug}.svg`;
export const bannerImageUrl = (n: number) => `/images/banners/${n}.svg`;
export const sellerImageUrl = (id: string) => `/images/sellers/${id}.svg`;

export type ImageKind = 'product' | 'category' | 'banner' | 'seller';

export interface ImagePath {
  kind: ImageKind;
  /** Product slug, category slug, banner number (as text) or seller id. */
  key: string;
  /** Picture number of a product, banner number of a banner, 0 otherwise. */
  index: number;
}

const PRODUCT = /^\/images\/products\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)-([1-9][0-9]{0,2})\.svg$/;
const CATEGORY = /^\/images\/categories\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)\.svg$/;
const BANNER = /^\/images\/banners\/([1-9][0-9]{0,3})\.svg$/;
const SELLER = /^\/images\/sellers\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.svg$/;

/**
 * Reads an image address (a path, or a URL whose path is one; the query string is ignored).
 * Anything else, including attempts to leave /images, gives null.
 */
export function parseImagePath(url: string): ImagePath | null {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  let match = PRODUCT.exec(path);
  if (match?.[1] && match[2]) return { kind: 'product', key: match[1], index: Number(match[2]) };
  match = CATEGORY.exec(path);
  if (match?.[1]) return { kind: 'category', key: match[1], index: 0 };
  match = BANNER.exec(path);
  if (match?.[1]) return { kind: 'banner', key: match[1], index: Number(match[1]) };
  match = SELLER.exec(path);
  if (match?.[1]) return { kind: 'seller', key: match[1], index: 0 };
  return null;
}
