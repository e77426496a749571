// The header with the theme, imported from the package's root: its menus load on demand.
import { Header, lightTheme, themeBase } from '@bazaar/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { categories, links, suggest } from '../fixtures';
import { mount } from './mount';

document.body.classList.add(lightTheme, themeBase);

createRoot(mount()).render(
  <StrictMode>
    <Header
      account={{ status: 'signedOut' }}
      wishlistCount={0}
      cartCount={0}
      categories={categories}
      onSuggest={suggest}
      links={links}
    />
  </StrictMode>,
);
