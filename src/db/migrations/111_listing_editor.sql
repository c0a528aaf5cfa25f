-- The owner's listing editor (issue 17). A draft is saved step by step, so until it is sent to
-- moderation it may lack its type, its harbour, its capacity and its price; once it leaves draft it
-- has them all, as before. Search and the back office read only listings that have left draft.
ALTER TABLE products
  ALTER COLUMN harbour_id DROP NOT NULL,
  ALTER COLUMN city_id DROP NOT NULL,
  ALTER COLUMN country_code DROP NOT NULL,
  ALTER COLUMN latitude DROP NOT NULL,
  ALTER COLUMN longitude DROP NOT NULL,
  ALTER COLUMN capacity DROP NOT NULL,
  ALTER COLUMN base_price_per_day DROP NOT NULL,
  -- the times the boat is handed over and given back, in the harbour's time
  ADD COLUMN check_in_time time,
  ADD COLUMN check_out_time time,
  -- the editor's steps the owner has saved: an optional step left empty on purpose counts as done
  ADD COLUMN editor_steps_saved text[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT products_complete_unless_draft CHECK (moderation_status = 'draft' OR (
    harbour_id IS NOT NULL AND city_id IS NOT NULL AND country_code IS NOT NULL AND latitude IS NOT NULL
    AND longitude IS NOT NULL AND capacity IS NOT NULL AND base_price_per_day IS NOT NULL));

-- A boat's type may wait for its draft's first step.
ALTER TABLE products DROP CONSTRAINT products_check;
ALTER TABLE products ADD CONSTRAINT products_kind_type_check CHECK (
  (kind = 'boat' AND activity_type IS NULL AND (product_type IS NOT NULL OR moderation_status = 'draft'))
  OR (kind = 'activity' AND activity_type IS NOT NULL));
