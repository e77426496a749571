import type { ApiClient } from '@bazaar/api-client';
import {
  BottomBar,
  Footer,
  type FooterContact,
  Header,
  type HeaderAccount,
  shopContact,
  shopContactContent,
  useLanguage,
  useMessages,
} from '@bazaar/ui';
import { useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/session';
import { ToastProvider } from '../toasts/toasts';
// The page-wide reset lives with the layout so page stories get it too.
import '../app.css';
import { renderLayoutLink } from './renderLayoutLink';
import * as styles from './SiteLayout.css';
import { ShopCountsContext } from './shopCounts';
import { useSiteLayoutData } from './useSiteLayoutData';

const mainId = 'main-content';

/** Header, footer, phone bottom bar and toasts around every page (SPEC.md §2.2). */
export function SiteLayout({ client }: { client: ApiClient }) {
  const { session } = useSession();
  const messages = useMessages();
  const { language } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const { categories, categoryStatus, counts, refreshCounts, suggest, subscribe } = useSiteLayoutData(
    client,
    session,
  );

  const account: HeaderAccount =
    session.status === 'signedIn'
      ? { status: 'signedIn', name: session.customer.name }
      : { status: session.status };

  // On the results page the search box shows the search (the old `&&value=` links parse the same).
  const search = useMemo(() => {
    if (location.pathname !== '/products/search') return undefined;
    const params = new URLSearchParams(location.search);
    return { category: params.get('category') ?? '', value: params.get('value') ?? '' };
  }, [location.pathname, location.search]);

  const contact: FooterContact = {
    address: shopContactContent[language].address.join(', '),
    phone: shopContact.phone,
    email: shopContact.email,
  };

  const shopCounts = useMemo(() => ({ ...counts, refresh: refreshCounts }), [counts, refreshCounts]);

  return (
    <ToastProvider>
      <ShopCountsContext.Provider value={shopCounts}>
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
            categories={categories}
            categoryStatus={categoryStatus}
            onSuggest={suggest}
            onNavigate={(href) => navigate(href)}
            {...(search ? { search } : {})}
            currentPath={location.pathname}
            supportPhone={shopContact.phone}
            renderLink={renderLayoutLink}
          />
          <main id={mainId} tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
          <Footer contact={contact} onSubscribe={subscribe} renderLink={renderLayoutLink} />
          <BottomBar
            // Like the header's icons: while a kept sign-in is checked, the links assume it holds.
            account={session.status === 'signedOut' ? 'signedOut' : 'signedIn'}
            cartCount={counts.cartCount}
            currentPath={location.pathname}
            renderLink={renderLayoutLink}
          />
        </div>
        <ScrollRestoration />
      </ShopCountsContext.Provider>
    </ToastProvider>
  );
}
