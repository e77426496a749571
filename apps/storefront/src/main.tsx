import { lightTheme, themeBase } from '@bazaar/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createStorefrontClient } from './apiClient';
import { createRoutes } from './routes';

// On <body>, not a wrapper: dialogs and toasts portal into body and need the theme's variables too.
document.body.classList.add(lightTheme, themeBase);

const router = createBrowserRouter(createRoutes(createStorefrontClient()));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
