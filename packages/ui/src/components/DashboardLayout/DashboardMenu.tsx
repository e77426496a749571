import type { ReactNode } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { frame, stack } from '../../theme/layout';
import * as styles from './DashboardLayout.css';

/** The dashboard's pages, in the side menu's order (SPEC.md §2.10). */
export const dashboardPages = ['overview', 'orders', 'wishlist', 'chat', 'changePassword'] as const;
export type DashboardPage = (typeof dashboardPages)[number];

/** Where each menu entry leads: the app's addresses of SPEC.md §2.1's nested dashboard routes. */
export type DashboardHrefs = Readonly<Record<DashboardPage, string>>;

/** idle, or pending while the logout call runs (SPEC.md §4). */
export const dashboardLogoutStates = ['idle', 'pending'] as const;
export type DashboardLogoutState = (typeof dashboardLogoutStates)[number];

export interface DashboardMenuLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
}

export interface DashboardMenuProps {
  /** The page shown; its entry is marked as the current page. None on a page outside the menu. */
  current?: DashboardPage;
  onLogout: () => void;
  logout?: DashboardLogoutState;
  hrefs: DashboardHrefs;
  /** Draws a menu link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: DashboardMenuLinkProps) => ReactNode;
  /** Element id, so a toggle can point at the menu. */
  id?: string;
}

function renderAnchor({ children, ...props }: DashboardMenuLinkProps): ReactNode {
  return <a {...props}>{children}</a>;
}

/** Dashboard, My Orders, Wishlist, Chat, Change Password and Logout. */
export function DashboardMenu({
  current,
  onLogout,
  logout = 'idle',
  hrefs,
  renderLink = renderAnchor,
  id,
}: DashboardMenuProps) {
  const messages = useMessages().dashboard;
  const pending = logout === 'pending';
  return (
    <nav id={id} className={frame({ padding: 'sm' })} aria-label={messages.menuLabel}>
      <ul className={stack({ gap: 'xxs', listStyle: 'none', margin: 'none', padding: 'none' })}>
        {dashboardPages.map((page) => (
          <li key={page}>
            {renderLink({
              href: hrefs[page],
              className: styles.menuLink,
              children: messages.items[page],
              ...(page === current ? { 'aria-current': 'page' as const } : {}),
            })}
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.menuLink}
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) onLogout();
            }}
          >
            {pending ? messages.loggingOut : messages.logout}
          </button>
        </li>
      </ul>
    </nav>
  );
}
