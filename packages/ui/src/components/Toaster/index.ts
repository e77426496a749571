export { Toaster, type ToasterProps } from './Toaster';
export {
  createToaster,
  MAX_TOASTS,
  type ToastApi,
  type ToasterStore,
  type ToastItem,
  type ToastTone,
  toastDurations,
  toastTones,
} from './toaster';
