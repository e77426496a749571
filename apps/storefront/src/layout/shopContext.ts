import { createContext, useContext } from 'react';
import { noShop, type ShopData } from './siteFrameData';

export const ShopContext = createContext<ShopData>(noShop);

/** The signed-in customer's counts and wishlist as the frame shows them, for any page inside it. */
export function useShop(): ShopData {
  return useContext(ShopContext);
}
