import { type ReactNode, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { headingFace, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { LoadProblem } from '../LoadProblem/LoadProblem';
import * as styles from './ChatConversation.css';

/** openapi.yaml `ChatMessage`, as the server stored it. */
export interface ChatMessageEntry {
  _id: string;
  senderId: string;
  receverId: string;
  senderName: string;
  /** Plain text: shown as it is, never as markup (docs/chat.md). */
  message: string;
  createdAt: string;
}

/** A message the customer wrote that the server has not stored yet. */
export interface ChatOutboxMessage {
  localId: string;
  text: string;
  /** pending: waits its turn or the connection; sending: on its way; failed: refused with `error`. */
  status: 'pending' | 'sending' | 'failed';
  error: string | null;
}

export type ChatConversationState =
  /** No seller chosen (/dashboard/chat). */
  | { status: 'none' }
  | { status: 'loading' }
  /** `message`: the server's text, when it gave one. */
  | { status: 'error'; message?: string }
  | {
      status: 'ready';
      friend: { fdId: string; name: string };
      /** Oldest first. */
      messages: readonly ChatMessageEntry[];
      /** After the stored messages, in the order written. */
      outbox: readonly ChatOutboxMessage[];
    };

export const chatConversationStatuses = [
  'none',
  'loading',
  'error',
  'ready',
] as const satisfies readonly ChatConversationState['status'][];

export interface ChatConversationProps {
  state: ChatConversationState;
  /** The signed-in customer: their messages are drawn on the right. */
  customerId: string;
  onRetry: (localId: string) => void;
  onDiscard: (localId: string) => void;
  /** Loads the conversation again after it failed. */
  onReload?: () => void;
  /** Drawn above the messages (the connection banner). */
  banner?: ReactNode;
  /** Drawn below the messages (the composer). */
  composer?: ReactNode;
}

/** Within this distance of the end the reader counts as reading the newest message. */
const NEAR_END_PX = 48;

/**
 * SPEC.md §2.10: the conversation panel, 600 px high. The messages are a live log read out politely; a new
 * message scrolls into view unless the reader scrolled up to read older ones, who gets a button instead.
 */
export function ChatConversation({
  state,
  customerId,
  onRetry,
  onDiscard,
  onReload,
  banner,
  composer,
}: ChatConversationProps) {
  const messages = useMessages();
  const text = messages.chat;
  const headingId = useId();
  const ready = state.status === 'ready' ? state : null;

  return (
    <section
      className={styles.panel}
      aria-labelledby={ready ? headingId : undefined}
      aria-label={ready ? undefined : text.title}
    >
      {ready ? (
        <h2
          id={headingId}
          className={headingFace({
            fontSize: 'lg',
            fontWeight: 'medium',
            overflowWrap: 'anywhere',
            margin: 'none',
            padding: 'md',
            borderBottom: 'hairline',
          })}
        >
          {format(text.conversationWith, { name: ready.friend.name })}
        </h2>
      ) : null}
      {banner}
      {state.status === 'none' ? <p className={styles.notice}>{text.chooseSeller}</p> : null}
      {state.status === 'loading' ? (
        <p className={styles.notice} role="status" aria-busy="true">
          {text.loading}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <LoadProblem
          styles={{
            problem: stack({
              alignItems: 'center',
              gap: 'sm',
              flex: 'fill',
              textAlign: 'center',
              padding: 'lg',
            }),
            problemTitle: sprinkles({ fontWeight: 'medium', margin: 'none' }),
            problemText: sprinkles({ color: 'textMuted', margin: 'none' }),
          }}
          title={text.loadFailed}
          message={state.message}
          onRetry={onReload}
        />
      ) : null}
      {ready ? (
        <MessageLog
          friendName={ready.friend.name}
          messages={ready.messages}
          outbox={ready.outbox}
          customerId={customerId}
          onRetry={onRetry}
          onDiscard={onDiscard}
        />
      ) : null}
      {composer}
    </section>
  );
}

function MessageLog({
  friendName,
  messages,
  outbox,
  customerId,
  onRetry,
  onDiscard,
}: {
  friendName: string;
  messages: readonly ChatMessageEntry[];
  outbox: readonly ChatOutboxMessage[];
  customerId: string;
  onRetry: (localId: string) => void;
  onDiscard: (localId: string) => void;
}) {
  const texts = useMessages();
  const text = texts.chat;
  const logRef = useRef<HTMLDivElement>(null);
  const nearEnd = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const count = messages.length + outbox.length;
  const lastId = messages.at(-1)?._id ?? null;
  const lastIsOwn = messages.at(-1)?.senderId === customerId;
  const written = outbox.length;
  const previous = useRef({ lastId, written });

  const toEnd = useCallback(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
    nearEnd.current = true;
    setUnseen(false);
  }, []);

  // A message arrived or was written: follow it, unless the reader scrolled up to older ones (then a button
  // offers the new one). The reader's own message is always followed: they just wrote it.
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { lastId, written };
    const arrived = lastId !== before.lastId;
    const wroteOne = written > before.written;
    if (!arrived && !wroteOne) return;
    if (nearEnd.current || wroteOne || lastIsOwn) toEnd();
    else setUnseen(true);
  }, [lastId, written, lastIsOwn, toEnd]);

  // The newest message is in view when the conversation opens.
  useLayoutEffect(() => toEnd(), [toEnd]);

  const onScroll = () => {
    const log = logRef.current;
    if (!log) return;
    nearEnd.current = log.scrollHeight - log.scrollTop - log.clientHeight <= NEAR_END_PX;
    if (nearEnd.current) setUnseen(false);
  };

  return (
    <div className={sprinkles({ position: 'relative', display: 'flex', flex: 'fill', minHeight: '0' })}>
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-label={format(text.conversationWith, { name: friendName })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so a keyboard can scroll it (WCAG 2.1.1).
        tabIndex={0}
        onScroll={onScroll}
      >
        {count === 0 ? (
          <p className={styles.notice}>{format(text.emptyConversation, { name: friendName })}</p>
        ) : (
          <ol className={stack({ gap: 'sm', listStyle: 'none', margin: 'none', padding: 'none' })}>
            {messages.map((message) => {
              const own = message.senderId === customerId;
              return (
                <li
                  key={message._id}
                  className={sprinkles({ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' })}
                  data-from={own ? 'customer' : 'seller'}
                >
                  <p className={styles.bubble} data-from={own ? 'customer' : 'seller'}>
                    <span className={visuallyHidden}>{own ? text.you : message.senderName}: </span>
                    {message.message}
                  </p>
                </li>
              );
            })}
            {outbox.map((entry) => (
              <li
                key={entry.localId}
                className={sprinkles({ display: 'flex', justifyContent: 'flex-end' })}
                data-from="customer"
              >
                <div className={styles.bubble} data-from="customer" data-status={entry.status}>
                  <p className={sprinkles({ margin: 'none' })}>
                    <span className={visuallyHidden}>{text.you}: </span>
                    {entry.text}
                  </p>
                  {entry.status === 'failed' ? (
                    <>
                      <p className={sprinkles({ fontSize: 'sm', margin: 'none' })}>
                        {format(text.notSent, { error: entry.error ?? texts.errors.generic })}
                      </p>
                      <div
                        className={sprinkles({
                          display: 'flex',
                          flexWrap: 'wrap',
                          gap: 'xs',
                          marginTop: 'xs',
                        })}
                      >
                        <button
                          type="button"
                          className={button({ variant: 'secondary', size: 'sm' })}
                          aria-label={format(text.retryMessage, { text: entry.text })}
                          onClick={() => onRetry(entry.localId)}
                        >
                          {text.retry}
                        </button>
                        <button
                          type="button"
                          className={button({ variant: 'secondary', size: 'sm' })}
                          aria-label={format(text.discardMessage, { text: entry.text })}
                          onClick={() => onDiscard(entry.localId)}
                        >
                          {text.discard}
                        </button>
                      </div>
                    </>
                  ) : (
                    <p className={styles.outboxStatus}>
                      {entry.status === 'sending' ? text.sending : text.waiting}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
      {unseen ? (
        <button
          type="button"
          className={`${button({ variant: 'primary', size: 'sm' })} ${styles.newMessages}`}
          onClick={toEnd}
        >
          {text.newMessages}
        </button>
      ) : null}
    </div>
  );
}
