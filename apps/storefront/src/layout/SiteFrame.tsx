import type { ApiClient } from '@bazaar/api-client';
import { BottomBar } from '@bazaar/ui/components/BottomBar';
import { Footer, type FooterContact } from '@bazaar/ui/components/Footer';
import { Header, type HeaderAccount, type HeaderRenderLink } from '@bazaar/ui/components/Header';
import { shopContact, shopContactContent } from '@bazaar/ui/content';
import { useLanguage, useShellMessages } from '@bazaar/ui/messages';
import { type ReactNode, useMemo } from 'react';
import { useSession } from '../session/session';
import { ToastProvider } from '../toasts/toasts';
// The page-wide reset lives with the frame so every page and page story gets it.
import '../app.css';
import { isSearchPath, readSearch, siteLinks } from '../hrefs/site';
import * as styles from './SiteLayout.css';
import { ShopContext } from './shopContext';
import { type FrameCategories, noShop, type ShopData, shopLoading } from './siteFrameData';
import { useFrameCalls } from './useFrameCalls';

const mainId = 'main-content';

export interface SiteFrameProps {
  client: ApiClient;
  /** The path and query on screen: marks the current link and fills the search box on the results page. */
  location: { pathname: string; search: string };
  /** Where the header's search, suggestions and menus go. */
  navigate: (href: string) => void;
  /** Draws the header's, footer's and bottom bar's links. */
  renderLink: HeaderRenderLink;
  /** The category menu's. */
  categories: FrameCategories;
  /** The signed-in customer's counts and wishlist (`noShop` when signed out). */
  shop: ShopData;
  children: ReactNode;
}

/**
 * Header, footer, phone bottom bar and toasts around every page (SPEC.md §2.2). It knows no router: the
 * home page uses it with plain links (its own light entry, see docs/architecture.md) and every other page
 * through SiteLayout with the router's.
 */
export function SiteFrame({
  client,
  location,
  navigate,
  renderLink,
  categories,
  shop,
  children,
}: SiteFrameProps) {
  const { session } = useSession();
  const messages = useShellMessages();
  const { language } = useLanguage();
  const { suggest, subscribe } = useFrameCalls(client);
  // Counts and hearts are the signed-in customer's only: another's (a sign-in just changed) wait for theirs.
  const counts: ShopData =
    session.status !== 'signedIn' ? noShop : shop.customerId === session.customer.id ? shop : shopLoading;

  // A sign-in that could not be checked is neither a name nor a Login link: it is still being found out.
  const account: HeaderAccount =
    session.status === 'signedIn'
      ? { status: 'signedIn', name: session.customer.name }
      : { status: session.status === 'signedOut' ? 'signedOut' : 'checking' };

  // On the results page the search box shows the search (the old `&&value=` links parse the same).
  const search = useMemo(
    () => (isSearchPath(location.pathname) ? readSearch(new URLSearchParams(location.search)) : undefined),
    [location.pathname, location.search],
  );

  const contact: FooterContact = {
    address: shopContactContent[language].address.join(', '),
    phone: shopContact.phone,
    email: shopContact.email,
  };

  return (
    <ToastProvider>
      <ShopContext.Provider value={counts}>
        <div className={styles.shell}>
          <a
            className={styles.skipLink}
            href={`#${mainId}`}
            onClick={(event) => {
              // Focus moves without touching the URL: a hash would be a navigation to the router.
              event.preventDefault();
              document.getElementById(mainId)?.focus();
            }}
          >
            {messages.header.skipToContent}
          </a>
          <Header
            account={account}
            wishlistCount={counts.wishlistCount}
            cartCount={counts.cartCount}
            categories={categories.items}
            categoryStatus={categories.status}
            onSuggest={suggest}
            onNavigate={navigate}
            {...(search ? { search } : {})}
            currentPath={location.pathname}
            links={siteLinks}
            supportPhone={shopContact.phone}
            renderLink={renderLink}
          />
          <main id={mainId} tabIndex={-1} className={styles.main}>
            {children}
          </main>
          <Footer contact={contact} links={siteLinks} onSubscribe={subscribe} renderLink={renderLink} />
          <BottomBar
            // Like the header's icons: while a kept sign-in is checked, the links assume it holds.
            account={session.status === 'signedOut' ? 'signedOut' : 'signedIn'}
            cartCount={counts.cartCount}
            currentPath={location.pathname}
            links={siteLinks}
            renderLink={renderLink}
          />
        </div>
      </ShopContext.Provider>
    </ToastProvider>
  );
}
