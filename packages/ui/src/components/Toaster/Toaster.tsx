import { useEffect, useSyncExternalStore } from 'react';
import { useOnDemand } from '../../lazy/useOnDemand';
import { type ToasterStore, type ToastTone, toastDurations } from './toaster';

export interface ToasterProps {
  /** The store whose toasts to show, from `createToaster()`. */
  toaster: ToasterStore;
  /** Milliseconds each tone stays: SPEC.md §9's by default; review stories keep toasts with Infinity. */
  durations?: Readonly<Record<ToastTone, number>>;
}

const loadViewport = () => import('./ToasterViewport');

/**
 * Shows a toaster's toasts top right on a dark background (SPEC.md §1). Errors interrupt a screen reader
 * (assertive), success and info wait their turn (polite); every toast has a dismiss button, pauses while
 * pointed at or focused, and F8 moves the keyboard to them. Durations: error 4000 ms and success 2000 ms
 * (SPEC.md §9); info 3000 ms, a choice of ours since SPEC.md names no info tone (see toastDurations). The
 * radix part loads with the first toast, so a page that shows none does not load it.
 */
export function Toaster({ toaster, durations = toastDurations }: ToasterProps) {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, toaster.getSnapshot);
  const [viewport, requestViewport] = useOnDemand(loadViewport);
  const wanted = toasts.length > 0;
  useEffect(() => {
    if (wanted) requestViewport();
  }, [wanted, requestViewport]);
  if (!viewport) return null;
  return <viewport.ToasterViewport toaster={toaster} toasts={toasts} durations={durations} />;
}
