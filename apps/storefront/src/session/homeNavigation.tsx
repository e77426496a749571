import { createContext, useContext } from 'react';
import { goHome } from '../hrefs/site';

/**
 * How the account pages leave for the home page: goHome(), a document load (the home page is its own
 * entry, see isHomeHref in hrefs/site.ts). A context so that page stories, which cannot let their frame
 * load another document, can see the departure instead.
 */
export const HomeNavigationContext = createContext<() => void>(goHome);

export function useGoHome(): () => void {
  return useContext(HomeNavigationContext);
}
