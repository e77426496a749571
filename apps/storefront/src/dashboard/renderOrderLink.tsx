import type { OrderTableLinkProps } from '@bazaar/ui/components/OrderTable';
import { Link } from 'react-router-dom';

/** View on an order, through the router (no page load). */
export function renderOrderLink({ href, children, ...props }: OrderTableLinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
