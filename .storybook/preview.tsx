import { lightTheme, themeBase } from '@bazaar/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { startMockServiceWorker, takeUnhandledRequests } from './mswBrowser';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test, not just a warning in the panel.
    a11y: { test: 'error' },
  },
  loaders: [mswLoader(startMockServiceWorker)],
  decorators: [
    (Story) => (
      <div className={`${lightTheme} ${themeBase}`}>
        <Story />
      </div>
    ),
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
