import Stripe from 'stripe';
import type { Config } from '../config';
import { badRequest } from '../http/errors';
import type { NewPaymentIntent, PaymentIntent, PaymentProvider } from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  /** Needed only to accept webhooks. */
  webhookSecret?: string | undefined;
  /** Another address for the Stripe API (stripe-mock, a local fake); Stripe's own when unset. */
  apiUrl?: string | undefined;
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    orderId: intent.metadata?.orderId ?? null,
    lastError: intent.last_payment_error?.message ?? null,
  };
}

/** host, port and protocol of a URL, the form the Stripe client takes another address in. */
function addressOf(apiUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe through its official client (DESIGN §3): amounts in paise, currency INR, the order id in the
 * intent's metadata so that a payment can always be traced to its order.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;

  constructor(options: StripeProviderOptions) {
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, {
      // A failed network call is retried (Stripe makes retries safe with idempotency keys); none hangs.
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(options.apiUrl ? addressOf(options.apiUrl) : {}),
    });
  }

  static fromConfig(config: Config): StripeProvider {
    const { stripeSecretKey, stripePublishableKey } = config;
    if (!stripeSecretKey || !stripePublishableKey) throw new Error('Stripe keys are not configured');
    return new StripeProvider({
      secretKey: stripeSecretKey,
      publishableKey: stripePublishableKey,
      webhookSecret: config.stripeWebhookSecret,
      apiUrl: config.stripeApiUrl,
    });
  }

  async createIntent({ orderId, amount, replaces }: NewPaymentIntent): Promise<PaymentIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount,
        currency: 'inr',
        metadata: { orderId },
        automatic_payment_methods: { enabled: true },
      },
      // Two requests starting the same order's payment at once get the same intent, never two; a
      // replacement has its own key, or Stripe would answer the intent it replaces.
      { idempotencyKey: `bazaar-order-${orderId}-${amount}-${replaces ?? 'first'}` },
    );
    return toIntent(intent);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') {
        return null;
      }
      throw err;
    }
  }

  /** Whether webhooks can be verified, i.e. STRIPE_WEBHOOK_SECRET is set. */
  get acceptsWebhooks(): boolean {
    return Boolean(this.webhookSecret);
  }

  /**
   * The event, once its `stripe-signature` verifies against the raw body (400 otherwise). The client also
   * refuses a signature older than five minutes, so a captured request cannot be replayed later.
   */
  verifyEvent(rawBody: Buffer | string, signature: string): Stripe.Event {
    if (!this.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw badRequest('The Stripe signature of this event does not verify');
      }
      throw err;
    }
  }
}
