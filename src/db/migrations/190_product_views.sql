-- Product page views per day (issue 17: an owner's listings show their views of the last 30 days).
-- The product page's beacon counts one up; no visitor, address or cookie is recorded.
CREATE TABLE product_view_days (
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  PRIMARY KEY (product_id, day)
);
