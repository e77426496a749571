import { createToaster, type ToastApi, Toaster, type ToasterStore } from '@bazaar/ui/components/Toaster';
import { createContext, type ReactNode, useContext, useState } from 'react';

const ToastContext = createContext<ToastApi | null>(null);

/**
 * The app's toaster: one store per mounted layout (so each story starts with none) and the Toaster that
 * shows it top right. Every page sits inside the layout and reaches it with useToast().
 */
export function ToastProvider({ children, toaster }: { children: ReactNode; toaster?: ToasterStore }) {
  const [store] = useState(() => toaster ?? createToaster());
  return (
    <ToastContext.Provider value={store.toast}>
      {children}
      <Toaster toaster={store} />
    </ToastContext.Provider>
  );
}

/**
 * Shows a toast: `toast.success(messages.toasts.messageSent)`, `toast.info(…)`, `toast.error(error.error)`. Texts are
 * already in the visitor's language (the server's error text stays as the server wrote it).
 */
export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs the ToastProvider of SiteLayout above it');
  return toast;
}
