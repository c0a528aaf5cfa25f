-- The owner's share, corrected on three points (DESIGN.md, "Earnings and payouts", "Weather"):
-- 1. Credit spent on a booking is money the renter paid for it: the owner's share counts it as the card's
--    (before, a booking paid partly by voucher under-paid its owner by the credit's share); credit the
--    booking gave back when refunded ('returned' vouchers) is not paid any more.
-- 2. A trip cancelled for weather earns its owner nothing, with or without the guarantee (the guarantee's
--    price the renter keeps paying is Bosun's).
-- 3. A claim whose capture is still pending ('payment_pending') holds the owner's payout as an open claim does.
CREATE OR REPLACE FUNCTION owner_earning_sync(booking bigint, cause text, cause_key text, source_id bigint, at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  b bookings;
  rate integer;
  net_paid numeric;
  base numeric;
  target_gross bigint;
  target_commission bigint;
  target_damage bigint;
  have_gross bigint;
  have_commission bigint;
  have_damage bigint;
  has_earning boolean;
BEGIN
  SELECT * INTO b FROM bookings WHERE id = booking;
  IF NOT FOUND THEN RETURN; END IF;
  -- one booking's owner rows are derived by one transaction at a time
  PERFORM pg_advisory_xact_lock(3200032, b.id::int);
  PERFORM snapshot_booking_commission(b.id, at);
  SELECT rate_bp INTO rate FROM booking_commissions WHERE booking_id = b.id;

  SELECT coalesce(sum(amount) FILTER (WHERE kind IN ('charge', 'refund')
                                        AND coalesce(details ->> 'paymentKind', '') <> 'post_booking'), 0)
           - coalesce(sum(amount) FILTER (WHERE kind = 'voucher_spent'), 0)
           - coalesce(sum(amount) FILTER (WHERE kind = 'voucher_issued' AND details ->> 'reason' = 'returned'), 0),
         coalesce(sum(amount) FILTER (WHERE kind = 'deposit_capture'), 0)
    INTO net_paid, target_damage
    FROM ledger_entries WHERE booking_id = b.id AND party = 'renter';
  base := greatest(0, b.online_amount - b.service_fee_amount - b.insurance_amount);
  IF b.online_amount > 0
     AND NOT EXISTS (SELECT 1 FROM weather_outcomes w WHERE w.booking_id = b.id AND w.kind = 'cancelled') THEN
    target_gross := greatest(0, round(greatest(net_paid, 0) * base / b.online_amount));
  ELSE
    target_gross := 0;
  END IF;
  target_commission := round(target_gross * rate / 10000.0);

  SELECT coalesce(sum(amount) FILTER (WHERE kind IN ('owner_earning', 'earning_adjustment')
                                        AND coalesce(details ->> 'basis', 'rental') = 'rental'), 0),
         coalesce(-sum(amount) FILTER (WHERE kind = 'commission'), 0),
         coalesce(sum(amount) FILTER (WHERE kind = 'earning_adjustment' AND details ->> 'basis' = 'damage'), 0),
         bool_or(kind = 'owner_earning')
    INTO have_gross, have_commission, have_damage, has_earning
    FROM ledger_entries WHERE booking_id = b.id AND party = 'owner';

  IF target_gross <> have_gross THEN
    INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, source_table, source_id,
                                idempotency_key, details, occurred_at)
    VALUES (b.id, b.owner_id, 'owner', CASE WHEN coalesce(has_earning, false) THEN 'earning_adjustment' ELSE 'owner_earning' END,
            target_gross - have_gross, b.currency_code, CASE WHEN source_id IS NULL THEN 'bookings' ELSE 'ledger_entries' END, coalesce(source_id, b.id),
            'earning:' || cause_key || ':gross',
            jsonb_build_object('basis', 'rental', 'cause', cause, 'targetGross', target_gross),
            at)
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
  IF target_commission <> have_commission THEN
    INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, source_table, source_id,
                                idempotency_key, details, occurred_at)
    VALUES (b.id, b.owner_id, 'owner', 'commission', -(target_commission - have_commission), b.currency_code,
            CASE WHEN source_id IS NULL THEN 'bookings' ELSE 'ledger_entries' END, coalesce(source_id, b.id), 'earning:' || cause_key || ':commission',
            jsonb_build_object('rateBp', rate, 'cause', cause), at),
           (b.id, NULL, 'platform', 'commission', target_commission - have_commission, b.currency_code,
            CASE WHEN source_id IS NULL THEN 'bookings' ELSE 'ledger_entries' END, coalesce(source_id, b.id), 'earning:' || cause_key || ':platform-commission',
            jsonb_build_object('rateBp', rate, 'ownerId', b.owner_id, 'cause', cause), at)
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
  IF target_damage <> have_damage THEN
    INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, source_table, source_id,
                                idempotency_key, details, occurred_at)
    VALUES (b.id, b.owner_id, 'owner', 'earning_adjustment', target_damage - have_damage, b.currency_code,
            CASE WHEN source_id IS NULL THEN 'bookings' ELSE 'ledger_entries' END, coalesce(source_id, b.id), 'earning:' || cause_key || ':damage',
            jsonb_build_object('basis', 'damage', 'cause', cause), at)
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
END $$;

-- Credit spent on a booking, or given back by it, moves its owner's share as a card movement does.
DROP TRIGGER ledger_entries_owner_earning ON ledger_entries;
CREATE TRIGGER ledger_entries_owner_earning AFTER INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.party = 'renter'
                     AND NEW.kind IN ('charge', 'refund', 'deposit_capture', 'voucher_spent', 'voucher_issued')
                     AND NEW.booking_id IS NOT NULL)
  EXECUTE FUNCTION ledger_owner_earning_trigger();

CREATE OR REPLACE VIEW owner_unpaid_rows AS
SELECT e.id, e.user_id AS owner_id, e.booking_id, e.kind, e.amount, e.currency_code, e.occurred_at,
       lower(b.period) AS start_date,
       lower(b.period) + coalesce((SELECT value::text::int FROM settings WHERE key = 'payoutDelayDays'), 1) AS payable_on,
       coalesce(c.time_zone, co.time_zone, 'UTC') AS time_zone,
       CASE
         WHEN EXISTS (SELECT 1 FROM damage_claims dc WHERE dc.booking_id = b.id
                        AND dc.status IN ('open', 'under_review', 'accepted', 'payment_pending')) THEN 'claim'
         WHEN EXISTS (SELECT 1 FROM booking_complaints bc WHERE bc.booking_id = b.id AND bc.status = 'open') THEN 'complaint'
         WHEN EXISTS (SELECT 1 FROM payout_holds h WHERE h.released_at IS NULL
                        AND (h.booking_id = b.id OR h.owner_id = e.user_id)) THEN 'staff'
       END AS hold
  FROM ledger_entries e
  JOIN bookings b ON b.id = e.booking_id
  JOIN products p ON p.id = b.product_id
  JOIN cities c ON c.id = p.city_id
  JOIN countries co ON co.code = p.country_code
 WHERE e.party = 'owner' AND e.kind IN ('owner_earning', 'commission', 'earning_adjustment')
   AND NOT EXISTS (SELECT 1 FROM payout_items i WHERE i.ledger_entry_id = e.id);
