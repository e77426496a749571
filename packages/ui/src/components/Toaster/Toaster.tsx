import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Icon } from '../Icon/Icon';
import * as styles from './Toaster.css';
import { type ToasterStore, type ToastItem, type ToastTone, toastDurations } from './toaster';

export interface ToasterProps {
  /** The store whose toasts to show, from `createToaster()`. */
  toaster: ToasterStore;
  /** Milliseconds each tone stays: SPEC.md §9's by default; review stories keep toasts with Infinity. */
  durations?: Readonly<Record<ToastTone, number>>;
}

/**
 * Shows a toaster's toasts top right on a dark background (SPEC.md §1). Errors interrupt a screen reader
 * (assertive), success waits its turn (polite); every toast has a dismiss button, pauses while pointed at or
 * focused, and F8 moves the keyboard to them.
 */
export function Toaster({ toaster, durations = toastDurations }: ToasterProps) {
  const messages = useMessages();
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, toaster.getSnapshot);
  return (
    <Toast.Provider swipeDirection="right" label={messages.toasts.notification}>
      {toasts.map((item) => (
        <ToasterToast
          key={item.id}
          item={item}
          duration={durations[item.tone]}
          onDismiss={() => toaster.dismiss(item.id)}
        />
      ))}
      <Toast.Viewport className={styles.viewport} label={messages.toasts.region} />
    </Toast.Provider>
  );
}

interface ToasterToastProps {
  item: ToastItem;
  duration: number;
  onDismiss: () => void;
}

function ToasterToast({ item, duration, onDismiss }: ToasterToastProps) {
  const messages = useMessages();
  return (
    <Toast.Root
      className={styles.toast}
      data-tone={item.tone}
      duration={duration}
      // Radix announces a foreground toast assertively and a background one politely.
      type={item.tone === 'error' ? 'foreground' : 'background'}
      defaultOpen
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
    >
      <span className={styles.mark}>
        <Icon name={item.tone === 'error' ? 'alert' : 'check'} />
      </span>
      <div className={styles.body}>
        <Toast.Title className={visuallyHidden}>
          {item.tone === 'error' ? messages.toasts.error : messages.toasts.success}
        </Toast.Title>
        <Toast.Description className={styles.text}>{item.text}</Toast.Description>
      </div>
      <Toast.Close className={styles.close} aria-label={messages.common.dismiss}>
        <Icon name="close" size="sm" />
      </Toast.Close>
    </Toast.Root>
  );
}
