-- E-contracts (issue 19): the check-in and check-out inspections of a booking, signed by both
-- parties, their photos, corrections as signed addenda, the deposit held on the renter's card and
-- the contract's PDF made by a job.

-- An inspection is recorded once per booking and kind; a correction after signing is an addendum
-- (a row pointing at the inspection it corrects), itself signed, so the signed row never changes.
ALTER TABLE econtracts DROP CONSTRAINT econtracts_booking_id_kind_key;
ALTER TABLE econtracts
  ADD COLUMN addendum_of bigint REFERENCES econtracts (id),
  -- the client's own id of the submission: an offline replay finds the first copy (Zulip's local_id)
  ADD COLUMN client_id uuid,
  ADD COLUMN author_id bigint REFERENCES users (id),
  -- {"name", "idDocument", "licenceNumber"}: the licence only when the boat needs one
  ADD COLUMN skipper jsonb,
  -- [{"key", "present", "working"}] from the listing's equipment
  ADD COLUMN equipment jsonb NOT NULL DEFAULT '[]',
  -- [{"id", "zone", "x", "y", "description", "photoIds", "isNew"}]; x and y in % of the drawing
  ADD COLUMN damages jsonb NOT NULL DEFAULT '[]',
  -- signature_pad's toData(): the strokes, so a rotated or resized pad redraws the signature
  ADD COLUMN tenant_strokes jsonb,
  ADD COLUMN owner_strokes jsonb,
  -- SHA-256 of the recorded data, fixed when the second party signs; printed on the PDF
  ADD COLUMN data_hash text,
  ADD COLUMN signed_at timestamptz,
  ADD COLUMN pdf_status text NOT NULL DEFAULT 'none' CHECK (pdf_status IN ('none', 'due', 'done')),
  ADD COLUMN pdf_key text,
  ADD COLUMN pdf_lease_until timestamptz;
CREATE UNIQUE INDEX econtracts_inspection_idx ON econtracts (booking_id, kind) WHERE addendum_of IS NULL;
CREATE UNIQUE INDEX econtracts_client_idx ON econtracts (booking_id, client_id) WHERE client_id IS NOT NULL;
CREATE INDEX econtracts_pdf_due_idx ON econtracts (id) WHERE pdf_status = 'due';
-- tenant_signature and owner_signature (002) now hold the files provider's key of the PNG

-- Inspection photos, uploaded one by one before the form is sent (the phone may be offline in
-- between); idempotent by the uploader's client id.
CREATE TABLE econtract_photos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  uploader_id bigint NOT NULL REFERENCES users (id),
  client_id uuid NOT NULL,
  storage_key text NOT NULL UNIQUE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg')),
  byte_size integer NOT NULL CHECK (byte_size > 0),
  width integer NOT NULL,
  height integer NOT NULL,
  -- when the phone took it (the client's clock), and when the server received it
  taken_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (uploader_id, client_id)
);
CREATE INDEX econtract_photos_booking_idx ON econtract_photos (booking_id);

-- The deposit: an authorisation (manual capture) on the renter's card before check-in, released
-- after check-out without damage, captured in part or whole when staff settle a damage claim.
-- Provider calls happen outside transactions: a row is marked due, then a job (with a lease) acts.
CREATE TABLE deposits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL UNIQUE REFERENCES bookings (id),
  provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  provider_reference text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'requires_payment_method' CHECK (status IN (
    'requires_payment_method', 'held', 'release_due', 'released', 'capture_due', 'captured')),
  capture_amount bigint CHECK (capture_amount >= 0),
  damage_claim_id bigint REFERENCES damage_claims (id),
  lease_until timestamptz,
  held_at timestamptz,
  settled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_reference),
  CHECK (capture_amount IS NULL OR capture_amount <= amount)
);
CREATE INDEX deposits_due_idx ON deposits (id) WHERE status IN ('held', 'release_due', 'capture_due');

-- A claim declared from the e-contract: the client id makes a replay a no-op.
ALTER TABLE damage_claims ADD COLUMN client_id uuid;
CREATE UNIQUE INDEX damage_claims_client_idx ON damage_claims (booking_id, client_id) WHERE client_id IS NOT NULL;
