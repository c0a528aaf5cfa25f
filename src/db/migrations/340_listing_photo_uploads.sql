-- Listing photos sent by the browser straight to S3 (DESIGN.md, "Many machines"): a row per signed
-- upload, so that only what the API signed for this owner and listing can be confirmed, the count
-- limit includes what is on its way, and the page shows what the job is still making ready.
CREATE TABLE listing_photo_uploads (
  id uuid PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  owner_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  -- Where the browser puts the original; the job reads it, stores the sizes, and deletes it.
  original_key text NOT NULL UNIQUE,
  state text NOT NULL DEFAULT 'signed' CHECK (state IN ('signed', 'processing', 'failed')),
  -- Why the job made no photo of it (a photo field error: photoNotAPicture, photoUnreadable...).
  error text,
  created_at timestamptz NOT NULL,
  -- A signed upload not confirmed by then is void; a failed one stops being shown.
  expires_at timestamptz NOT NULL
);
CREATE INDEX listing_photo_uploads_product_idx ON listing_photo_uploads (product_id);
