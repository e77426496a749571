import type { Config } from '../config';

export type PaymentProviderName = 'test' | 'stripe';

/** The configuration is unusable for card payments; the message tells the operator what to set. */
export class PaymentSetupError extends Error {
  override name = 'PaymentSetupError';
}

type PaymentSettings = Pick<
  Config,
  'production' | 'stripeSecretKey' | 'stripePublishableKey' | 'allowTestPayments'
>;

/**
 * Which card provider the server runs with (DESIGN §3): Stripe when both Stripe keys are set, the offline
 * test provider otherwise. Kept free of the providers themselves so that reading the configuration stays
 * cheap. Throws PaymentSetupError instead of guessing:
 * - one Stripe key without the other is a half-done setup, not a reason to fall back to fake payments;
 * - a production server refuses the test provider unless ALLOW_TEST_PAYMENTS=true says it is a demo, because
 *   the test provider marks orders paid without any money moving.
 */
export function paymentProviderOf(config: PaymentSettings): PaymentProviderName {
  const secret = Boolean(config.stripeSecretKey);
  const publishable = Boolean(config.stripePublishableKey);
  if (secret !== publishable) {
    const missing = secret ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY';
    throw new PaymentSetupError(
      `Card payments: ${missing} is not set. Stripe needs both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY; unset both to use the offline test provider.`,
    );
  }
  if (secret) return 'stripe';
  if (config.production && !config.allowTestPayments) {
    throw new PaymentSetupError(
      'Card payments: NODE_ENV is production but no Stripe keys are set, and the offline test provider takes no real money. Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or set ALLOW_TEST_PAYMENTS=true for a demonstration shop.',
    );
  }
  return 'test';
}
