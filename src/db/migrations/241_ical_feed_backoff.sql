-- A feed that keeps failing (down, too slow, too large, unreadable) is retried later and later
-- (30 minutes, doubling, at most a day) instead of at every run, so it never holds back the others.
ALTER TABLE listing_ical_feeds
  ADD COLUMN failure_count integer NOT NULL DEFAULT 0,
  ADD COLUMN retry_after timestamptz;
