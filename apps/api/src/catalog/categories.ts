import type { components } from '@bazaar/api-client';
import type { Queryable } from '../db/database';

export type Category = components['schemas']['Category'];

/** Every category in menu order (SPEC §2.2: the menu scrolls beyond 8, so all of them are sent). */
export async function listCategories(db: Queryable): Promise<Category[]> {
  const { rows } = await db.query<{ name: string; slug: string; image: string }>(
    'SELECT name, slug, image FROM categories ORDER BY position, name',
  );
  return rows.map(({ name, slug, image }) => ({ name, slug, image }));
}

/**
 * The id of the category a request names. The storefront links categories by name (SPEC §2.2,
 * /products?category={name}); a slug is accepted too so URLs can be tidy. Names compare case-insensitively.
 */
export async function findCategoryId(db: Queryable, nameOrSlug: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM categories
      WHERE lower(name) = lower($1) OR slug = lower($1)
      ORDER BY (name = $1) DESC
      LIMIT 1`,
    [nameOrSlug],
  );
  return rows[0]?.id ?? null;
}
