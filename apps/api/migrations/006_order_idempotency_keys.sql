-- Idempotent orders (DESIGN §3, docs/api-rules.md "Orders"): place-order may carry an `Idempotency-Key`
-- header, and the same key from the same customer within 24 hours answers the order it first created.
--
-- A key belongs to one customer: another customer's identical key is a different key. The row is written
-- first in the order's transaction, so a second request with the same key waits on it (PostgreSQL's unique
-- check) and then finds the committed order instead of making another. `order_id` is generated with the key
-- and the order is then inserted with that id; the foreign key is checked at commit, so a key never names a
-- missing order and never goes without one.
CREATE TABLE order_idempotency_keys (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  -- SHA-256 of what the order asked for (products, quantities, cart lines, address): the same key with
  -- another request is refused (422) instead of answering an order that is not the one asked for.
  request_hash text NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, key)
);
