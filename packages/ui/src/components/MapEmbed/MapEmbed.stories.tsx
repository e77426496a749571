import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { shopContactContent } from '../../content/contact';
import { MapEmbed, type MapEmbedProps } from './MapEmbed';

/** A stand-in for a provider's embeddable map: a page that loads without any network. */
const offlineSafeMapUrl = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="en"><title>Map</title><body style="margin:0;font:1rem sans-serif"><p>Embedded map</p></body></html>',
)}`;

/** Makes the browser report no connection for one story, as when the shopper's phone loses signal. */
function goOffline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
}

function goOnline() {
  Reflect.deleteProperty(navigator, 'onLine');
  window.dispatchEvent(new Event('online'));
}

const meta = {
  title: 'Components/MapEmbed',
  component: MapEmbed,
  tags: ['autodocs'],
  args: {
    title: 'Find us',
    placeName: 'Bazaar',
    address: shopContactContent.english.address,
  },
  // Whatever a story did to the connection, the next one starts online.
  beforeEach: () => goOnline,
} satisfies Meta<typeof MapEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No map provider configured, Bazaar's normal case: the map is drawn here and nothing is fetched. */
export const Drawn: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Find us' });
    await expect(section).toHaveAttribute('data-state', 'drawn');
    await expect(
      canvas.getByRole('img', {
        name: 'Map of Bazaar, Plot 42, Central Avenue, Gandhibagh, Nagpur, Maharashtra 440002',
      }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    const card = within(canvasElement.querySelector('figcaption') as HTMLElement);
    await expect(card.getByText('Bazaar')).toBeVisible();
    await expect(card.getByText('Gandhibagh, Nagpur')).toBeVisible();
  },
};

/** With a provider's URL and a connection, the frame replaces the drawing once it has loaded. */
export const Embedded: Story = {
  args: { mapUrl: offlineSafeMapUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Find us' });
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'embedded'));
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute(
      'title',
      'Map of Bazaar, Plot 42, Central Avenue, Gandhibagh, Nagpur, Maharashtra 440002',
    );
    await expect(frame).not.toHaveAttribute('inert');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Maharashtra 440002')).toBeVisible();
  },
};

/** Offline from the start: the frame is not even tried, the drawn map and the address card stay. */
export const Offline: Story = {
  args: { mapUrl: offlineSafeMapUrl },
  beforeEach: () => {
    goOffline();
    return goOnline;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Find us' })).toHaveAttribute('data-state', 'offline');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You are offline, so the live map cannot load. Here is our address instead.',
    );
    await expect(canvas.getByRole('img', { name: /^Map of Bazaar/ })).toBeVisible();
    await expect(canvas.getByText('Plot 42, Central Avenue')).toBeVisible();
  },
};

/** The connection drops after the map loaded, then comes back: the frame goes, then is tried again. */
export const ConnectionLost: Story = {
  args: { mapUrl: offlineSafeMapUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Find us' });
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'embedded'));
    goOffline();
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'offline'));
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(/You are offline/);
    goOnline();
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'embedded'));
  },
};

/**
 * The frame reports `error` as it mounts. Sent from the play it could come too late: the `data:` frame
 * loads within milliseconds on a busy machine, and a frame that has loaded no longer fails.
 */
function MapEmbedWithFailingFrame(props: MapEmbedProps) {
  const box = useRef<HTMLDivElement>(null);
  // After MapEmbed's own layout effect (children's run first), before the browser can load the frame.
  useLayoutEffect(() => {
    box.current?.querySelector('iframe')?.dispatchEvent(new Event('error'));
  }, []);
  return (
    <div ref={box}>
      <MapEmbed {...props} />
    </div>
  );
}

/** The frame reports an error: the drawing stays and says the live map could not load. */
export const FrameFailed: Story = {
  args: { mapUrl: offlineSafeMapUrl },
  render: (args) => <MapEmbedWithFailingFrame {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Find us' });
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'failed'));
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The live map could not be loaded. Here is our address instead.',
    );
    await expect(canvas.getByRole('img', { name: /^Map of Bazaar/ })).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { title: 'हम यहाँ हैं', address: shopContactContent.hindi.address },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'हम यहाँ हैं' })).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: 'Bazaar का नक्शा, प्लॉट 42, सेंट्रल एवेन्यू, गांधीबाग, नागपुर, महाराष्ट्र 440002',
      }),
    ).toBeVisible();
  },
};

export const HindiOffline: Story = {
  globals: { language: 'hindi' },
  args: { title: 'हम यहाँ हैं', address: shopContactContent.hindi.address, mapUrl: offlineSafeMapUrl },
  beforeEach: () => {
    goOffline();
    return goOnline;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'आप ऑफ़लाइन हैं, इसलिए लाइव नक्शा लोड नहीं हो सकता।',
    );
  },
};
