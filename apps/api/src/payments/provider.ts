import type { Config } from '../config';
import type { Database } from '../db/database';
import { type PaymentProviderName, paymentProviderOf } from './provider-choice';
import { StripeProvider } from './stripe-provider';
import { TestProvider } from './test-provider';

export type { PaymentProviderName } from './provider-choice';

/** A payment intent as both providers describe it; amounts in paise. */
export interface PaymentIntent {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  /**
   * Stripe's PaymentIntent status (requires_payment_method, processing, succeeded, canceled, …); a string
   * because Stripe may add statuses. Only `succeeded` ever pays an order.
   */
  status: string;
  /** metadata.orderId: the order the intent was created for, as the provider holds it. */
  orderId: string | null;
  /** Why the last attempt failed (Stripe's last_payment_error), in words a shopper can read. */
  lastError: string | null;
}

export interface NewPaymentIntent {
  orderId: string;
  /** Paise; computed by the server from the stored order. */
  amount: number;
  /** The order's earlier intent this one takes the place of, if any (it can no longer be paid). */
  replaces?: string | undefined;
}

/**
 * What the shop needs from a card payment provider. The shop never marks an order paid on the client's word:
 * it reads the intent back from the provider (retrieveIntent) and checks it.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the storefront needs to load the provider's client library; null for the test provider. */
  readonly publishableKey: string | null;
  createIntent(intent: NewPaymentIntent): Promise<PaymentIntent>;
  /** The intent as the provider holds it now, or null when the provider has no intent of that id. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
}

/** The provider the configuration asks for (see paymentProviderOf for the refusals). */
export function createPaymentProvider(config: Config, db: Database): TestProvider | StripeProvider {
  return paymentProviderOf(config) === 'stripe' ? StripeProvider.fromConfig(config) : new TestProvider(db);
}
