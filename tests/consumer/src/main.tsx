// A site outside Bazaar's workspace using the published library the way the seller site does: components
// from `@bazaar/ui`, the stylesheet from `@bazaar/ui/styles.css`, and no vanilla-extract in its build.
import {
  defaultLanguage,
  Footer,
  Header,
  isLanguage,
  LanguageProvider,
  lightTheme,
  type NewsletterResult,
  ProductCard,
  themeBase,
} from '@bazaar/ui';
import '@bazaar/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { categories, links, product, suggest } from './fixtures';

// `?language=hindi` renders the Hindi texts, which must pull in the Devanagari face.
const requested = new URLSearchParams(window.location.search).get('language');
const language = isLanguage(requested) ? requested : defaultLanguage;

// As the storefront does: the theme's variables on <body>, so portalled menus and dialogs get them too.
document.body.classList.add(lightTheme, themeBase);

const subscribe = (): Promise<NewsletterResult> => Promise.resolve({ status: 'subscribed' });

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <LanguageProvider language={language}>
      <Header
        account={{ status: 'signedOut' }}
        wishlistCount={0}
        cartCount={2}
        categories={categories}
        onSuggest={suggest}
        links={links}
        currentPath="/"
      />
      <main>
        <ProductCard product={product} href={links.product(product.slug)} />
      </main>
      <Footer
        contact={{ address: 'Sitabuldi, Nagpur 440012', phone: '+91 712 254 0000', email: 'care@bazaar.in' }}
        links={{ about: '/about', delivery: '/delivery', privacy: '/privacy', terms: '/terms' }}
        onSubscribe={subscribe}
        year={2025}
      />
    </LanguageProvider>
  </StrictMode>,
);
