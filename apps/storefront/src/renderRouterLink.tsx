import type { ProductCardLinkProps } from '@bazaar/ui/components/ProductCard';
import { Link } from 'react-router-dom';
import { isHomeHref } from './hrefs/site';

/** Lets @bazaar/ui components, which know no router, navigate without a full page load. */
export function renderRouterLink({ href, className, children }: ProductCardLinkProps) {
  return (
    <Link to={href} className={className} reloadDocument={isHomeHref(href)}>
      {children}
    </Link>
  );
}
