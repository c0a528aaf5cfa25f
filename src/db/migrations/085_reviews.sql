-- Double-blind reviews (issue 16): after a stay the renter reviews the boat and the owner reviews the
-- renter; each review stays hidden from the other party and from the product page until both have
-- written or 14 days have passed since the stay (src/jobs/reviewPublication.ts publishes them).

ALTER TABLE reviews
  ADD COLUMN author_role text NOT NULL DEFAULT 'tenant' CHECK (author_role IN ('tenant', 'owner')),
  -- the person reviewed: the owner for a renter's review, the renter for an owner's
  ADD COLUMN subject_user_id bigint REFERENCES users (id),
  ADD COLUMN published_at timestamptz;

-- Reviews written before this migration were shown at once: they stay published.
UPDATE reviews r SET published_at = r.created_at, subject_user_id = b.owner_id
  FROM bookings b WHERE b.id = r.booking_id;

ALTER TABLE reviews DROP CONSTRAINT reviews_booking_id_key;
ALTER TABLE reviews ADD CONSTRAINT reviews_booking_author_key UNIQUE (booking_id, author_role);

-- The product page lists published renter reviews only.
DROP INDEX reviews_product_idx;
CREATE INDEX reviews_product_idx ON reviews (product_id, created_at DESC)
  WHERE NOT hidden AND author_role = 'tenant' AND published_at IS NOT NULL;
CREATE INDEX reviews_unpublished_idx ON reviews (booking_id) WHERE published_at IS NULL;

-- Only published renter reviews count for a product's figures.
CREATE OR REPLACE FUNCTION refresh_product_aggregates(ids bigint[] DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET
    review_count = (SELECT count(*) FROM reviews r
                     WHERE r.product_id = p.id AND NOT r.hidden AND r.author_role = 'tenant' AND r.published_at IS NOT NULL),
    review_average = (SELECT round(avg(r.rating), 2) FROM reviews r
                       WHERE r.product_id = p.id AND NOT r.hidden AND r.author_role = 'tenant' AND r.published_at IS NOT NULL),
    lowest_price_per_day = least(p.base_price_per_day,
      (SELECT min(s.price_per_day) FROM product_seasons s WHERE s.product_id = p.id))
  WHERE ids IS NULL OR p.id = ANY (ids)
$$;

-- Review reminders sent (1 day and 7 days after the stay), one row each, so none is sent twice.
CREATE TABLE review_reminders (
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  author_role text NOT NULL CHECK (author_role IN ('tenant', 'owner')),
  days_after smallint NOT NULL CHECK (days_after IN (1, 7)),
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (booking_id, author_role, days_after)
);
