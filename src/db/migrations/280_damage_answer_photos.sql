-- The renter's side of a damage claim takes photos too (DESIGN.md "Deposit"): the e-contract photos
-- (econtract_photos, uploaded by the renter on the booking) their answer points at, kept as ids so
-- every reader builds the served path and checks who may see it.
ALTER TABLE damage_claims ADD COLUMN tenant_answer_photo_ids bigint[] NOT NULL DEFAULT '{}';
