export {
  WishlistToggle,
  type WishlistToggleProps,
  type WishlistToggleSize,
  type WishlistToggleState,
  type WishlistToggleStatus,
  wishlistToggleSizes,
  wishlistToggleStates,
  wishlistToggleStatuses,
} from './WishlistToggle';
