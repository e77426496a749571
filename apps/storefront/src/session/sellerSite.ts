/**
 * The separate seller site (SPEC.md §1) that the login and register pages link to. Its address is set when
 * the storefront is built (`VITE_SELLER_SITE_URL`, e.g. `https://seller.bazaar.in`); without it the links
 * stay on this host under /seller, where a deployment can route the seller site.
 */
function sellerSiteRoot(): string {
  const configured: unknown = import.meta.env.VITE_SELLER_SITE_URL;
  if (typeof configured === 'string' && configured.trim() !== '')
    return configured.trim().replace(/\/+$/, '');
  return '/seller';
}

export const sellerSite = {
  loginHref: `${sellerSiteRoot()}/login`,
  registerHref: `${sellerSiteRoot()}/register`,
} as const;
