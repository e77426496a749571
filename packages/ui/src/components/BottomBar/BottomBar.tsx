import { numberFormat } from '@bazaar/domain';
import type { ReactNode } from 'react';
import { format } from '../../messages/format';
import { useShellMessages } from '../../messages/LanguageProvider';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './BottomBar.css';

export interface BottomBarLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
}

export const bottomBarAccounts = ['signedOut', 'signedIn'] as const;
export type BottomBarAccount = (typeof bottomBarAccounts)[number];

/** Where the bar's entries lead: the app's addresses. */
export interface BottomBarLinks {
  home: string;
  shops: string;
  /** The signed-in customer's orders. */
  orders: string;
  cart: string;
  login: string;
}

export interface BottomBarProps {
  /** Orders and Cart lead to /login until the visitor signs in (SPEC.md §2.2). */
  account: BottomBarAccount;
  /** Units in the cart; the badge shows only when there are some. */
  cartCount: number;
  /** The path being shown, so its entry is marked as the current page. */
  currentPath?: string;
  links: BottomBarLinks;
  /** Draws each entry, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: BottomBarLinkProps) => ReactNode;
}

const countFormat = numberFormat('en-IN');

function renderAnchor({ href, className, children, ...rest }: BottomBarLinkProps): ReactNode {
  return (
    <a href={href} className={className} {...rest}>
      {children}
    </a>
  );
}

/** Quick links along the bottom of a phone's screen (SPEC.md §2.2); hidden from tablet width up. */
export function BottomBar({
  account,
  cartCount,
  currentPath,
  links,
  renderLink = renderAnchor,
}: BottomBarProps) {
  const messages = useShellMessages().bottomBar;
  const signedIn = account === 'signedIn';
  const cartLabel =
    cartCount === 1
      ? messages.cartOneItem
      : format(messages.cartCount, { count: countFormat.format(cartCount) });
  const entries: Array<{
    key: string;
    href: string;
    icon: IconName;
    label: string;
    spoken?: string;
    count?: number;
  }> = [
    { key: 'home', href: links.home, icon: 'home', label: messages.home },
    { key: 'shop', href: links.shops, icon: 'shop', label: messages.shop },
    {
      key: 'orders',
      href: signedIn ? links.orders : links.login,
      icon: 'orders',
      label: messages.orders,
    },
    {
      key: 'cart',
      href: signedIn ? links.cart : links.login,
      icon: 'cart',
      label: messages.cart,
      ...(cartCount > 0 ? { spoken: cartLabel, count: cartCount } : {}),
    },
  ];

  return (
    <nav className={styles.bar} aria-label={messages.label}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.item}>
            {renderLink({
              href: entry.href,
              className: styles.link,
              ...(currentPath === entry.href ? { 'aria-current': 'page' as const } : {}),
              children: (
                <>
                  <span className={styles.iconWrap}>
                    <Icon name={entry.icon} />
                    {entry.count !== undefined ? (
                      <span className={styles.badge} aria-hidden="true">
                        {entry.count > 99 ? '99+' : countFormat.format(entry.count)}
                      </span>
                    ) : null}
                  </span>
                  {entry.spoken ? (
                    <>
                      <span aria-hidden="true">{entry.label}</span>
                      <span className={visuallyHidden}>{entry.spoken}</span>
                    </>
                  ) : (
                    <span>{entry.label}</span>
                  )}
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
