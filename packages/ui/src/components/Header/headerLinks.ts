/**
 * Where the header's links, search and menus lead (SPEC.md §2.1, §2.2). The app owns its addresses and
 * passes them in; stories pass examples.
 */
export interface HeaderLinks {
  home: string;
  shops: string;
  about: string;
  contact: string;
  /** The signed-in customer's account page. */
  dashboard: string;
  login: string;
  wishlist: string;
  cart: string;
  /** The listing of one category. */
  category: (name: string) => string;
  /** The search results: category '' is every category. */
  search: (query: { category: string; searchValue: string }) => string;
  /** A product's page, from a search suggestion. */
  product: (slug: string) => string;
}
