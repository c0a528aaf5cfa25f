-- The life of a booking after the payment (issue 16): requests paid by an authorisation that is
-- captured when the owner accepts, leases that keep two processes (or a job and a click) from
-- moving the same booking's money at once, owner cancellations counted, and the indexes the
-- renter's and the owner's booking lists read.

-- A request's payment is authorised on the card (manual capture) and waits for the owner: the
-- provider's `requires_capture`.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN (
  'requires_payment_method', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'failed', 'canceled'));
ALTER TABLE sandbox_payment_intents DROP CONSTRAINT sandbox_payment_intents_status_check;
ALTER TABLE sandbox_payment_intents ADD CONSTRAINT sandbox_payment_intents_status_check CHECK (status IN (
  'requires_payment_method', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'failed', 'canceled'));

-- When settlement turned an authorisation into a booking request: the row is settled from then on,
-- whatever the intent does next (captured on accept, released on decline, expiry or cancellation).
ALTER TABLE payments ADD COLUMN authorised_at timestamptz;
CREATE INDEX payments_authorised_idx ON payments (booking_id) WHERE status = 'requires_capture';

-- A short lease on a booking while a provider call about it is under way (capture, release, refund):
-- taken in a short transaction, so no transaction stays open over the network, and a second
-- process, a job or a double click finds the booking busy instead of moving money twice.
ALTER TABLE bookings ADD COLUMN lease_until timestamptz;

-- Cancellations by the owner, which the super-owner flag and the ranking read (each one is also a
-- booking_events row with actor_role 'owner' and to_status 'cancelled_by_owner').
ALTER TABLE users ADD COLUMN owner_cancellation_count integer NOT NULL DEFAULT 0;

-- The booking lists: a tab is a set of statuses of one tenant or owner, ordered by start date.
CREATE INDEX bookings_tenant_start_idx ON bookings (tenant_id, lower(period), id);
CREATE INDEX bookings_owner_start_idx ON bookings (owner_id, lower(period), id);
-- The completion job: stays that ended, still accepted or checked out.
CREATE INDEX bookings_end_idx ON bookings (upper(period)) WHERE status IN ('accepted', 'checked_out');
