-- The sandbox's failure mode for a capture (DESIGN.md "Providers"): the test card
-- 4000 0000 0000 0341 holds an authorisation like 4242, but the first capture of it fails as a bank
-- that does not answer would; a later try captures. The intent counts the captures that failed.
ALTER TABLE sandbox_payment_methods DROP CONSTRAINT sandbox_payment_methods_behaviour_check;
ALTER TABLE sandbox_payment_methods ADD CONSTRAINT sandbox_payment_methods_behaviour_check
  CHECK (behaviour IN ('succeeds', 'declined', 'three_d_secure', 'capture_fails_once'));
ALTER TABLE sandbox_payment_intents ADD COLUMN capture_failures smallint NOT NULL DEFAULT 0;
