-- The back office's bookings list filtered by status and sorted by start date ("awaiting the owner,
-- by start date"): the sibling of bookings_status_created_list_idx and bookings_status_amount_list_idx
-- in simpleRest.ts's sort order, so the page is read off the index within each status instead of
-- walking bookings_start_list_idx from the oldest trip and discarding every other status.
CREATE INDEX IF NOT EXISTS bookings_status_start_list_idx ON bookings (status, lower(period) ASC NULLS LAST, id ASC);
