import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/database';
import { productPhotoUrl } from '../images/image-path';
import { photoFile } from '../images/photo-variants';
import { photoTexture, productPhotoJpeg } from '../images/product-photo';

export interface PhotoSeedOptions {
  /** Products given a photo at most (the newest first); the demo catalogue has 629. */
  limit?: number;
  /** Photos made at once; sharp spreads each over the cores as well. */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface PhotoSeedResult {
  photos: number;
  /** Bytes of all the originals written. */
  bytes: number;
  milliseconds: number;
}

export const DEFAULT_PHOTO_LIMIT = 1000;

type ProductRow = {
  id: string;
  slug: string;
  name: string;
  brand: string;
  category: string;
  kind: string | null;
  colour: string | null;
};

/**
 * Gives products a photo as their first picture: a JPEG of 1600 × 1600 pixels and 150–300 kB made from the
 * product's drawing (images/product-photo.ts), written to the photo directory, and the product's first image
 * address changed from its .svg to the photo's .jpg. Products whose first picture is a photo already are
 * left alone, so running it again only adds what is missing. The other views stay drawn.
 */
export async function seedProductPhotos(
  db: Queryable,
  photoDir: string,
  { limit = DEFAULT_PHOTO_LIMIT, concurrency = 2, onProgress }: PhotoSeedOptions = {},
): Promise<PhotoSeedResult> {
  const started = performance.now();
  const { rows } = await db.query<ProductRow>(
    `SELECT p.id, p.slug, p.name, p.brand, c.name AS category, p.kind, p.colour
       FROM products p JOIN categories c ON c.id = p.category_id
      WHERE p.images[1] LIKE '%.svg'
      ORDER BY p.created_at DESC, p.id
      LIMIT $1`,
    [limit],
  );
  if (rows.length === 0)
    return { photos: 0, bytes: 0, milliseconds: Math.round(performance.now() - started) };

  const texture = await photoTexture();
  await mkdir(path.dirname(photoFile(photoDir, 'x', 1, 'jpg')), { recursive: true });
  let next = 0;
  let done = 0;
  let bytes = 0;
  const worker = async () => {
    for (let row = rows[next++]; row !== undefined; row = rows[next++]) {
      const jpeg = await productPhotoJpeg({ ...row, index: 1 }, texture);
      // The file first: a product never lists a photo that is not there.
      await writeFile(photoFile(photoDir, row.slug, 1, 'jpg'), jpeg);
      await db.query('UPDATE products SET images[1] = $2 WHERE id = $1', [
        row.id,
        productPhotoUrl(row.slug, 1),
      ]);
      bytes += jpeg.length;
      done += 1;
      onProgress?.(done, rows.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { photos: done, bytes, milliseconds: Math.round(performance.now() - started) };
}
