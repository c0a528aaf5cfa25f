-- Search speed at 100,000 boats (issue 3), third form: the place and the dates become plain
-- comparisons on one B-tree index tuple.
--
-- Place. Each product carries its coordinates as float8 and its latitude band (0.1 degree, about
-- 11 km). A circle is read as the bands it crosses and, in each band, a longitude range: a few
-- B-tree range scans. 013's GiST index-only scan cost about three times as much per candidate, and
-- its distance converted two numerics to float per candidate.
--
-- Dates. Each product carries the days it is held, as two multiranges: `held_am` (days whose
-- morning is taken) and `held_pm` (afternoon). A full-day booking and an owner's block take both
-- halves; a half-day booking takes its own. "Free in these dates" is one or two multirange overlaps,
-- instead of gathering every booking of those dates worldwide into a hash first (a quarter of a
-- search's time). They are kept by statement triggers on bookings and availability_blocks, so every
-- path that books, cancels, expires or blocks keeps them right without knowing about them. The
-- status list is HOLDING_STATUSES (shared/catalogue/catalogue.ts), as in 011's index; a test checks
-- that they agree.
ALTER TABLE products
  ADD COLUMN geo_lat float8 GENERATED ALWAYS AS (latitude::float8) STORED,
  ADD COLUMN geo_lng float8 GENERATED ALWAYS AS (longitude::float8) STORED,
  ADD COLUMN geo_band smallint GENERATED ALWAYS AS (floor(latitude * 10)::smallint) STORED,
  ADD COLUMN held_am datemultirange NOT NULL DEFAULT '{}',
  ADD COLUMN held_pm datemultirange NOT NULL DEFAULT '{}';

CREATE FUNCTION refresh_product_held_days(ids bigint[]) RETURNS void
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
      SELECT ab.period, '[0,2)'::int4range FROM availability_blocks ab WHERE ab.product_id = x.id
    ) held ON true
    GROUP BY x.id
  ) h
  WHERE p.id = h.id AND (p.held_am <> h.am OR p.held_pm <> h.pm)
$$;

-- Inserted and deleted rows: their products. Updated rows: only those whose hold changed.
CREATE FUNCTION bookings_held_days_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_held_days(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_held_days(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM refresh_product_held_days(ARRAY(
      SELECT o.product_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.product_id, o.period, o.slot, o.exclusive, o.status)
        IS DISTINCT FROM (n.product_id, n.period, n.slot, n.exclusive, n.status)
      UNION SELECT n.product_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.product_id <> n.product_id));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION blocks_held_days_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_held_days(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_held_days(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM refresh_product_held_days(ARRAY(
      SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER bookings_held_days_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_held_days_changed();
CREATE TRIGGER bookings_held_days_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_held_days_changed();
CREATE TRIGGER bookings_held_days_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_held_days_changed();
CREATE TRIGGER blocks_held_days_insert AFTER INSERT ON availability_blocks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blocks_held_days_changed();
CREATE TRIGGER blocks_held_days_update AFTER UPDATE ON availability_blocks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION blocks_held_days_changed();
CREATE TRIGGER blocks_held_days_delete AFTER DELETE ON availability_blocks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION blocks_held_days_changed();

-- The products already held (an existing database; a fresh one has no bookings yet).
SELECT refresh_product_held_days(ARRAY(
  SELECT product_id FROM bookings UNION SELECT product_id FROM availability_blocks));

-- Replaces 013's GiST covering index: the same columns, the held days, and the place as above.
DROP INDEX products_search_cover_idx;
CREATE INDEX products_search_band_idx ON products (geo_band, geo_lng)
  INCLUDE (id, kind, geo_lat, product_type, capacity, length_m, lowest_price_per_day, score,
    review_average, review_count, city_id, harbour_id, country_code, owner_id, held_am, held_pm)
  WHERE moderation_status = 'published';
-- 012's indexes served only the gathering of held boats that this replaces.
DROP INDEX bookings_holding_period_idx;
DROP INDEX availability_blocks_period_only_idx;
