import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImageWidth } from '@bazaar/domain';
import { LRUCache } from 'lru-cache';
import sharp, { type Sharp } from 'sharp';
import type { PhotoExtension } from './image-path';

/** The formats a photo is sent in: AVIF or WebP when the browser names them, else its own (JPEG for WebP). */
export type PhotoFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** One photo at one width in one format, as sent. */
export interface PhotoVariant {
  body: Buffer;
  /** The Content-Type. */
  type: `image/${PhotoFormat}`;
  /** A strong entity tag of the body. */
  etag: string;
}

/** Where a product photo's original is stored inside the photo directory (PHOTO_DIR). */
export function photoFile(photoDir: string, slug: string, index: number, extension: PhotoExtension): string {
  return path.join(photoDir, 'products', `${slug}-${index}.${extension}`);
}

/**
 * The media types an Accept header names with a non-zero quality. Wildcards do not count: `*\/*` is what a
 * client that has never heard of AVIF sends too.
 */
function namedTypes(accept: string | undefined): Set<string> {
  const named = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...parameters] = part.split(';').map((text) => text.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (quality !== undefined && !(Number(quality.slice(2)) > 0)) continue;
    if (type !== '' && !type.includes('*')) named.add(type);
  }
  return named;
}

/** AVIF if the request's Accept names it, else WebP if it names that, else the original's own format. */
export function photoFormatFor(accept: string | undefined, original: PhotoExtension): PhotoFormat {
  const named = namedTypes(accept);
  if (named.has('image/avif')) return 'avif';
  if (named.has('image/webp')) return 'webp';
  return original === 'png' ? 'png' : 'jpeg';
}

// Settings that keep an encoding of a 1280-pixel photo within a few hundred milliseconds on one core: AVIF's
// effort 2 of 9 is about four times faster than its default and a few percent larger.
function encode(image: Sharp, format: PhotoFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 2 });
    case 'webp':
      return image.webp({ quality: 75 });
    case 'jpeg':
      return image.jpeg({ quality: 78, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 8 });
  }
}

/**
 * Resizes product photos with sharp and keeps what it made in a bounded in-memory cache (least recently
 * used first out, counted in bytes), so each width and format of a photo is encoded once; requests that
 * arrive while it is being encoded wait for that one encoding. A changed original (another size or
 * modification time) is encoded afresh.
 */
export class PhotoVariants {
  readonly #photoDir: string;
  readonly #cache: LRUCache<string, PhotoVariant> | undefined;
  readonly #pending = new Map<string, Promise<PhotoVariant>>();
  #encodings = 0;

  constructor(photoDir: string, cacheBytes: number) {
    this.#photoDir = photoDir;
    this.#cache =
      cacheBytes > 0
        ? new LRUCache({ maxSize: cacheBytes, sizeCalculation: (variant) => variant.body.length })
        : undefined;
  }

  /** How many encodings were made: a variant served from the cache makes none. */
  get encodings(): number {
    return this.#encodings;
  }

  /** The photo at `width` in `format`, or null when its original is not in the photo directory. */
  async get(
    photo: { key: string; index: number; photo: PhotoExtension },
    width: ImageWidth,
    format: PhotoFormat,
  ): Promise<PhotoVariant | null> {
    const file = photoFile(this.#photoDir, photo.key, photo.index, photo.photo);
    const original = await stat(file).catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR'))
        return null;
      throw error;
    });
    if (!original?.isFile()) return null;

    const key = `${file}|${original.size}|${original.mtimeMs}|${width}|${format}`;
    const cached = this.#cache?.get(key);
    if (cached) return cached;
    const pending = this.#pending.get(key);
    if (pending) return pending;

    const encoding = this.#encode(file, width, format).finally(() => this.#pending.delete(key));
    this.#pending.set(key, encoding);
    const variant = await encoding;
    this.#cache?.set(key, variant);
    return variant;
  }

  async #encode(file: string, width: ImageWidth, format: PhotoFormat): Promise<PhotoVariant> {
    this.#encodings += 1;
    // rotate() applies the camera's orientation; the metadata (EXIF, location) is left out of the result.
    const image = sharp(file).rotate().resize({ width, withoutEnlargement: true });
    const body = await encode(image, format).toBuffer();
    const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
    return { body, type: `image/${format}`, etag };
  }
}
