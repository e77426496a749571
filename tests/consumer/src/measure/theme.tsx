// The theme and its tokens alone, imported from the package's root as a site would.
import { lightTheme, themeBase, vars } from '@bazaar/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mount } from './mount';

document.body.classList.add(lightTheme, themeBase);

createRoot(mount()).render(
  <StrictMode>
    <p style={{ color: vars.color.text, padding: vars.space.md }}>Bazaar</p>
  </StrictMode>,
);
