import { numberFormat } from '@bazaar/domain';
import { format } from '../../messages/format';
import { useShellMessages } from '../../messages/LanguageProvider';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './Header.css';
import { HeaderCategoryMenu } from './HeaderCategoryMenu';
import { HeaderLanguageSwitch } from './HeaderLanguageSwitch';
import { type HeaderRenderLink, renderAnchor } from './HeaderLink';
import { HeaderMobileMenu } from './HeaderMobileMenu';
import { HeaderSearch } from './HeaderSearch';
import type { HeaderAccount, HeaderCategory, HeaderCategoryStatus, HeaderSuggest } from './headerData';
import type { HeaderLinks } from './headerLinks';

export interface HeaderProps {
  account: HeaderAccount;
  /** Entries in the wishlist and units in the cart: each badge shows only when its count is above 0. */
  wishlistCount: number;
  cartCount: number;
  /** Every category, in menu order: the category menu and the search's category selector list them. */
  categories: readonly HeaderCategory[];
  categoryStatus?: HeaderCategoryStatus;
  /** Suggestions for the search box; called at most every 250 ms of typing. */
  onSuggest: HeaderSuggest;
  /** Goes to a search result, a suggestion or a category; a full page load by default. */
  onNavigate?: (href: string) => void;
  /** The search on screen, so the box shows it: category '' is every category. */
  search?: { category: string; searchValue: string };
  /** Where every link, the search and the menus lead: the app's addresses. */
  links: HeaderLinks;
  /** The path being shown, so its link is marked as the current page. */
  currentPath?: string;
  /** The support line, as people dial it. */
  supportPhone?: string;
  /** Draws every link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: HeaderRenderLink;
}

const countFormat = numberFormat('en-IN');

function assign(href: string) {
  window.location.assign(href);
}

/**
 * The top of every page (SPEC.md §2.2): language and account, the logo and page links, wishlist and cart
 * with their counts, the category menu and the search with suggestions. Page links fold into a menu sheet
 * on phones.
 */
export function Header({
  account,
  wishlistCount,
  cartCount,
  categories,
  categoryStatus = 'ready',
  onSuggest,
  onNavigate = assign,
  search = { category: '', searchValue: '' },
  links,
  currentPath,
  supportPhone,
  renderLink = renderAnchor,
}: HeaderProps) {
  const messages = useShellMessages();
  const text = messages.header;
  const signedOut = account.status === 'signedOut';

  const pages = [
    { href: links.home, label: text.home },
    { href: links.shops, label: text.shop },
    { href: links.about, label: text.aboutUs },
    { href: links.contact, label: text.contactUs },
  ];
  const accountEntry =
    account.status === 'signedIn'
      ? {
          href: links.dashboard,
          label: (
            <>
              <span aria-hidden="true" className={styles.accountName}>
                {account.name}
              </span>
              <span className={visuallyHidden}>{format(text.account, { name: account.name })}</span>
            </>
          ),
        }
      : account.status === 'signedOut'
        ? { href: links.login, label: text.login }
        : null;

  const currentOf = (href: string) => (currentPath === href ? { 'aria-current': 'page' as const } : {});

  const counter = (icon: IconName, href: string, count: number, label: string, countLabel: string) =>
    renderLink({
      href,
      className: styles.iconLink,
      ...currentOf(href),
      children: (
        <>
          <Icon name={icon} size="lg" />
          <span className={visuallyHidden}>{count > 0 ? countLabel : label}</span>
          {count > 0 ? (
            <span className={styles.countBadge} aria-hidden="true">
              {count > 99 ? '99+' : countFormat.format(count)}
            </span>
          ) : null}
        </>
      ),
    });

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.topBarInner}>
          <p className={styles.support}>
            <span>{text.support}</span>
            {supportPhone ? (
              <a className={styles.supportLink} href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>
                {supportPhone}
              </a>
            ) : null}
          </p>
          <HeaderLanguageSwitch />
          {accountEntry ? (
            renderLink({
              href: accountEntry.href,
              className: styles.accountLink,
              ...currentOf(accountEntry.href),
              children: (
                <>
                  <Icon name="user" size="sm" />
                  {accountEntry.label}
                </>
              ),
            })
          ) : (
            // Checking a kept sign-in: hold the place without promising either link.
            <span className={styles.accountPlaceholder} aria-hidden="true" />
          )}
        </div>
      </div>

      <div className={styles.mainBar}>
        <HeaderMobileMenu
          entries={accountEntry ? [...pages, accountEntry] : pages}
          currentPath={currentPath}
          renderLink={renderLink}
          footer={<HeaderLanguageSwitch />}
        />
        {renderLink({
          href: links.home,
          className: styles.brand,
          children: (
            <>
              <span aria-hidden="true">{messages.common.brand}</span>
              <span className={visuallyHidden}>{text.homeLink}</span>
            </>
          ),
        })}
        <nav className={styles.nav} aria-label={text.mainMenu}>
          <ul className={styles.navList}>
            {pages.map((page) => (
              <li key={page.href}>
                {renderLink({
                  href: page.href,
                  className: styles.navLink,
                  ...currentOf(page.href),
                  children: page.label,
                })}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.counters}>
          {counter(
            'heart',
            signedOut ? links.login : links.wishlist,
            wishlistCount,
            text.wishlist,
            wishlistCount === 1
              ? text.wishlistOneItem
              : format(text.wishlistCount, { count: countFormat.format(wishlistCount) }),
          )}
          {counter(
            'cart',
            signedOut ? links.login : links.cart,
            cartCount,
            text.cart,
            cartCount === 1
              ? text.cartOneItem
              : format(text.cartCount, { count: countFormat.format(cartCount) }),
          )}
        </div>
      </div>

      <div className={styles.searchBar}>
        <HeaderCategoryMenu
          categories={categories}
          status={categoryStatus}
          renderLink={renderLink}
          categoryHref={links.category}
        />
        <HeaderSearch
          // A new search on screen (Back, a shared link) starts the box afresh with it.
          key={`${search.category}\n${search.searchValue}`}
          categories={categoryStatus === 'ready' ? categories : []}
          onSuggest={onSuggest}
          onNavigate={onNavigate}
          links={links}
          defaultCategory={search.category}
          defaultSearchValue={search.searchValue}
        />
      </div>
    </header>
  );
}
