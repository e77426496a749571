import type { DashboardPage } from '@bazaar/ui/components/DashboardLayout';

/** The side menu's entry of a dashboard address (SPEC.md §2.10); an order's details belong to My Orders. */
export function dashboardPageOf(pathname: string): DashboardPage | undefined {
  const rest = pathname.replace(/^\/dashboard\/?/, '').replace(/\/+$/, '');
  if (rest === '') return 'overview';
  const [first] = rest.split('/');
  switch (first) {
    case 'my-orders':
    case 'order':
      return 'orders';
    case 'my-wishlist':
      return 'wishlist';
    case 'chat':
      return 'chat';
    case 'change-password':
      return 'changePassword';
    default:
      return undefined;
  }
}
