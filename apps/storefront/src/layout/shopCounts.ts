import { createContext, useContext } from 'react';
import type { ShopCounts } from './useSiteLayoutData';

export interface ShopCountsValue extends ShopCounts {
  /** Call after adding to or removing from the cart or wishlist, so the header's badges follow. */
  refresh: () => void;
}

export const ShopCountsContext = createContext<ShopCountsValue>({
  wishlistCount: 0,
  cartCount: 0,
  refresh: () => {},
});

/** The header's wishlist and cart counts, and the way to reload them, for any page under SiteLayout. */
export function useShopCounts(): ShopCountsValue {
  return useContext(ShopCountsContext);
}
