export {
  type WishlistEntry,
  type WishlistLinkProps,
  WishlistList,
  type WishlistListProps,
  type WishlistListState,
  wishlistListStatuses,
} from './WishlistList';
