import type { HeaderLinkProps } from '@bazaar/ui/components/Header';
import { Link } from 'react-router-dom';
import { isHomeHref } from '../hrefs/site';

/**
 * The router's link for the header, footer and bottom bar, passing on what they set (a click handler that
 * closes the phone menu, aria-current) and whatever a radix menu item adds to it.
 */
export function renderLayoutLink({ href, children, ...rest }: HeaderLinkProps) {
  return (
    <Link to={href} reloadDocument={isHomeHref(href)} {...rest}>
      {children}
    </Link>
  );
}
