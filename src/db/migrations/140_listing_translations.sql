-- Listings in the renter's language (issue 23). Owners write in their own language; a job carries
-- the listing into the other languages and stores each one, marked by where it came from:
--   owner   the owner (or staff) wrote it; the job never overwrites it
--   machine a machine translation (DeepL when DEEPL_API_KEY is set)
--   facts   the embedded default: a title built from the listing's facts in the language's own words,
--           the description left in its original language (description_language says which)
ALTER TABLE products ADD COLUMN original_language text NOT NULL DEFAULT 'en';

ALTER TABLE product_translations
  ADD COLUMN origin text NOT NULL DEFAULT 'owner' CHECK (origin IN ('owner', 'machine', 'facts')),
  ADD COLUMN description_language text,
  ADD COLUMN translated_at timestamptz;

-- Listings waiting for their translations. A change bumps requested_at; the job claims rows with a
-- lease and deletes a row only if requested_at is still the one it translated.
-- Trip plans in every language the owner (or a translation) gave, like extras' names.
ALTER TABLE itineraries
  ADD COLUMN titles jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN descriptions jsonb NOT NULL DEFAULT '{}';

CREATE TABLE listing_translation_requests (
  product_id bigint PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  lease_until timestamptz,
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX listing_translation_requests_due_idx ON listing_translation_requests (requested_at);

-- Statement triggers with transition tables: a bulk load queues its listings in one statement, and
-- every writer of listings (editor, back office, seed) queues without having to remember to.
CREATE FUNCTION queue_listing_translations() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' AND TG_OP = 'INSERT' THEN
    INSERT INTO listing_translation_requests (product_id)
      SELECT id FROM new_rows
      ON CONFLICT (product_id) DO UPDATE SET requested_at = clock_timestamp(), attempts = 0;
  ELSIF TG_TABLE_NAME = 'products' THEN
    INSERT INTO listing_translation_requests (product_id)
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.title, n.product_type, n.activity_type, n.builder_name, n.model_name, n.harbour_id, n.original_language)
             IS DISTINCT FROM
             (o.title, o.product_type, o.activity_type, o.builder_name, o.model_name, o.harbour_id, o.original_language)
      ON CONFLICT (product_id) DO UPDATE SET requested_at = clock_timestamp(), attempts = 0;
  ELSE
    INSERT INTO listing_translation_requests (product_id)
      SELECT DISTINCT product_id FROM new_rows WHERE origin = 'owner'
      ON CONFLICT (product_id) DO UPDATE SET requested_at = clock_timestamp(), attempts = 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_translations_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_listing_translations();
CREATE TRIGGER products_translations_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION queue_listing_translations();
CREATE TRIGGER product_texts_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_listing_translations();
CREATE TRIGGER product_texts_update AFTER UPDATE ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_listing_translations();

-- Listings already there get their missing languages on the job's first runs.
INSERT INTO listing_translation_requests (product_id) SELECT id FROM products;

-- When the renter accepted the terms of use and the cancellation policy for this checkout (issue 23):
-- the payment intent is refused until they do.
ALTER TABLE payment_sessions ADD COLUMN terms_accepted_at timestamptz;
