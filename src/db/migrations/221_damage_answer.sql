-- The renter's side of a damage claim (DESIGN.md "Deposit"): their answer, in their words, given
-- before staff decide; the back office reads both sides.
ALTER TABLE damage_claims ADD COLUMN tenant_answer text, ADD COLUMN tenant_answered_at timestamptz;
