-- The operations back office (issue 6): refunds made once however often a manager clicks, and the
-- indexes its lists and the manager dashboard read.

-- A refund's idempotency key (e.g. autorefund:12:345 or booking-cancel:9:345) is also the key sent to
-- the payment provider: a second click, a retry or a second process finds the row and moves no money.
ALTER TABLE refunds ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX refunds_idempotency_key ON refunds (idempotency_key);
-- One refund per autorefund decision.
CREATE UNIQUE INDEX autorefunds_refund_key ON autorefunds (refund_id);

-- Bookings list: date filters and sorting, and the dashboard's range scans.
CREATE INDEX bookings_created_idx ON bookings (created_at DESC, id DESC);
CREATE INDEX bookings_start_idx ON bookings (lower(period));
CREATE INDEX bookings_reference_trgm_idx ON bookings USING gin (reference gin_trgm_ops);
CREATE INDEX bookings_title_trgm_idx ON bookings USING gin (listing_title gin_trgm_ops);

CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX outbox_created_idx ON outbox (created_at DESC, id DESC);
