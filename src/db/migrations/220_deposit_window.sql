-- DESIGN.md "Deposit": the hold stays until the owner's damage window closes or the owner says
-- there is no damage (the waiver's instant); a claim reads paid only when the deposit was captured
-- or staff recorded that the renter paid another way (`collection`).
ALTER TABLE deposits ADD COLUMN damage_waived_at timestamptz;
ALTER TABLE damage_claims ADD COLUMN collection text CHECK (collection IN ('deposit', 'outside'));
