/**
 * The kinds of toast. SPEC.md §1 and §8 name success and error messages; `info` is for a notice that is
 * neither (a seller's message arriving, something not available yet), which a success tone would misreport.
 */
export const toastTones = ['success', 'info', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/**
 * How long each kind stays, in milliseconds; the timer pauses while pointed at or focused. Success and error
 * are SPEC.md §9's. SPEC.md gives none for info: 3000 sits between them, longer than a success because the
 * visitor did not just act and is not expecting the text, shorter than an error because nothing went wrong.
 */
export const toastDurations = { success: 2000, info: 3000, error: 4000 } as const satisfies Record<
  ToastTone,
  number
>;

/** At most this many toasts at once (SPEC.md §9): a new one pushes the oldest out. */
export const MAX_TOASTS = 20;

export interface ToastItem {
  id: number;
  tone: ToastTone;
  /** Already in the visitor's language; the caller picks it from the messages or the server's error. */
  text: string;
}

export interface ToastApi {
  success: (text: string) => number;
  info: (text: string) => number;
  error: (text: string) => number;
}

/** A list of toasts outside React, so any code (an event handler, a machine's action) can show one. */
export interface ToasterStore {
  toast: ToastApi;
  dismiss: (id: number) => void;
  clear: () => void;
  /** For useSyncExternalStore: the listener runs after every change. */
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastItem[];
}

export function createToaster(): ToasterStore {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  const publish = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const add = (tone: ToastTone, text: string) => {
    const id = nextId++;
    publish([...toasts, { id, tone, text }].slice(-MAX_TOASTS));
    return id;
  };

  return {
    toast: {
      success: (text) => add('success', text),
      info: (text) => add('info', text),
      error: (text) => add('error', text),
    },
    dismiss: (id) => {
      if (toasts.some((item) => item.id === id)) publish(toasts.filter((item) => item.id !== id));
    },
    clear: () => {
      if (toasts.length > 0) publish([]);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
  };
}
