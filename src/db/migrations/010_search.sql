-- Search by place: a GiST index over the products' points serves the bounding box in both
-- dimensions at once (the btree on (latitude, longitude) only narrows the latitude band, which at
-- 100,000 boats spans whole coastlines).
CREATE INDEX products_geo_point_idx ON products USING gist (point(longitude::float8, latitude::float8))
  WHERE moderation_status = 'published';
