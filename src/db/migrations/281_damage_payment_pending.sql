-- DESIGN.md "Deposit": a claim staff settle from the deposit reads paid only once the capture
-- succeeded. Until the provider confirms it (a failed or pending capture is retried by the deposit
-- job), the claim is payment_pending; the job that records the capture makes it paid.
ALTER TABLE damage_claims DROP CONSTRAINT damage_claims_status_check;
ALTER TABLE damage_claims ADD CONSTRAINT damage_claims_status_check
  CHECK (status IN ('open', 'under_review', 'accepted', 'payment_pending', 'refused', 'paid'));
