/** Where the header's search and menus lead (SPEC.md §2.1, §2.2). */

/** The listing of one category: /products?category={name}. */
export function categoryHref(name: string): string {
  return `/products?${new URLSearchParams({ category: name })}`;
}

/**
 * The search results: /products/search?category={c}&value={text}. DESIGN.md §4: one `&`, where the old
 * site wrote `&&`; an empty category means every category.
 */
export function productSearchHref(category: string, value: string): string {
  return `/products/search?${new URLSearchParams({ category, value })}`;
}

export function productDetailsHref(slug: string): string {
  return `/product/details/${encodeURIComponent(slug)}`;
}
