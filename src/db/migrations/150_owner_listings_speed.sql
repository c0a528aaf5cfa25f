-- account/listings (issue 17) for an owner of 200 listings (tests/perf/ownerListings.mjs).
-- Each listing's bookings made in the last 30 days are counted from the index alone: a range of one
-- listing's creation times, with the two timestamps it counts, instead of every booking it ever had.
CREATE INDEX bookings_product_created_idx ON bookings (product_id, created_at) INCLUDE (paid_at, accepted_at);

-- Each listing's next bookings are read from the index alone too (no visit to the table per booking:
-- a third of the buffers). Same keys as bookings_product_idx, which it replaces for every other reader.
CREATE INDEX bookings_product_status_idx ON bookings (product_id, status) INCLUDE (period, tenant_id, id);
DROP INDEX bookings_product_idx;
