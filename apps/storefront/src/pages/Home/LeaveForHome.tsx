import { useEffect } from 'react';
import { homeHref } from '../../hrefs/site';

/**
 * Where a routed navigation to `/` lands (a `navigate('/')`, Back to the home entry): the home page is the
 * document of index.html, so load it. Links to `/` already load the document themselves (isHomeHref in
 * hrefs/site.ts).
 */
export function LeaveForHome() {
  useEffect(() => {
    window.location.replace(homeHref);
  }, []);
  return null;
}
