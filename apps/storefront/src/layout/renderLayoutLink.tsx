import type { HeaderLinkProps } from '@bazaar/ui';
import { Link } from 'react-router-dom';

/**
 * The router's link for the header, footer and bottom bar, passing on what they set (a click handler that
 * closes the phone menu, aria-current) and whatever a radix menu item adds to it.
 */
export function renderLayoutLink({ href, children, ...rest }: HeaderLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
