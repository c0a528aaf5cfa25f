-- account/listings (issue 17): each listing's bookings made in the last 30 days are read from the index
-- alone (a range of one listing's creation times, with the two timestamps it counts), instead of
-- fetching every booking the listing ever had. An owner of 200 listings: 26 ms → see tests/perf/ownerListings.mjs.
CREATE INDEX bookings_product_created_idx ON bookings (product_id, created_at) INCLUDE (paid_at, accepted_at);
