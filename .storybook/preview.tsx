import {
  defaultLanguage,
  isLanguage,
  type Language,
  LanguageProvider,
  lightTheme,
  themeBase,
} from '@bazaar/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useGlobals } from 'storybook/preview-api';
import { startMockServiceWorker, takeUnhandledRequests } from './mswBrowser';

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

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test, not just a warning in the panel.
    a11y: { test: 'error' },
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
  loaders: [mswLoader(startMockServiceWorker)],
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
  },
  afterEach() {
    const unhandled = takeUnhandledRequests();
    if (unhandled.length > 0) {
      throw new Error(`Requests without an MSW handler in this story:\n${unhandled.join('\n')}`);
    }
  },
};

export default preview;
