-- Search by dates (issue 3): for a short stay the search gathers the boats held in those dates once,
-- by period, rather than probing each candidate boat. These indexes serve that: holding bookings by
-- (period, slot) with the product carried for an index-only scan, and blocks by period. The list
-- of statuses is HOLDING_STATUSES (shared/catalogue/catalogue.ts), as in 011.
CREATE INDEX bookings_holding_period_idx ON bookings USING gist (period, slot) INCLUDE (product_id)
  WHERE exclusive AND status IN ('payment_pending', 'paid', 'down_payment_paid', 'accepted', 'checked_in',
    'checked_out', 'completed', 'reviewed', 'damage_claimed');
CREATE INDEX availability_blocks_period_only_idx ON availability_blocks USING gist (period) INCLUDE (product_id);
