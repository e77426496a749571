import {
  defaultLanguage,
  isLanguage,
  type Language,
  LanguageProvider,
  lightTheme,
  loadMessages,
  themeBase,
} from '@bazaar/ui';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { AnyHandler } from 'msw';
import { type MswParameter, mswLoader } from 'msw-storybook-addon/csf3';
import { useGlobals } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import { layoutHandlers } from '../apps/storefront/src/mocks/layoutHandlers';
import { startMockServiceWorker, takeUnhandledRequests } from './mswBrowser';

// As in the app (main.tsx): menus, dialogs and selects portal into <body>, outside the story's root, and
// need the theme's variables there too.
document.body.classList.add(lightTheme, themeBase);

// A play function's `findBy…` waits up to 3 s rather than Testing Library's 1 s: `npm test` runs the stories
// and the visual baselines side by side on two shared cores, where a page's mocked data can take over 1 s.
configure({ asyncUtilTimeout: 3000 });

/**
 * Every story in the language of the toolbar (or of a story's `globals: { language: 'hindi' }`). The
 * provider is controlled by the global, so a component that switches language moves the toolbar too, and
 * nothing is written to the browser's localStorage.
 */
const withLanguage: Decorator = (Story, context) => {
  const [, updateGlobals] = useGlobals();
  const language: Language = isLanguage(context.globals.language)
    ? context.globals.language
    : defaultLanguage;
  return (
    <LanguageProvider language={language} onLanguageChange={(next) => updateGlobals({ language: next })}>
      <Story />
    </LanguageProvider>
  );
};

/**
 * A story's handlers with the `layout` group (the header's, footer's and session's requests, which every
 * page story makes) after all the others: the first handler that matches answers, so a story that names one
 * of those requests itself (in an array or in any group) wins, and a story that gives a plain array still
 * has the layout's. `handlers: { layout: [...] }` replaces the whole group.
 */
function layoutLast(msw: MswParameter | undefined): AnyHandler[] {
  if (msw === undefined) return [...layoutHandlers];
  if (Array.isArray(msw)) return [...msw, ...layoutHandlers];
  if (msw.handlers === undefined) return [...layoutHandlers];
  if (Array.isArray(msw.handlers)) return [...msw.handlers, ...layoutHandlers];
  const { layout = layoutHandlers, ...groups } = msw.handlers;
  return [...Object.values(groups), layout]
    .flat()
    .filter((handler): handler is AnyHandler => Boolean(handler));
}

const loadMsw = mswLoader(startMockServiceWorker);

/** msw-storybook-addon's loader, then the same handlers in `layoutLast` order. */
const mswWithLayoutLast: Loader = async (context) => {
  await loadMsw(context);
  context.msw.resetHandlers();
  context.msw.use(...layoutLast(context.parameters.msw));
};

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test, not just a warning in the panel.
    a11y: { test: 'error' },
    msw: { handlers: { layout: layoutHandlers } },
  },
  globalTypes: {
    language: {
      description: 'Language of the shop’s texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'english', title: 'English' },
          { value: 'hindi', title: 'हिन्दी' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: defaultLanguage },
  // The shop fetches messages as pages need them; a story shows every text from its first frame.
  loaders: [mswWithLayoutLast, () => Promise.all([loadMessages('english'), loadMessages('hindi')])],
  decorators: [
    (Story) => (
      <div className={`${lightTheme} ${themeBase}`}>
        <Story />
      </div>
    ),
    withLanguage,
  ],
  beforeEach() {
    takeUnhandledRequests();
    // Every story starts as a fresh browser would: no sign-in, address, pending payment or language kept by
    // an earlier story (stories of one file share a page). A story's own beforeEach runs after this.
    localStorage.clear();
    sessionStorage.clear();
  },
  afterEach() {
    const unhandled = takeUnhandledRequests();
    if (unhandled.length > 0) {
      throw new Error(`Requests without an MSW handler in this story:\n${unhandled.join('\n')}`);
    }
  },
};

export default preview;
