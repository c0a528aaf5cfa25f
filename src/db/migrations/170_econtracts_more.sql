-- Issue 19: a party who cannot draw types their full name as their signature (the PNG is then the
-- name rendered in a script font). How each side signed, and the name typed, are kept as evidence.
ALTER TABLE econtracts
  ADD COLUMN tenant_signature_method text CHECK (tenant_signature_method IN ('drawn', 'typed')),
  ADD COLUMN owner_signature_method text CHECK (owner_signature_method IN ('drawn', 'typed')),
  ADD COLUMN tenant_typed_name text,
  ADD COLUMN owner_typed_name text;
