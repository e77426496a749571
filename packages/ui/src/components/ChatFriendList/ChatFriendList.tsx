import { type ReactNode, useState } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { Icon } from '../Icon';
import * as styles from './ChatFriendList.css';

/** openapi.yaml `ChatFriend`: for a customer, a seller under its shop name with its picture. */
export interface ChatFriendEntry {
  fdId: string;
  name: string;
  /** '' when the list does not know the picture yet (a sender that just wrote for the first time). */
  image: string;
}

export interface ChatFriendLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

function renderAnchor({ href, className, children, ...rest }: ChatFriendLinkProps): ReactNode {
  return (
    <a href={href} className={className} aria-current={rest['aria-current']}>
      {children}
    </a>
  );
}

export interface ChatFriendListProps {
  /** Most recent conversation first, as the server and the chat keep them (SPEC.md §4). */
  friends: readonly ChatFriendEntry[];
  /** The sellers online now (`activeSeller`); empty while the chat is not connected. */
  onlineIds: readonly string[];
  /** The seller whose conversation is open. */
  currentId: string | null;
  /** The conversation's address: /dashboard/chat/{fdId} in the storefront. */
  friendHref: (friend: ChatFriendEntry) => string;
  renderLink?: (props: ChatFriendLinkProps) => ReactNode;
}

/** SPEC.md §2.10: the sellers the customer talks to, the open one marked, each with an online dot. */
export function ChatFriendList({
  friends,
  onlineIds,
  currentId,
  friendHref,
  renderLink = renderAnchor,
}: ChatFriendListProps) {
  const text = useMessages().chat;

  if (friends.length === 0) {
    return (
      <div className={stack({ gap: 'xs', textAlign: 'center', padding: 'lg' })}>
        <p className={sprinkles({ fontWeight: 'medium', margin: 'none' })}>{text.noConversations}</p>
        <p className={sprinkles({ color: 'textMuted', margin: 'none' })}>{text.noConversationsHint}</p>
      </div>
    );
  }

  return (
    <nav aria-label={text.conversations} className={sprinkles({ minWidth: '0' })}>
      <ul className={stack({ gap: 'xxs', listStyle: 'none', margin: 'none', padding: 'none' })}>
        {friends.map((friend) => {
          const online = onlineIds.includes(friend.fdId);
          const current = friend.fdId === currentId;
          return (
            <li key={friend.fdId}>
              {renderLink({
                href: friendHref(friend),
                className: styles.friend,
                'aria-current': current ? 'page' : undefined,
                children: (
                  <>
                    <span
                      className={sprinkles({
                        position: 'relative',
                        flexShrink: '0',
                        width: 'controlLg',
                        height: 'controlLg',
                      })}
                    >
                      <FriendPicture image={friend.image} />
                      <span className={styles.dot} data-status={online ? 'online' : 'offline'} />
                    </span>
                    <span className={styles.text}>
                      <span className={sprinkles({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>
                        {friend.name}
                      </span>
                      <span
                        className={sprinkles({ fontSize: 'sm', color: 'textMuted' })}
                        data-status={online ? 'online' : 'offline'}
                      >
                        {online ? text.online : text.offline}
                      </span>
                    </span>
                  </>
                ),
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The name beside it says who it is, so the picture is decorative; a missing or broken one shows an icon. */
function FriendPicture({ image }: { image: string }) {
  const [failed, setFailed] = useState(false);
  if (image === '' || failed) {
    return (
      <span className={styles.placeholder}>
        <Icon name="shop" />
      </span>
    );
  }
  return (
    <img
      className={sprinkles({
        width: 'full',
        height: 'full',
        borderRadius: 'pill',
        backgroundColor: 'surfaceSunken',
        objectFit: 'cover',
      })}
      src={image}
      alt=""
      onError={() => setFailed(true)}
    />
  );
}
