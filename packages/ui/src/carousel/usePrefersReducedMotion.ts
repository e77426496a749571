import { useSyncExternalStore } from 'react';

export type MotionPreference = 'reduce' | 'no-preference';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function preference(): MotionPreference {
  return window.matchMedia(query).matches ? 'reduce' : 'no-preference';
}

/** The visitor's motion setting, kept current when they change it while the page is open. */
export function usePrefersReducedMotion(): MotionPreference {
  return useSyncExternalStore(subscribe, preference, () => 'no-preference');
}

/** The setting at this moment, for a value a component fixes once (the first state of a slideshow). */
export function currentMotionPreference(): MotionPreference {
  return typeof window === 'undefined' ? 'no-preference' : preference();
}
