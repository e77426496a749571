import { type ReactNode, useState } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
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
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{text.noConversations}</p>
        <p className={styles.emptyHint}>{text.noConversationsHint}</p>
      </div>
    );
  }

  return (
    <nav aria-label={text.conversations} className={styles.nav}>
      <ul className={styles.list}>
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
                    <span className={styles.pictureFrame}>
                      <FriendPicture image={friend.image} />
                      <span className={styles.dot} data-status={online ? 'online' : 'offline'} />
                    </span>
                    <span className={styles.text}>
                      <span className={styles.name}>{friend.name}</span>
                      <span className={styles.presence} data-status={online ? 'online' : 'offline'}>
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
  return <img className={styles.picture} src={image} alt="" onError={() => setFailed(true)} />;
}
