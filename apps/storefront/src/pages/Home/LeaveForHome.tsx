import { useEffect } from 'react';

/**
 * Where a routed navigation to `/` lands (a `navigate('/')`, Back to the home entry): the home page is the
 * document of index.html, so load it. Links to `/` already load the document themselves (homeHref.ts).
 */
export function LeaveForHome() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return null;
}
