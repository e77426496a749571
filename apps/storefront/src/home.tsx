import { LanguageProvider, languageStorage, loadShellMessages } from '@bazaar/ui/messages';
import { lightTheme, loadSubsetFaces, themeBase } from '@bazaar/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStorefrontClient } from './apiClient';
import './bootShell.css';
import { answeringFromDocument, readDocumentAnswers } from './documentAnswers';
import { HomePage } from './pages/Home/HomePage';
import { SessionProvider } from './session/session';
import { shareStyleNonce } from './styleNonce';

// The entry of `/` (index.html): the home page alone, without the router, so the first visit loads only
// what it shows. Every other path is the routed app of app.html (main.tsx); see docs/architecture.md.
document.body.classList.add(lightTheme, themeBase);
// Before the first price is drawn, so the rupee sign's face does not make the page be laid out twice.
loadSubsetFaces();
shareStyleNonce(document);

// The home page's first requests are answered from its document (documentAnswers.ts). It has no moves of its
// own: its links load other documents.
const client = createStorefrontClient(answeringFromDocument(readDocumentAnswers(document)).fetch);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The shell's texts (header, footer, home) in the visitor's language before the first render; the routed
// pages' texts are never needed here (offline, English rather than nothing).
function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <LanguageProvider>
        <SessionProvider client={client}>
          <HomePage client={client} />
        </SessionProvider>
      </LanguageProvider>
    </StrictMode>,
  );
}
loadShellMessages(languageStorage.read()).finally(() => render(root));
