-- Bazaar schema. Runs unchanged on PGlite (Postgres 18) and PostgreSQL 15+.
-- Money is whole rupees (integer), except payments.amount which is paise (what the card provider takes).
-- E-mail addresses are stored lower-case; the application lower-cases before every lookup.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE CHECK (length(btrim(name)) > 0),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]+$'),
  image text NOT NULL,
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sellers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND email LIKE '_%@_%'),
  password_hash text NOT NULL,
  shop_name text NOT NULL CHECK (length(btrim(shop_name)) > 0),
  city text NOT NULL,
  state text NOT NULL,
  image text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND email LIKE '_%@_%'),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per login; subject_id is a customer or a seller according to role.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject_id uuid NOT NULL,
  role text NOT NULL CHECK (role IN ('customer', 'seller')),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  CHECK (revoked_at IS NULL OR revoked_at >= created_at)
);
CREATE INDEX sessions_subject_idx ON sessions (subject_id, role) WHERE revoked_at IS NULL;

CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id),
  category_id uuid NOT NULL REFERENCES categories (id),
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]+$'),
  brand text NOT NULL DEFAULT '',
  -- Upper bound keeps price * discount far from integer overflow.
  price integer NOT NULL CHECK (price > 0 AND price <= 10000000),
  discount integer NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 90),
  -- DESIGN §3: selling price = price - floor(price * discount / 100); filters, sort and price range use it.
  selling_price integer GENERATED ALWAYS AS (price - floor(price::numeric * discount / 100)::integer) STORED,
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  rating numeric(2, 1) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  description text NOT NULL DEFAULT '',
  images text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', name), 'A')
      || setweight(to_tsvector('simple', brand), 'B')
      || setweight(to_tsvector('simple', description), 'C')
  ) STORED
);
CREATE INDEX products_search_idx ON products USING gin (search);
CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops);
CREATE INDEX products_category_price_idx ON products (category_id, selling_price);
CREATE INDEX products_selling_price_idx ON products (selling_price);
CREATE INDEX products_rating_idx ON products (rating);
CREATE INDEX products_created_at_idx ON products (created_at DESC);
CREATE INDEX products_discount_idx ON products (discount) WHERE discount > 0;
CREATE INDEX products_seller_idx ON products (seller_id);

-- The banner links to its product's slug (SPEC §2.3); title and subtitle are drawn on the generated image.
CREATE TABLE banners (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  image text NOT NULL,
  title text NOT NULL DEFAULT '',
  subtitle text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX banners_product_idx ON banners (product_id);
CREATE INDEX banners_position_idx ON banners (position);

-- DESIGN §3: one review per customer and product; a second one replaces the first.
CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review text NOT NULL CHECK (length(btrim(review)) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, customer_id)
);
CREATE INDEX reviews_product_created_idx ON reviews (product_id, created_at DESC);
CREATE INDEX reviews_customer_idx ON reviews (customer_id);

CREATE TABLE cart_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, product_id)
);
CREATE INDEX cart_items_product_idx ON cart_items (product_id);

CREATE TABLE wishlist_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, product_id)
);
CREATE INDEX wishlist_items_product_idx ON wishlist_items (product_id);

-- DESIGN §3: one customer order, one sub-order per seller (seller_orders), lines snapshot the product.
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id),
  price integer NOT NULL CHECK (price >= 0),
  shipping_fee integer NOT NULL DEFAULT 0 CHECK (shipping_fee >= 0),
  items integer NOT NULL CHECK (items >= 1),
  payment_status text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid')),
  delivery_status text NOT NULL DEFAULT 'pending'
    CHECK (delivery_status IN ('pending', 'placed', 'processing', 'warehouse', 'delivered', 'cancelled')),
  payment_method text CHECK (payment_method IN ('cod', 'card')),
  shipping_info jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_customer_created_idx ON orders (customer_id, created_at DESC);
-- The sweep that cancels pending orders after 30 minutes.
CREATE INDEX orders_status_created_idx ON orders (delivery_status, created_at);

CREATE TABLE order_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id uuid REFERENCES products (id) ON DELETE SET NULL,
  seller_id uuid NOT NULL REFERENCES sellers (id),
  name text NOT NULL,
  slug text NOT NULL,
  brand text NOT NULL DEFAULT '',
  images text[] NOT NULL DEFAULT '{}',
  price integer NOT NULL CHECK (price > 0),
  discount integer NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 90),
  selling_price integer NOT NULL CHECK (selling_price >= 0 AND selling_price <= price),
  quantity integer NOT NULL CHECK (quantity >= 1)
);
CREATE INDEX order_lines_order_idx ON order_lines (order_id);
CREATE INDEX order_lines_product_idx ON order_lines (product_id);
CREATE INDEX order_lines_seller_idx ON order_lines (seller_id);

CREATE TABLE seller_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  seller_id uuid NOT NULL REFERENCES sellers (id),
  -- Payout: selling price less 5% commission (DESIGN §3).
  price integer NOT NULL CHECK (price >= 0),
  shipping_fee integer NOT NULL DEFAULT 0 CHECK (shipping_fee >= 0),
  delivery_status text NOT NULL DEFAULT 'pending'
    CHECK (delivery_status IN ('pending', 'placed', 'processing', 'warehouse', 'delivered', 'cancelled')),
  payment_status text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, seller_id)
);
CREATE INDEX seller_orders_seller_idx ON seller_orders (seller_id, created_at DESC);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (length(provider) > 0),
  intent_id text NOT NULL UNIQUE,
  amount integer NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (length(status) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_order_idx ON payments (order_id);

CREATE TABLE newsletter_subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND email LIKE '_%@_%'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  sender_role text NOT NULL CHECK (sender_role IN ('customer', 'seller')),
  -- SPEC §5: a message is sent only if non-empty after trimming.
  message text NOT NULL CHECK (length(btrim(message)) > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages (customer_id, seller_id, created_at);
CREATE INDEX chat_messages_seller_idx ON chat_messages (seller_id);

CREATE TABLE chat_friends (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  last_message_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, seller_id)
);
CREATE INDEX chat_friends_customer_recent_idx ON chat_friends (customer_id, last_message_at DESC);
CREATE INDEX chat_friends_seller_recent_idx ON chat_friends (seller_id, last_message_at DESC);
