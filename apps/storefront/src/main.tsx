import { LanguageProvider, languageStorage, loadMessages, supplyPageMessages } from '@bazaar/ui/messages';
import { pagesEn } from '@bazaar/ui/messages/pages.en';
import { lightTheme, loadSubsetFaces, themeBase } from '@bazaar/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createStorefrontClient } from './apiClient';
import './bootShell.css';
import { answeringFromDocument, readDocumentAnswers } from './documentAnswers';
import { siteHydrationData } from './layout/siteLayoutLoader';
import { createRoutes } from './routes';
import { SessionProvider } from './session/session';
import { shareStyleNonce } from './styleNonce';

// On <body>, not a wrapper: dialogs and toasts portal into body and need the theme's variables too. The
// theme brings the self-hosted Noto Sans faces with it.
document.body.classList.add(lightTheme, themeBase);
// Before the first price is drawn, so the rupee sign's face does not make the page be laid out twice.
loadSubsetFaces();
shareStyleNonce(document);

// English, the default, comes with this entry: its first render waits for no further request.
supplyPageMessages('english', pagesEn);

const documentAnswers = answeringFromDocument(readDocumentAnswers(document));
const client = createStorefrontClient(documentAnswers.fetch);
const router = createBrowserRouter(createRoutes(client, { documentPathname: window.location.pathname }), {
  hydrationData: siteHydrationData(client),
});

// The document's answers are for the page it was sent for: the first move elsewhere drops them.
const firstLocationKey = router.state.location.key;
const stopWatchingForAMove = router.subscribe((state) => {
  if ((state.navigation.location ?? state.location).key === firstLocationKey) return;
  documentAnswers.forget();
  stopWatchingForAMove();
});

const root = document.getElementById('root');
if (!root) throw new Error('app.html has no #root element');

// The provider reads the language kept in localStorage `language` (english when none, SPEC.md §1), writes
// every change back and keeps <html lang> in step. A visitor who chose Hindi gets its messages before the
// first render (offline, English is shown rather than nothing).
function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <LanguageProvider>
        <SessionProvider client={client}>
          <RouterProvider router={router} />
        </SessionProvider>
      </LanguageProvider>
    </StrictMode>,
  );
}
loadMessages(languageStorage.read()).finally(() => render(root));
