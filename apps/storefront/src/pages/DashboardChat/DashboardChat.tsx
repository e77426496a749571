import type {
  AddCustomerFriendRequest,
  AddCustomerFriendResponse,
  ApiClient,
  Customer,
} from '@bazaar/api-client';
import { chatMachine, openDraft, outboxOfOpenConversation, reconnectDelayMs } from '@bazaar/machines';
import { ChatComposer } from '@bazaar/ui/components/ChatComposer';
import { ChatConnectionBanner, type ChatConnectionState } from '@bazaar/ui/components/ChatConnectionBanner';
import { ChatConversation, type ChatConversationState } from '@bazaar/ui/components/ChatConversation';
import { type ChatFriendLinkProps, ChatFriendList } from '@bazaar/ui/components/ChatFriendList';
import { format, useMessages } from '@bazaar/ui/messages';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { addCustomerFriend } from '../../api/chat';
import { dataOrThrow } from '../../api/failureText';
import { chatHref } from '../../hrefs/dashboard';
import { loginHrefFor } from '../../hrefs/site';
import { renderRouterLink } from '../../renderRouterLink';
import { useApiClient, useSession } from '../../session/session';
import { useToast } from '../../toasts/toasts';
import { useChatSocketFactory } from './chatDependencies';
import * as styles from './DashboardChat.css';

type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

/** A seller of the list: a router link that keeps the list's mark of the open conversation. */
function renderFriendLink({ href, className, children, ...rest }: ChatFriendLinkProps) {
  return (
    <Link to={href} className={className} aria-current={rest['aria-current']}>
      {children}
    </Link>
  );
}

/** The machine's connection region, as the banner draws it. */
function connectionOf(snapshot: ChatSnapshot, retryAt: number | null): ChatConnectionState {
  if (snapshot.matches({ connection: 'refused' })) {
    return { status: 'refused', message: snapshot.context.connectionError ?? '' };
  }
  if (snapshot.matches({ connection: 'reconnecting' })) return { status: 'reconnecting', retryAt };
  if (snapshot.matches({ connection: 'connected' })) return { status: 'connected' };
  // A first connection is quick and needs no banner; after a drop, connecting again is still "lost".
  return snapshot.context.hasConnected || snapshot.context.reconnectAttempts > 0
    ? { status: 'reconnecting', retryAt: null }
    : { status: 'connecting' };
}

/** The machine's conversation region, as the panel draws it. */
function conversationOf(snapshot: ChatSnapshot): ChatConversationState {
  const { context } = snapshot;
  if (snapshot.matches({ conversation: 'loadFailed' })) {
    return { status: 'error', message: context.loadError ?? undefined };
  }
  // Reloading the open conversation (after a reconnect) keeps it on screen.
  if (context.currentFriend !== null && context.currentFriend.fdId === context.sellerId) {
    return {
      status: 'ready',
      friend: context.currentFriend,
      messages: context.messages,
      outbox: outboxOfOpenConversation(context),
    };
  }
  if (snapshot.matches({ conversation: 'loading' })) return { status: 'loading' };
  return { status: 'none' };
}

export function DashboardChat() {
  const client = useApiClient();
  const { session } = useSession();
  const location = useLocation();
  const messages = useMessages();
  if (session.status === 'signedOut') {
    return <Navigate to={loginHrefFor(`${location.pathname}${location.search}`)} replace />;
  }
  // An unconfirmed sign-in never gets here: the dashboard's frame shows its failure instead of the page.
  if (session.status !== 'signedIn') {
    return (
      <p className={styles.waiting} role="status">
        {messages.chat.loading}
      </p>
    );
  }
  return <ChatRoom client={client} customer={session.customer} token={session.token} />;
}

function ChatRoom({ client, customer, token }: { client: ApiClient; customer: Customer; token: string }) {
  const messages = useMessages();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const { signOut } = useSession();
  const { sellerId: routeSellerId = null } = useParams();
  const createSocket = useChatSocketFactory();

  // The machine is made once per page; what its actions reach (texts, toasts, the address) is read through
  // this ref so it is always the current one.
  const live = useRef({ messages, toast, navigate, signOut, path: location.pathname });
  live.current = { messages, toast, navigate, signOut, path: location.pathname };
  const retryAt = useRef<number | null>(null);

  const machine = useMemo(
    () =>
      chatMachine.provide({
        actors: {
          chatSocket: createSocket(token),
          addCustomerFriend: fromPromise<AddCustomerFriendResponse, AddCustomerFriendRequest>(
            async ({ input, signal }) =>
              dataOrThrow(await addCustomerFriend(client, input, signal), live.current.messages.errors),
          ),
        },
        actions: {
          notifySent: () => live.current.toast.success(live.current.messages.toasts.messageSent),
          notify: (_, { senderName }) =>
            live.current.toast.info(
              format(live.current.messages.toasts.sellerMessage, { sender: senderName }),
            ),
          goToSignIn: () => {
            // The server refused the token: the session is over here too, and the visitor comes back here.
            const next = loginHrefFor(live.current.path);
            live.current.signOut();
            live.current.navigate(next, { replace: true });
          },
        },
        delays: {
          // The machine's own backoff; the page keeps when the attempt is due, for the banner's countdown.
          reconnectDelay: ({ context }) => {
            const delay = reconnectDelayMs(context.reconnectAttempts, Math.random());
            retryAt.current = Date.now() + delay;
            return delay;
          },
        },
      }),
    [client, createSocket, token],
  );

  const [snapshot, send] = useMachine(machine, {
    input: { userId: customer.id, sellerId: routeSellerId },
  });

  // The address names the conversation: following a seller's link (or Back) opens that one.
  const opened = useRef(routeSellerId);
  useEffect(() => {
    if (opened.current === routeSellerId) return;
    opened.current = routeSellerId;
    send({ type: 'chat.open', sellerId: routeSellerId });
  }, [routeSellerId, send]);

  const { context } = snapshot;
  const connection = connectionOf(snapshot, retryAt.current);
  const conversation = conversationOf(snapshot);
  const draft = openDraft(context);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.chat.title}</h1>
      <div className={styles.layout}>
        <div className={styles.friends}>
          <ChatFriendList
            friends={context.friends}
            onlineIds={context.onlineSellerIds}
            currentId={context.sellerId}
            friendHref={(friend) => chatHref(friend.fdId)}
            renderLink={renderFriendLink}
          />
        </div>
        <ChatConversation
          state={conversation}
          customerId={customer.id}
          onRetry={(localId) => send({ type: 'chat.retry', localId })}
          onDiscard={(localId) => send({ type: 'chat.discard', localId })}
          onReload={() => send({ type: 'chat.open', sellerId: routeSellerId })}
          banner={
            <ChatConnectionBanner
              state={connection}
              onTryNow={() => send({ type: 'chat.reconnect' })}
              signInHref={loginHrefFor(location.pathname)}
              renderLink={renderRouterLink}
            />
          }
          composer={
            conversation.status === 'ready' ? (
              <ChatComposer
                friendName={conversation.friend.name}
                value={draft}
                onChange={(text) => send({ type: 'chat.draftChanged', text })}
                onSend={() => send({ type: 'chat.send' })}
              />
            ) : null
          }
        />
      </div>
    </div>
  );
}
