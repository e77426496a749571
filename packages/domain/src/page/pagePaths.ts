/**
 * Every page of the storefront by its address pattern (SPEC.md §2.1), in react-router's syntax: `:name` is
 * one path segment, `:name?` an optional one. apps/storefront/src/routes.tsx builds its routes from these,
 * and the server answers any other address with the not-found page and status 404
 * (apps/api/src/routes/storefront.ts), so the two cannot disagree on which pages exist.
 */
export const PAGE_PATHS = {
  home: '/',
  shops: '/shops',
  products: '/products',
  search: '/products/search',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  delivery: '/delivery',
  product: '/product/details/:slug',
  login: '/login',
  register: '/register',
  // SPEC.md §2.1 names the cart page /card.
  cart: '/card',
  shipping: '/shipping',
  payment: '/payment',
  paymentSuccess: '/payment/success',
  orderConfirm: '/order/confirm',
  dashboard: '/dashboard',
  myOrders: '/dashboard/my-orders',
  orderDetails: '/dashboard/order/details/:orderId',
  myWishlist: '/dashboard/my-wishlist',
  changePassword: '/dashboard/change-password',
  chat: '/dashboard/chat/:sellerId?',
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/** One of the patterns of PAGE_PATHS. */
export type PagePath = (typeof PAGE_PATHS)[PageName];

export interface PageMatch {
  /** The pattern the address matched, e.g. PAGE_PATHS.product. */
  path: PagePath;
  /** The address's values for the pattern's `:name` segments, decoded; an absent optional one is missing. */
  params: Partial<Record<string, string>>;
}

interface CompiledPage {
  path: PagePath;
  pattern: RegExp;
  names: string[];
}

/**
 * The pattern as react-router matches it: letters in any case (its routes are not case-sensitive), a
 * parameter is one segment that is not empty, and trailing slashes are ignored.
 */
function compile(path: PagePath): CompiledPage {
  const names: string[] = [];
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const parameter = /^:([\w-]+)(\?)?$/.exec(segment);
      if (!parameter) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      names.push(parameter[1] ?? '');
      return parameter[2] === '?' ? '(?:/([^/]+))?' : '/([^/]+)';
    });
  return { path, pattern: new RegExp(`^${segments.join('')}/*$`, 'i'), names };
}

const COMPILED: readonly CompiledPage[] = Object.values(PAGE_PATHS).map(compile);

/**
 * Each segment decoded as the browser's router decodes it: an escaped slash stays escaped until the match
 * is made (it is part of its segment), and a malformed escape is left as it is.
 */
function decodeSegments(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll('/', '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** The storefront page an address (a URL's pathname, as sent) shows, or null when there is none. */
export function matchPagePath(pathname: string): PageMatch | null {
  const decoded = decodeSegments(pathname);
  for (const { path, pattern, names } of COMPILED) {
    const found = pattern.exec(decoded);
    if (!found) continue;
    const params: Partial<Record<string, string>> = {};
    names.forEach((name, index) => {
      const value = found[index + 1];
      if (value !== undefined) params[name] = value.replaceAll('%2F', '/');
    });
    return { path, params };
  }
  return null;
}
