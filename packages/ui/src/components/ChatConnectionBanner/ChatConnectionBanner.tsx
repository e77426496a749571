import { type ReactNode, useEffect, useState } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { tints } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { Icon } from '../Icon';
import * as styles from './ChatConnectionBanner.css';

export type ChatConnectionState =
  | { status: 'connecting' }
  | { status: 'connected' }
  /** `retryAt`: when the next attempt starts (epoch ms), or null while it is starting. */
  | { status: 'reconnecting'; retryAt: number | null }
  /** The server refused the session (`message` is its text): nothing is retried. */
  | { status: 'refused'; message: string };

export const chatConnectionStatuses = [
  'connecting',
  'connected',
  'reconnecting',
  'refused',
] as const satisfies readonly ChatConnectionState['status'][];

export interface ChatSignInLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

function renderAnchor({ href, className, children }: ChatSignInLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export interface ChatConnectionBannerProps {
  state: ChatConnectionState;
  /** Connect now instead of waiting. */
  onTryNow: () => void;
  /** The login page, for a refused session. */
  signInHref: string;
  renderLink?: (props: ChatSignInLinkProps) => ReactNode;
}

/** Whole seconds until `at`, never below zero. */
function secondsUntil(at: number): number {
  return Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function useSecondsUntil(at: number | null): number | null {
  const [seconds, setSeconds] = useState(() => (at === null ? null : secondsUntil(at)));
  useEffect(() => {
    if (at === null) {
      setSeconds(null);
      return;
    }
    setSeconds(secondsUntil(at));
    const timer = setInterval(() => setSeconds(secondsUntil(at)), 250);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}

/**
 * The chat's connection when it is not simply up: connecting, lost (with the countdown to the next attempt
 * and "Try now"), or refused. Nothing is drawn while connected.
 */
export function ChatConnectionBanner({
  state,
  onTryNow,
  signInHref,
  renderLink = renderAnchor,
}: ChatConnectionBannerProps) {
  const text = useMessages().chat;
  const seconds = useSecondsUntil(state.status === 'reconnecting' ? state.retryAt : null);

  if (state.status === 'connected') return null;

  if (state.status === 'connecting') {
    return (
      <p className={`${styles.banner} ${sprinkles(tints.info)}`} data-status="connecting" role="status">
        {text.connecting}
      </p>
    );
  }

  if (state.status === 'reconnecting') {
    return (
      <div className={`${styles.banner} ${sprinkles(tints.warning)}`} data-status="reconnecting">
        <Icon name="alert" />
        <p className={styles.text} role="status">
          {seconds === null || seconds === 0 ? text.reconnectingNow : format(text.reconnecting, { seconds })}
        </p>
        <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={onTryNow}>
          {text.tryNow}
        </button>
      </div>
    );
  }

  return (
    <div className={`${styles.banner} ${sprinkles(tints.danger)}`} data-status="refused" role="alert">
      <Icon name="alert" />
      <p className={styles.text}>{format(text.refused, { error: state.message })}</p>
      {renderLink({
        href: signInHref,
        className: button({ variant: 'secondary', size: 'sm' }),
        children: text.signInAgain,
      })}
    </div>
  );
}
