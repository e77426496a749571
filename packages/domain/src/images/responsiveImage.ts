/**
 * The widths, in pixels, a photo (a JPEG, PNG or WebP product picture) is served at: `?w=` on its address
 * picks one, and the images route refuses any other, so a handful of encodings per photo can be kept.
 * 1280 is twice the widest place a product picture is shown (the product page's gallery, about 600 CSS
 * pixels) at a 2× screen; 160 covers a phone's thumbnails.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** What a photo's address without `?w=` is served at: the largest width, never the full original. */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 1280;

/** The `src` of an <img> with a srcset: what a browser that ignores srcset shows. */
const FALLBACK_IMAGE_WIDTH: ImageWidth = 640;

/**
 * How wide each kind of product picture is shown, as the `sizes` attribute says it (CSS pixels, from the
 * layouts in @bazaar/ui: mobile below 768 px, tablet below 1024 px, then the 80rem page). The browser picks
 * the smallest width of the srcset that fills that at the screen's density, so a phone downloads a small file.
 */
export const PICTURE_SIZES = {
  /** Product cards: two columns on a phone, three on a tablet, four (or the listing's grid) on a desktop. */
  card: '(max-width: 767px) 50vw, (max-width: 1023px) 34vw, 320px',
  /** The product page's main picture: the whole width on a phone, half on a tablet, 5/11 of the page on a desktop. */
  gallery: '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 600px',
  /** A picture beside a line of text: list rows, cart and order lines, the gallery's thumbnails, asides. */
  thumbnail: '(max-width: 767px) 7rem, 11rem',
} as const;

export type PictureSize = keyof typeof PICTURE_SIZES;

/** The attributes an <img> of a picture takes: srcset and sizes only for a photo. */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

// A product picture stored as a photo; drawn pictures (.svg) scale to any width as they are.
const PHOTO_PATH = /^\/images\/products\/[^?#]+\.(?:jpe?g|png|webp)$/;

/** Whether an image address names a photo the images route resizes (a product picture in JPEG, PNG or WebP). */
export function isPhotoUrl(url: string): boolean {
  return PHOTO_PATH.test(url);
}

/** A photo's address at one of IMAGE_WIDTHS. */
export function photoAtWidth(url: string, width: ImageWidth): string {
  return `${url}?w=${width}`;
}

/**
 * The attributes of a product picture shown as `size`: for a photo, a srcset of every width and the sizes
 * of that place; a drawn picture (SVG) or any other address is left as it is, since a vector has no
 * smaller file to choose.
 */
export function responsiveImage(url: string, size: PictureSize): ResponsiveImage {
  if (!isPhotoUrl(url)) return { src: url };
  return {
    src: photoAtWidth(url, FALLBACK_IMAGE_WIDTH),
    srcSet: IMAGE_WIDTHS.map((width) => `${photoAtWidth(url, width)} ${width}w`).join(', '),
    sizes: PICTURE_SIZES[size],
  };
}
