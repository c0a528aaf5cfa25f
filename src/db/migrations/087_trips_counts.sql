-- The trips tabs count a user's paid bookings by status on every list (issue 16): with the status and
-- paid_at in the index, the count is an index-only scan instead of reading every booking row of an
-- owner with thousands of them.
CREATE INDEX bookings_owner_status_idx ON bookings (owner_id, status) INCLUDE (paid_at);
CREATE INDEX bookings_tenant_status_idx ON bookings (tenant_id, status) INCLUDE (paid_at);
