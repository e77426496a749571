import { useCallback, useId, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { text } from '../../recipes/text.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './MapEmbed.css';
import { NagpurMap } from './NagpurMap';

/**
 * What the map area shows:
 * - drawn: no map provider is configured (no `mapUrl`): the locally drawn map, the normal case for Bazaar;
 * - loading: the provider's frame is loading, invisible, over the drawn map;
 * - embedded: the frame loaded and is shown;
 * - offline: the browser is offline, so the frame is not even tried;
 * - failed: the frame reported an error or did not load in time.
 * The address card below the map shows in every state.
 */
export const mapEmbedStates = ['drawn', 'loading', 'embedded', 'offline', 'failed'] as const;
export type MapEmbedState = (typeof mapEmbedStates)[number];

type FrameState = Extract<MapEmbedState, 'loading' | 'embedded' | 'failed'>;

export interface MapEmbedProps {
  /** The section's heading, e.g. "Find us". */
  title: string;
  /** Whose address it is, written on the pin and the card: "Bazaar". */
  placeName: string;
  /** The postal address, one line per entry. */
  address: readonly string[];
  /**
   * A map provider's embeddable page. Without it the map is drawn here and nothing is fetched; with it the
   * frame is tried when the browser is online, and the drawn map stays when it fails or the browser is offline.
   */
  mapUrl?: string;
  /** How long the frame may take to load before the drawn map is kept instead. */
  loadTimeoutMs?: number;
}

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// Rendered without a browser, assume a connection: the browser corrects it on its first render.
const assumeOnline = () => true;

/**
 * A map with the address under it. A cross-origin frame cannot be inspected, so "loaded" only means the
 * browser fired `load`: a provider's own error page inside the frame still counts as loaded. Offline (from
 * `navigator.onLine` and its events), `error` and the time-out are what this component can see, and each
 * of them keeps the drawn map.
 */
export function MapEmbed({ title, placeName, address, mapUrl, loadTimeoutMs = 10_000 }: MapEmbedProps) {
  const messages = useMessages().contact;
  const titleId = useId();
  const online = useSyncExternalStore(subscribeToConnection, isOnline, assumeOnline);
  const [frame, setFrame] = useState<{ url: string; state: FrameState } | null>(null);

  // Each time the frame is (re)tried, it gets `loadTimeoutMs` to load. A layout effect, so the attempt is
  // recorded before the browser can fire the frame's `load` or `error`: a plain effect may run after them,
  // and `settle` would then ignore the event (a loaded frame stayed inert and "failed" after the time-out).
  useLayoutEffect(() => {
    if (mapUrl === undefined || !online) return;
    setFrame({ url: mapUrl, state: 'loading' });
    const timer = window.setTimeout(() => {
      setFrame((current) =>
        current?.url === mapUrl && current.state === 'loading' ? { url: mapUrl, state: 'failed' } : current,
      );
    }, loadTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [mapUrl, online, loadTimeoutMs]);

  const settle = useCallback(
    (state: FrameState) => {
      if (mapUrl === undefined) return;
      setFrame((current) =>
        current?.url === mapUrl && current.state === 'loading' ? { url: mapUrl, state } : current,
      );
    },
    [mapUrl],
  );

  // React does not hand an iframe's `error` event to props, so it is listened to directly.
  const frameRef = useCallback(
    (element: HTMLIFrameElement | null) => {
      if (element === null) return;
      const fail = () => settle('failed');
      element.addEventListener('error', fail);
      return () => element.removeEventListener('error', fail);
    },
    [settle],
  );

  const frameState: FrameState = frame !== null && frame.url === mapUrl ? frame.state : 'loading';
  const state: MapEmbedState = mapUrl === undefined ? 'drawn' : !online ? 'offline' : frameState;
  const addressText = address.join(', ');
  const note =
    state === 'loading'
      ? messages.mapLoading
      : state === 'offline'
        ? messages.mapOffline
        : state === 'failed'
          ? messages.mapFailed
          : '';

  return (
    <section className={styles.section} aria-labelledby={titleId} data-state={state}>
      <h2 id={titleId} className={text({ size: 'xl', weight: 'bold' })}>
        {title}
      </h2>
      <figure className={styles.figure}>
        <div className={styles.mapArea}>
          {state !== 'embedded' ? (
            <NagpurMap
              label={format(messages.mapOf, { place: placeName, address: addressText })}
              placeName={placeName}
            />
          ) : null}
          {mapUrl !== undefined && (state === 'loading' || state === 'embedded') ? (
            <iframe
              ref={frameRef}
              className={styles.frame}
              src={mapUrl}
              title={format(messages.mapOf, { place: placeName, address: addressText })}
              referrerPolicy="no-referrer"
              sandbox="allow-scripts allow-same-origin allow-popups"
              // Out of sight and out of reach until it has loaded; the drawn map speaks meanwhile.
              inert={state === 'loading'}
              onLoad={() => settle('embedded')}
            />
          ) : null}
        </div>
        <p className={styles.note} role="status">
          {note}
        </p>
        <figcaption className={stack({ fontStyle: 'normal', padding: 'lg', borderTop: 'hairline' })}>
          <span className={sprinkles({ fontWeight: 'bold' })}>{placeName}</span>
          {address.map((line) => (
            <span key={line} className={sprinkles({ color: 'textMuted' })}>
              {line}
            </span>
          ))}
        </figcaption>
      </figure>
    </section>
  );
}
