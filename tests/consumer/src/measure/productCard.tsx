// One product card with the theme, imported from the package's root.
import { lightTheme, ProductCard, themeBase } from '@bazaar/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { links, product } from '../fixtures';
import { mount } from './mount';

document.body.classList.add(lightTheme, themeBase);

createRoot(mount()).render(
  <StrictMode>
    <ProductCard product={product} href={links.product(product.slug)} />
  </StrictMode>,
);
