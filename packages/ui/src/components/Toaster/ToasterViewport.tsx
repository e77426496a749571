import * as Toast from '@radix-ui/react-toast';
import { useShellMessages } from '../../messages/LanguageProvider';
import { tints } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Icon } from '../Icon/Icon';
import * as styles from './Toaster.css';
import type { ToasterStore, ToastItem, ToastTone } from './toaster';

export interface ToasterViewportProps {
  toaster: ToasterStore;
  toasts: readonly ToastItem[];
  durations: Readonly<Record<ToastTone, number>>;
}

/** The toasts on radix Toast: loaded with the first toast a page shows (Toaster.tsx). */
export function ToasterViewport({ toaster, toasts, durations }: ToasterViewportProps) {
  const messages = useShellMessages();
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
  const messages = useShellMessages();
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
      <span className={`${styles.mark} ${sprinkles(tints[item.tone === 'error' ? 'danger' : item.tone])}`}>
        <ToneMark tone={item.tone} />
      </span>
      <div className={styles.body}>
        {/* An info toast has no title: radix already reads the provider's "Notification" before the text,
            and a second word would say no more. */}
        {item.tone === 'info' ? null : (
          <Toast.Title className={visuallyHidden}>
            {item.tone === 'error' ? messages.toasts.error : messages.toasts.success}
          </Toast.Title>
        )}
        <Toast.Description className={sprinkles({ overflowWrap: 'anywhere', margin: 'none' })}>
          {item.text}
        </Toast.Description>
      </div>
      <Toast.Close className={styles.close} aria-label={messages.common.dismiss}>
        <Icon name="close" size="sm" />
      </Toast.Close>
    </Toast.Root>
  );
}

function ToneMark({ tone }: { tone: ToastTone }) {
  return <Icon name={tone === 'error' ? 'alert' : tone === 'success' ? 'check' : 'info'} />;
}
