-- A payout run leases pending payouts in id order (DESIGN.md, "Owner earnings and payouts"): this
-- index finds them without reading the sent, paid and failed ones, however many there are.
CREATE INDEX payouts_pending_idx ON payouts (id) WHERE status = 'pending';
