export {
  type ChatFriendEntry,
  type ChatFriendLinkProps,
  ChatFriendList,
  type ChatFriendListProps,
} from './ChatFriendList';
