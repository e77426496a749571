import type { Queryable } from '../db/database';
import {
  bannerImageSvg,
  bannerImageUrl,
  categoryImageSvg,
  type ImagePath,
  productImageSvg,
  productImageUrl,
  productPictureUrl,
  sellerImageSvg,
} from '../images';

/** Whether a product lists the picture an address names (a drawn one or a photo) among its pictures. */
export async function listsPicture(db: Queryable, image: ImagePath): Promise<boolean> {
  if (image.kind !== 'product') return false;
  const { rows } = await db.query<{ listed: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM products WHERE slug = $1 AND $2 = ANY (images)) AS listed',
    [image.key, productPictureUrl(image)],
  );
  return rows[0]?.listed === true;
}

/**
 * Draws the picture an image address names, from the row it belongs to, or null when no row has that
 * picture (an unknown slug, a picture number the product does not have, a banner that is gone).
 */
export async function drawImage(db: Queryable, image: ImagePath): Promise<string | null> {
  switch (image.kind) {
    case 'product': {
      // A photo is not drawn: the images route resizes its file.
      if (image.photo) return null;
      // The picture must be one the product lists, so an address cannot conjure a sixth view.
      const { rows } = await db.query<{
        name: string;
        brand: string;
        category: string;
        kind: string | null;
        colour: string | null;
      }>(
        `SELECT p.name, p.brand, c.name AS category, p.kind, p.colour
           FROM products p JOIN categories c ON c.id = p.category_id
          WHERE p.slug = $1 AND $2 = ANY (p.images)`,
        [image.key, productImageUrl(image.key, image.index)],
      );
      const row = rows[0];
      return row ? productImageSvg({ ...row, index: image.index }) : null;
    }
    case 'category': {
      const { rows } = await db.query<{ name: string }>('SELECT name FROM categories WHERE slug = $1', [
        image.key,
      ]);
      const row = rows[0];
      return row ? categoryImageSvg(row) : null;
    }
    case 'banner': {
      const { rows } = await db.query<{ title: string; subtitle: string; category: string }>(
        `SELECT b.title, b.subtitle, c.name AS category
           FROM banners b
           JOIN products p ON p.id = b.product_id
           JOIN categories c ON c.id = p.category_id
          WHERE b.image = $1
          ORDER BY b.position, b.id
          LIMIT 1`,
        [bannerImageUrl(image.index)],
      );
      const row = rows[0];
      return row ? bannerImageSvg({ ...row, index: image.index }) : null;
    }
    case 'seller': {
      const { rows } = await db.query<{ shop_name: string }>('SELECT shop_name FROM sellers WHERE id = $1', [
        image.key,
      ]);
      const row = rows[0];
      return row ? sellerImageSvg({ name: row.shop_name }) : null;
    }
  }
}
