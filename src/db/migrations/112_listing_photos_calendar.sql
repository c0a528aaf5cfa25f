-- The owner's photos, calendar and iCal sync (issue 17).
--
-- Photos. An uploaded photo is a product_pictures row (the URL every page already reads, its
-- position the order, position 0 the cover) plus the files it was made into, kept by the files
-- provider under `storage_prefix` (`listings/{product}/{uuid}/{width}.{webp|avif|jpg}`).
CREATE TABLE listing_photos (
  picture_id bigint PRIMARY KEY REFERENCES product_pictures (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  storage_prefix text NOT NULL UNIQUE,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  uploaded_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listing_photos_product_idx ON listing_photos (product_id);

-- iCal imports: other platforms' feeds of a listing, refreshed by src/jobs/icalImport.ts. A run
-- claims a feed by setting `lease_until`, so two processes never fetch the same feed at once.
CREATE TABLE listing_ical_feeds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  url text NOT NULL CHECK (url ~ '^https?://' AND length(url) <= 2000),
  lease_until timestamptz,
  last_synced_at timestamptz,
  last_error text,
  event_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, url)
);
CREATE INDEX listing_ical_feeds_due_idx ON listing_ical_feeds (last_synced_at NULLS FIRST);

-- The export feed's secret: the URL another platform subscribes to. Kept readable (not hashed)
-- because the owner copies the URL again whenever they add a platform; regenerating replaces it.
CREATE TABLE listing_ical_exports (
  product_id bigint PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{32,}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Blocks: half days (the booking's slot: [0,1) morning, [1,2) afternoon, [0,2) the whole day, a
-- half day being one date), and the days an imported feed holds, replaced at each import.
ALTER TABLE availability_blocks
  ADD COLUMN slot int4range NOT NULL DEFAULT '[0,2)',
  ADD COLUMN ical_feed_id bigint REFERENCES listing_ical_feeds (id) ON DELETE CASCADE,
  ADD COLUMN ical_summary text,
  ADD CONSTRAINT availability_blocks_slot_check
    CHECK (slot = '[0,2)'::int4range OR (slot IN ('[0,1)'::int4range, '[1,2)'::int4range)
           AND upper(period) - lower(period) = 1)),
  DROP CONSTRAINT availability_blocks_reason_check,
  ADD CONSTRAINT availability_blocks_reason_check
    CHECK (reason IN ('owner_blocked', 'maintenance', 'ical_import')),
  ADD CONSTRAINT availability_blocks_ical_check CHECK ((reason = 'ical_import') = (ical_feed_id IS NOT NULL));
CREATE INDEX availability_blocks_feed_idx ON availability_blocks (ical_feed_id) WHERE ical_feed_id IS NOT NULL;

-- 076's held days, now reading the block's half of the day instead of taking the whole day.
CREATE OR REPLACE FUNCTION refresh_product_held_days(ids bigint[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET held_am = h.am, held_pm = h.pm
  FROM (
    SELECT x.id,
      coalesce(range_agg(held.period) FILTER (WHERE held.slot && '[0,1)'::int4range), '{}') AS am,
      coalesce(range_agg(held.period) FILTER (WHERE held.slot && '[1,2)'::int4range), '{}') AS pm
    FROM unnest(ids) AS x(id)
    LEFT JOIN LATERAL (
      SELECT b.period, b.slot FROM bookings b
      WHERE b.product_id = x.id AND b.exclusive AND b.status IN ('payment_pending', 'paid',
        'down_payment_paid', 'accepted', 'checked_in', 'checked_out', 'completed', 'reviewed', 'damage_claimed')
      UNION ALL
      SELECT ab.period, ab.slot FROM availability_blocks ab WHERE ab.product_id = x.id
    ) held ON true
    GROUP BY x.id
  ) h
  WHERE p.id = h.id AND (p.held_am <> h.am OR p.held_pm <> h.pm)
$$;
