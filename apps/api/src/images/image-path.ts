/** The image addresses stored in the database; the images route parses them back with parseImagePath. */
export const productImageUrl = (slug: string, n: number) => `/images/products/${slug}-${n}.svg`;
/** A product picture that is a photo: a file in the photo store (PHOTO_DIR), resized on request. */
export const productPhotoUrl = (slug: string, n: number, extension: PhotoExtension = 'jpg') =>
  `/images/products/${slug}-${n}.${extension}`;
export const categoryImageUrl = (slug: string) => `/images/categories/${slug}.svg`;
export const bannerImageUrl = (n: number) => `/images/banners/${n}.svg`;
export const sellerImageUrl = (id: string) => `/images/sellers/${id}.svg`;

/** The address a product picture is stored under in `products.images`. */
export const productPictureUrl = (image: ImagePath) =>
  image.photo
    ? productPhotoUrl(image.key, image.index, image.photo)
    : productImageUrl(image.key, image.index);

export type ImageKind = 'product' | 'category' | 'banner' | 'seller';

/** The file types a product photo may be stored as. */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export type PhotoExtension = (typeof PHOTO_EXTENSIONS)[number];

export interface ImagePath {
  kind: ImageKind;
  /** Product slug, category slug, banner number (as text) or seller id. */
  key: string;
  /** Picture number of a product, banner number of a banner, 0 otherwise. */
  index: number;
  /** A product photo's file type; undefined for a drawn (SVG) picture. */
  photo?: PhotoExtension;
}

const PRODUCT =
  /^\/images\/products\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)-([1-9][0-9]{0,2})\.(svg|jpg|jpeg|png|webp)$/;
const CATEGORY = /^\/images\/categories\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)\.svg$/;
const BANNER = /^\/images\/banners\/([1-9][0-9]{0,3})\.svg$/;
const SELLER = /^\/images\/sellers\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.svg$/;

function isPhotoExtension(text: string): text is PhotoExtension {
  return PHOTO_EXTENSIONS.some((extension) => extension === text);
}

/**
 * Reads an image address (a path, or a URL whose path is one; the query string is ignored).
 * Anything else, including attempts to leave /images, gives null.
 */
export function parseImagePath(url: string): ImagePath | null {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  let match = PRODUCT.exec(path);
  if (match?.[1] && match[2] && match[3]) {
    const image: ImagePath = { kind: 'product', key: match[1], index: Number(match[2]) };
    return isPhotoExtension(match[3]) ? { ...image, photo: match[3] } : image;
  }
  match = CATEGORY.exec(path);
  if (match?.[1]) return { kind: 'category', key: match[1], index: 0 };
  match = BANNER.exec(path);
  if (match?.[1]) return { kind: 'banner', key: match[1], index: Number(match[1]) };
  match = SELLER.exec(path);
  if (match?.[1]) return { kind: 'seller', key: match[1], index: 0 };
  return null;
}
