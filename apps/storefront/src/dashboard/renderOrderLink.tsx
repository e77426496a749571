import type { OrderTableLinkProps } from '@bazaar/ui/components/OrderTable';
import { Link } from 'react-router-dom';

/** The address of the payment page for an order (the payment page reads `orderId`). */
export function paymentHref(orderId: string): string {
  return `/payment?orderId=${encodeURIComponent(orderId)}`;
}

/** View on an order, through the router (no page load). */
export function renderOrderLink({ href, children, ...props }: OrderTableLinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
