-- Payments (issue 8): the embedded sandbox provider's own state, what each payment charged for, the
-- saved cards that pay a balance later, and the balance collection schedule.

-- The sandbox keeps its PaymentIntents in the database, so that every API process sees the same
-- intent (a card confirmed through one process is settled by another).
CREATE TABLE sandbox_payment_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  amount bigint NOT NULL CHECK (amount > 0),
  currency_code char(3) NOT NULL,
  status text NOT NULL CHECK (status IN (
    'requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled')),
  capture_method text NOT NULL DEFAULT 'automatic' CHECK (capture_method IN ('automatic', 'manual')),
  idempotency_key text NOT NULL UNIQUE,
  customer_ref text,
  -- the card is kept for off-session charges (the balance of a down payment)
  setup_future_usage boolean NOT NULL DEFAULT false,
  payment_method_ref text,
  last_error_code text,
  last_error_message text,
  -- requires_action: the page where the renter answers the 3-D Secure step
  next_action_url text,
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A sandbox card kept for later: only its test behaviour and last digits, never a full number.
CREATE TABLE sandbox_payment_methods (
  id text PRIMARY KEY,
  customer_ref text,
  behaviour text NOT NULL CHECK (behaviour IN ('succeeds', 'declined', 'three_d_secure')),
  last4 text NOT NULL,
  exp_month smallint NOT NULL,
  exp_year smallint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The renter at each provider (Stripe customers own the saved cards).
CREATE TABLE payment_customers (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  customer_ref text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider)
);

-- What an intent was created for: the price computation it charges (the booking's snapshot when it
-- succeeds), the client secret handed back when the same intent is reused, and the saved card.
ALTER TABLE payments
  ADD COLUMN price_snapshot jsonb,
  ADD COLUMN client_secret text,
  ADD COLUMN payment_method_ref text,
  ADD COLUMN customer_ref text;
CREATE INDEX payments_cart_idx ON payments (cart_id);

-- The balance of a down payment: charged on its due date, retried a day apart, cancelled after grace.
CREATE TABLE balance_collections (
  booking_id bigint PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  attempts smallint NOT NULL DEFAULT 0,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  last_failure text,
  status text NOT NULL DEFAULT 'collecting' CHECK (status IN ('collecting', 'paid', 'cancelled'))
);

INSERT INTO settings (key, value, description) VALUES
  ('balanceGraceDays', '7',
   'Days after the balance due date before a booking whose balance could not be charged is cancelled'),
  ('balanceChargeAttempts', '3', 'Automatic tries to charge a balance, a day apart')
ON CONFLICT (key) DO NOTHING;
