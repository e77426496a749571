/** Where Buy Now leads: the checkout with this one product (the checkout reads exactly these two parameters). */
export function buyNowHref(slug: string, quantity: number): string {
  return `/shipping?${new URLSearchParams({ buyNow: slug, quantity: String(quantity) })}`;
}

/** Where Chat Seller leads: the dashboard's conversation with the product's seller (SPEC.md §2.10). */
export function chatHref(sellerId: string): string {
  return `/dashboard/chat/${encodeURIComponent(sellerId)}`;
}
