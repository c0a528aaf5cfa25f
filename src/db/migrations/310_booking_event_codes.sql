-- A booking's history keeps codes and facts, never sentences (DESIGN: whose language): the system's
-- notes were English sentences with the provider's payment id in them ("Paid (pi_…)"), which every
-- reader saw in English. `reason` now holds a code (or the words a person gave: a decline's reason
-- code, a cancellation's own words) and `facts` what the code is about (a provider reference, a
-- cart id), so the site and the console word each line in their reader's language.
ALTER TABLE booking_events ADD COLUMN facts jsonb NOT NULL DEFAULT '{}';

-- The sentences the system wrote, as (code, facts). Kept as a function so that the rows below and
-- a writer that still sends a sentence (a job written before this change) end up alike.
CREATE FUNCTION booking_event_reason_code(sentence text, OUT code text, OUT facts jsonb)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  found text[];
BEGIN
  code := sentence;
  facts := '{}';
  IF sentence IS NULL THEN RETURN; END IF;
  found := regexp_match(sentence, '^Paid \((.+)\)$');
  IF found IS NOT NULL THEN code := 'paid'; facts := jsonb_build_object('providerReference', found[1]); RETURN; END IF;
  found := regexp_match(sentence, '^Balance paid \((.+)\)$');
  IF found IS NOT NULL THEN code := 'balancePaid'; facts := jsonb_build_object('providerReference', found[1]); RETURN; END IF;
  found := regexp_match(sentence, '^Paid after the checkout expired \(booking (\d+)\)$');
  IF found IS NOT NULL THEN
    code := 'paidAfterExpiry'; facts := jsonb_build_object('expiredBookingId', found[1]::bigint); RETURN;
  END IF;
  found := regexp_match(sentence, '^Post-booking cart (\d+) paid$');
  IF found IS NOT NULL THEN code := 'cartPaid'; facts := jsonb_build_object('cartId', found[1]::bigint); RETURN; END IF;
  found := regexp_match(sentence, '^Damage claim (\d+) (\w+)$');
  IF found IS NOT NULL THEN
    code := 'damageClaimSettled'; facts := jsonb_build_object('claimId', found[1]::bigint, 'claimStatus', found[2]);
    RETURN;
  END IF;
  code := CASE sentence
    WHEN 'Instant booking' THEN 'instantBooking'
    WHEN 'Replaced by a new booking request' THEN 'replacedByNewRequest'
    WHEN 'Payment session expired' THEN 'paymentSessionExpired'
    WHEN 'Balance unpaid after the grace period' THEN 'balanceUnpaid'
    WHEN 'Checked out' THEN 'checkedOut'
    WHEN 'Ended two days ago with no check-out' THEN 'endedWithoutCheckOut'
    ELSE sentence
  END;
END $$;

UPDATE booking_events e SET reason = c.code, facts = e.facts || c.facts
  FROM booking_events s CROSS JOIN LATERAL booking_event_reason_code(s.reason) c
 WHERE s.id = e.id AND c.code IS DISTINCT FROM e.reason;

CREATE FUNCTION booking_events_reason_as_code() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  SELECT * INTO c FROM booking_event_reason_code(NEW.reason);
  IF c.code IS DISTINCT FROM NEW.reason THEN
    NEW.reason := c.code;
    NEW.facts := NEW.facts || c.facts;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER booking_events_reason_code BEFORE INSERT ON booking_events
  FOR EACH ROW EXECUTE FUNCTION booking_events_reason_as_code();

-- The balance job's cancellation note is read by the renter on the booking page: a code too.
UPDATE bookings SET cancellation_reason = 'balanceUnpaid'
 WHERE cancellation_reason = 'Balance unpaid after the grace period';
CREATE FUNCTION bookings_cancellation_reason_as_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.cancellation_reason = 'Balance unpaid after the grace period' THEN
    NEW.cancellation_reason := 'balanceUnpaid';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER bookings_cancellation_reason_code BEFORE UPDATE OF cancellation_reason ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_cancellation_reason_as_code();
