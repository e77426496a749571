import type { ProductCardLinkProps } from '@bazaar/ui';
import { Link } from 'react-router-dom';

/** Lets @bazaar/ui components, which know no router, navigate without a full page load. */
export function renderRouterLink({ href, className, children }: ProductCardLinkProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
