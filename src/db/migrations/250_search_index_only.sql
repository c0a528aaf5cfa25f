-- Search's index, read without the table, and a listing held on many days stays bookable.
--
-- The search's summary filters on the minimum stay when dates are searched (search/repository.ts): without
-- `minimum_days` in the index the scan read the table for every candidate (2,818 heap blocks for
-- 3,508 candidates at 100,000 boats). It and `half_day_allowed` (the half-day filter) join the index.
--
-- The held days (076) rode on the index tuple as two multiranges, one range per separate held
-- period: a listing with about a hundred of them made a tuple over B-tree's limit of 2,704 bytes, and
-- every booking of it failed ("index row size ... exceeds"). The index now carries an outline of each
-- (held_days_outline: at most 16 ranges, joining the closest periods, so it covers every held day and
-- maybe some free ones); a candidate whose outline meets the searched days is checked against its
-- exact held days in the table (search/repository.ts), which only listings held around those days need.
CREATE FUNCTION held_days_outline(held datemultirange) RETURNS datemultirange
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(range_agg(part), '{}')
  FROM (
    SELECT daterange(CASE WHEN bool_or(lower_inf(r)) THEN NULL ELSE min(lower(r)) END,
                     CASE WHEN bool_or(upper_inf(r)) THEN NULL ELSE max(upper(r)) END) AS part
    FROM (
      -- A new part starts after each of the 15 widest gaps between held periods.
      SELECT r, sum(CASE WHEN gap_rank <= 15 THEN 1 ELSE 0 END) OVER (ORDER BY lower(r) NULLS FIRST) AS part_no
      FROM (
        SELECT r, row_number() OVER (ORDER BY gap DESC NULLS LAST, lower(r)) AS gap_rank
        FROM (
          SELECT r, lower(r) - lag(upper(r)) OVER (ORDER BY lower(r) NULLS FIRST) AS gap
          FROM unnest(held) AS r
        ) periods
      ) ranked
    ) numbered
    GROUP BY part_no
  ) parts
$$;

ALTER TABLE products
  ADD COLUMN held_am_outline datemultirange GENERATED ALWAYS AS (held_days_outline(held_am)) STORED,
  ADD COLUMN held_pm_outline datemultirange GENERATED ALWAYS AS (held_days_outline(held_pm)) STORED;

DROP INDEX products_search_band_idx;
CREATE INDEX products_search_band_idx ON products (geo_band, geo_lng)
  INCLUDE (id, kind, geo_lat, product_type, capacity, length_m, lowest_price_per_day, score,
    review_average, review_count, city_id, harbour_id, country_code, owner_id, minimum_days,
    half_day_allowed, held_am_outline, held_pm_outline)
  WHERE moderation_status = 'published';

-- An index-only scan skips the table only for pages the visibility map marks all-visible, and every
-- booking rewrites its product's row (the held days): vacuum products after 2 % of its rows changed
-- rather than PostgreSQL's default 20 %, so that the map stays fresh and the index's dead entries
-- are reclaimed between bookings rather than piling up (see the README's benchmark section).
ALTER TABLE products SET (
  autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_vacuum_insert_scale_factor = 0.02,
  autovacuum_analyze_scale_factor = 0.02
);
