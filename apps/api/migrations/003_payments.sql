-- Card payments (DESIGN §3 "Payments").
--
-- `payments` is the shop's record of an order's payment intent with a provider. An order has at most one
-- intent per provider: starting a card payment again reuses it, so a shopper who reloads the payment page or
-- retries after a declined card never ends up with two intents that could both be charged.
DROP INDEX IF EXISTS payments_order_idx;
CREATE UNIQUE INDEX payments_order_provider_idx ON payments (order_id, provider);

-- The offline test provider's own state: what Stripe keeps on its side for a PaymentIntent. It lives in the
-- database so that an intent survives a restart and is the same on every API instance. order_id is the
-- intent's metadata, as Stripe would hold it, not a reference the provider relies on.
CREATE TABLE test_payment_intents (
  id text PRIMARY KEY CHECK (id ~ '^pi_test_[A-Za-z0-9]+$'),
  client_secret text NOT NULL UNIQUE CHECK (client_secret LIKE id || '\_secret\_%'),
  -- Paise, like Stripe's amount.
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency = 'inr'),
  order_id uuid NOT NULL,
  -- Stripe's lifecycle: requires_payment_method → succeeded, or back to requires_payment_method with
  -- last_payment_error after a declined card; canceled when the order is cancelled.
  status text NOT NULL DEFAULT 'requires_payment_method'
    CHECK (status IN ('requires_payment_method', 'succeeded', 'canceled')),
  last_error_code text,
  last_error_message text,
  CHECK ((last_error_code IS NULL) = (last_error_message IS NULL)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX test_payment_intents_order_idx ON test_payment_intents (order_id);
