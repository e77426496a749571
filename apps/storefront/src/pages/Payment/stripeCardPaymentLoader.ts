import type { ConfirmCardPaymentOutput } from '@bazaar/machines';
import { type ComponentType, createContext, type RefObject } from 'react';

/** Confirms the Stripe payment with what the shopper typed into Stripe's Elements. */
export type StripeConfirm = () => Promise<ConfirmCardPaymentOutput>;

/** The Stripe form's modes, as the test provider's form has them. */
export type StripeCardPaymentStatus = 'idle' | 'submitting' | 'declined';

export interface StripeCardPaymentProps {
  publishableKey: string;
  clientSecret: string;
  paymentIntentId: string;
  /** The amount to pay, whole rupees, shown on the button. */
  amount: number;
  status: StripeCardPaymentStatus;
  /** Stripe's reason when status is declined. */
  declineReason?: string;
  /** Pay: the page's payment machine takes it from here and calls `confirmRef`. */
  onSubmit: () => void;
  /** Where the form puts its confirm function once Stripe and its Elements are ready. */
  confirmRef: RefObject<StripeConfirm | null>;
}

export type StripeCardPaymentModule = { default: ComponentType<StripeCardPaymentProps> };

/**
 * How the payment page gets its Stripe form: a dynamic import, so Stripe's code loads only on /payment and
 * only when the server's provider is Stripe. Stories replace it with a stand-in (no network there).
 */
export const StripeCardPaymentLoader = createContext<() => Promise<StripeCardPaymentModule>>(
  () => import('./StripeCardPayment'),
);
