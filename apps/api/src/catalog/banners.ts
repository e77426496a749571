import type { components } from '@bazaar/api-client';
import type { Queryable } from '../db/database';

export type Banner = components['schemas']['Banner'];

/** The home carousel's banners in their order; each links to its product's slug (SPEC §2.3). */
export async function listBanners(db: Queryable): Promise<Banner[]> {
  const { rows } = await db.query<{
    id: string;
    image: string;
    slug: string;
    title: string;
    subtitle: string;
  }>(
    `SELECT b.id, b.image, p.slug, b.title, b.subtitle
       FROM banners b
       JOIN products p ON p.id = b.product_id
      ORDER BY b.position, b.created_at, b.id`,
  );
  return rows.map((row) => ({
    _id: row.id,
    banner: row.image,
    link: row.slug,
    title: row.title,
    subtitle: row.subtitle,
  }));
}
