-- Changing a booking (issue 16): the renter asks for other dates, party size, captain or extras; the
-- server re-prices with the checkout's price; a higher price is paid first (a `modification`
-- payment), a lower one refunds by the snapshot's cancellation terms; the owner answers unless the boat
-- is instant-bookable. The booking keeps its original days until the change is confirmed.

CREATE TABLE booking_modifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  requested_by bigint NOT NULL REFERENCES users (id),
  status text NOT NULL CHECK (status IN (
    'awaiting_payment', 'awaiting_owner', 'accepted', 'declined', 'withdrawn', 'expired')),
  -- the new days, as bookings store them (end exclusive; a half day is a one-date period)
  period daterange NOT NULL CHECK (NOT isempty(period)),
  half_day_period text CHECK (half_day_period IN ('morning', 'afternoon')),
  people smallint NOT NULL CHECK (people > 0),
  with_captain boolean NOT NULL,
  -- the optional extras asked for: [{"extraId": 3, "quantity": 1}]
  extras jsonb NOT NULL DEFAULT '[]',
  price_lines jsonb NOT NULL,
  -- the checkout price computation of the new choices, written onto the booking on confirmation
  computation jsonb NOT NULL,
  old_total_amount bigint NOT NULL,
  new_total_amount bigint NOT NULL,
  -- new online amount minus the old: charged when positive, refunded by the terms when negative
  difference_amount bigint NOT NULL,
  refund_amount bigint NOT NULL DEFAULT 0 CHECK (refund_amount >= 0),
  -- the payment of a positive difference, once settled
  payment_id bigint REFERENCES payments (id),
  response_due_at timestamptz,
  reason text,
  decided_by bigint REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (half_day_period IS NULL OR upper(period) - lower(period) = 1)
);
-- One pending change per booking at a time.
CREATE UNIQUE INDEX booking_modifications_pending_idx ON booking_modifications (booking_id)
  WHERE status IN ('awaiting_payment', 'awaiting_owner');
CREATE INDEX booking_modifications_due_idx ON booking_modifications (response_due_at)
  WHERE status IN ('awaiting_payment', 'awaiting_owner');
CREATE INDEX booking_modifications_booking_idx ON booking_modifications (booking_id, id DESC);

ALTER TABLE payments DROP CONSTRAINT payments_kind_check;
ALTER TABLE payments ADD CONSTRAINT payments_kind_check
  CHECK (kind IN ('checkout', 'down_payment', 'balance', 'post_booking', 'modification'));
