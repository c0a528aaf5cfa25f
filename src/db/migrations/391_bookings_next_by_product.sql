-- An owner's listings page shows each listing's next bookings (SPEC section 2's account/listings):
-- the soonest requests, accepted trips and boats at sea. Read off (product_id, status) every booking of
-- the listing was fetched and sorted, years of past trips included (0.9 ms a listing, 22 ms a page
-- of 24 at 20 bookings each); this index holds the active bookings only, in start order, so a page
-- reads the first few of each listing and stops. Its predicate is owners/repository.ts's
-- NEXT_BOOKING_STATUSES, written literally in the statement so the planner can use it.
DROP INDEX CONCURRENTLY IF EXISTS bookings_next_by_product_idx;
CREATE INDEX CONCURRENTLY bookings_next_by_product_idx ON bookings (product_id, lower(period), id)
  INCLUDE (period, status, tenant_id) WHERE status IN ('paid', 'down_payment_paid', 'accepted', 'checked_in');
