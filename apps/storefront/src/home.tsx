import { LanguageProvider, languageStorage, loadMessages } from '@bazaar/ui/messages';
import { lightTheme, themeBase } from '@bazaar/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStorefrontClient } from './apiClient';
import { HomePage } from './pages/Home/HomePage';
import { SessionProvider } from './session/session';

// The entry of `/` (index.html): the home page alone, without the router, so the first visit loads only
// what it shows. Every other path is the routed app of app.html (main.tsx); see docs/architecture.md.
document.body.classList.add(lightTheme, themeBase);

const client = createStorefrontClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A visitor who chose Hindi gets its messages before the first render (offline, English rather than nothing).
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
loadMessages(languageStorage.read()).finally(() => render(root));
