-- Vouchers (DESIGN.md, "Weather"): account credit with an amount, a currency, an expiry and a reason.
-- The voucher row holds what was granted; every movement of its credit is a ledger row
-- (voucher_issued +, voucher_spent −, voucher_expired −, voucher_cancelled −, source_table 'vouchers'),
-- so what is left is the sum of its rows. A checkout reserves credit on its payment session
-- (voucher_holds) under the voucher's row lock, so two tabs cannot both count the same credit; the
-- hold becomes a voucher_spent row when the booking is paid and counts no more once the session ends.
CREATE TABLE vouchers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  currency_code char(3) NOT NULL DEFAULT 'EUR',
  -- a code, rendered for the reader: weather (a weather cancellation's service fee), returned (credit
  -- given back by a refunded booking it paid), goodwill (staff)
  reason text NOT NULL CHECK (reason IN ('weather', 'returned', 'goodwill')),
  -- the booking that gave it (the cancelled trip, the refunded booking)
  source_booking_id bigint REFERENCES bookings (id) ON DELETE SET NULL,
  -- staff's own words for an issued one (shown to staff only)
  note text,
  issued_by bigint REFERENCES users (id),
  expires_at timestamptz NOT NULL,
  cancelled_at timestamptz,
  cancelled_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX vouchers_user_idx ON vouchers (user_id, expires_at);
CREATE UNIQUE INDEX vouchers_one_weather_per_booking ON vouchers (source_booking_id) WHERE reason = 'weather';

CREATE TABLE voucher_holds (
  voucher_id bigint NOT NULL REFERENCES vouchers (id) ON DELETE CASCADE,
  payment_session_id bigint NOT NULL REFERENCES payment_sessions (id) ON DELETE CASCADE,
  booking_id bigint REFERENCES bookings (id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'spent')),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (voucher_id, payment_session_id)
);
CREATE INDEX voucher_holds_session_idx ON voucher_holds (payment_session_id);

INSERT INTO settings (key, value, description) VALUES
  ('voucherValidityDays', '90', 'A voucher can be spent for this many days after it is issued'),
  ('voucherMinimumCardAmount', '100',
   'A checkout paid partly by voucher leaves at least this much (minor units) on the card, which a request must hold until the owner answers')
ON CONFLICT (key) DO NOTHING;
