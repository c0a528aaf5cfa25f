-- Search speed at 100,000 boats (issue 3).

-- Holding bookings of a product, with their period and slot in the index itself: the search's
-- "not booked in these dates" test becomes an index-only probe per candidate boat. The predicate
-- lists HOLDING_STATUSES (shared/catalogue/catalogue.ts); search/repository.ts writes the same list.
CREATE INDEX bookings_holding_idx ON bookings (product_id) INCLUDE (period, slot)
  WHERE exclusive AND status IN ('payment_pending', 'paid', 'down_payment_paid', 'accepted', 'checked_in',
    'checked_out', 'completed', 'reviewed', 'damage_claimed');

-- The place's box and the filters most searches use, read from the index rather than the table.
CREATE INDEX products_search_point_idx ON products
  USING gist (point(longitude::float8, latitude::float8))
  INCLUDE (kind, capacity, length_m, product_type, lowest_price_per_day, score)
  WHERE moderation_status = 'published';
DROP INDEX products_geo_point_idx;

-- The same figures as 002's, computed row by row: the join form's plan depended on statistics,
-- and inside the seed's one transaction (statistics of empty tables) it became a nested loop over
-- every pair of products, hours long at 100,000 boats.
CREATE OR REPLACE FUNCTION refresh_product_aggregates(ids bigint[] DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET
    review_count = (SELECT count(*) FROM reviews r WHERE r.product_id = p.id AND NOT r.hidden),
    review_average = (SELECT round(avg(r.rating), 2) FROM reviews r WHERE r.product_id = p.id AND NOT r.hidden),
    lowest_price_per_day = least(p.base_price_per_day,
      (SELECT min(s.price_per_day) FROM product_seasons s WHERE s.product_id = p.id))
  WHERE ids IS NULL OR p.id = ANY (ids)
$$;
