-- Checkout state and price (issue 8): the insurance catalogue every checkout prices from, the
-- damage waiver's deposit rule, the full price computation kept on the session, and the indexes
-- the promo-code usage counts read.

-- The four insurances, as the seed writes them: a database started without the seed can still sell them.
INSERT INTO insurances (key, name, names, description, pricing, available_post_booking, excludes, position) VALUES
  ('cabWeather', 'Bad weather guarantee', '{"en": "Bad weather guarantee", "fr": "Garantie météo"}',
   'Your rental refunded if the harbour master forbids going out because of the weather.',
   '{"kind": "percent_of_rental", "percent": 4, "min": 900}', true, '{}', 0),
  ('damageWaiver', 'Deposit insurance', '{"en": "Deposit insurance", "fr": "Assurance caution"}',
   'Covers the security deposit if the boat is damaged during your trip.',
   '{"kind": "percent_of_rental", "percent": 7, "min": 1900}', true, '{}', 1),
  ('mondialAssistance', 'Travel assistance', '{"en": "Travel assistance", "fr": "Assistance voyage"}',
   'Medical assistance and repatriation for everyone on board.',
   '{"kind": "per_person_per_day", "amount": 250}', true, '{mondialMultiRisk}', 2),
  ('mondialMultiRisk', 'Multi-risk cancellation insurance',
   '{"en": "Multi-risk cancellation insurance", "fr": "Assurance annulation multirisque"}',
   'Refund of the rental if you must cancel (illness, accident, travel problems).',
   '{"kind": "percent_of_rental", "percent": 5, "min": 1500}', false, '{mondialAssistance}', 3)
ON CONFLICT (key) DO NOTHING;

INSERT INTO settings (key, value, description) VALUES
  ('damageWaiverDepositPercent', '20',
   'With the damage waiver, the deposit held at the harbour falls to this percent of the boat''s deposit'),
  ('bankTransfer', '{"beneficiary": "Bosun SAS", "iban": "FR76 3000 4000 0500 0012 3456 789", "bic": "BNPAFRPPXXX"}',
   'The account a renter may wire a balance to (the reference is the booking reference)')
ON CONFLICT (key) DO NOTHING;

-- The last price computation of the session (EUR, every figure the screens and the payment use);
-- frozen once the session stops being open.
ALTER TABLE payment_sessions ADD COLUMN price_computation jsonb;

-- max_uses counts every paid use of a code; one redemption per session (one code per booking).
CREATE INDEX promo_redemptions_code_idx ON promo_redemptions (promo_code_id);
CREATE UNIQUE INDEX promo_redemptions_session_key ON promo_redemptions (payment_session_id)
  WHERE payment_session_id IS NOT NULL;
