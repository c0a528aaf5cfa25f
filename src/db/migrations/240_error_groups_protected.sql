-- A group an admin has opened stays on the Errors page until it is resolved: a flood of new groups
-- (anyone can send envelopes with the public DSN key) evicts stale and one-off groups, never these.
ALTER TABLE error_groups ADD COLUMN seen_by_admin_at timestamptz;
