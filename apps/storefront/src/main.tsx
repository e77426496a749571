import { LanguageProvider, languageStorage, loadMessages, supplyPageMessages } from '@bazaar/ui/messages';
import { pagesEn } from '@bazaar/ui/messages/pages.en';
import { lightTheme, loadSubsetFaces, themeBase } from '@bazaar/ui/theme';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './bootShell.css';
import { readDocumentAnswers } from './documentAnswers';
import { SessionProvider } from './session/session';
import { createSiteRouter } from './siteRouter';
import { shareStyleNonce } from './styleNonce';

// On <body>, not a wrapper: dialogs and toasts portal into body and need the theme's variables too. The
// theme brings the self-hosted Noto Sans faces with it.
document.body.classList.add(lightTheme, themeBase);
// Before the first price is drawn, so the rupee sign's face does not make the page be laid out twice.
loadSubsetFaces();
shareStyleNonce(document);

// English, the default, comes with this entry: its first render waits for no further request.
supplyPageMessages('english', pagesEn);

const { router, client } = createSiteRouter(
  readDocumentAnswers(document),
  window.location.pathname,
  createBrowserRouter,
);

const root = document.getElementById('root');
if (!root) throw new Error('app.html has no #root element');

// The provider reads the language kept in localStorage `language` (english when none, SPEC.md §1), writes
// every change back and keeps <html lang> in step. A visitor who chose Hindi gets its messages before the
// first render (offline, English is shown rather than nothing).
//
// The first render is a transition, as every later one of the router is: React renders it in slices rather
// than in one task, the frame's and the page's waiting state, about 30–50 ms on a desktop. On Lighthouse's
// phone the shop page's Total Blocking Time went from 324 to 249 ms (median of 8 runs each). It waits for
// nothing: the boot shell shows the same frame meanwhile.
function render(container: HTMLElement) {
  const reactRoot = createRoot(container);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <LanguageProvider>
          <SessionProvider client={client}>
            <RouterProvider router={router} />
          </SessionProvider>
        </LanguageProvider>
      </StrictMode>,
    ),
  );
}
loadMessages(languageStorage.read()).finally(() => render(root));
