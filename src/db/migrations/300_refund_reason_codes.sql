-- A refund's reason is a code and its facts, never a sentence (DESIGN: whose language): the system
-- wrote English sentences ("Cancelled: balance unpaid", "Autorefund: owner_declined") that every
-- reader saw in English. `reason` now holds a code (the settlement's `datesTaken`, `paidTwice`,
-- `bookingClosed` already were), or the words a staff member typed for their own refund, and
-- `facts` what the code is about, so the console words each refund in the staff member's language.
ALTER TABLE refunds ADD COLUMN facts jsonb NOT NULL DEFAULT '{}';

-- The sentences the system wrote, as (code, facts): the rows below, and a writer that still sends a
-- sentence (a job or seed written before this change), end up alike.
CREATE FUNCTION refund_reason_code(sentence text, OUT code text, OUT facts jsonb)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  found text[];
BEGIN
  code := sentence;
  facts := '{}';
  IF sentence IS NULL THEN RETURN; END IF;
  found := regexp_match(sentence, '^Autorefund: (\w+)$');
  IF found IS NOT NULL THEN
    code := 'autorefund'; facts := jsonb_build_object('autorefundReason', found[1]); RETURN;
  END IF;
  code := CASE sentence
    WHEN 'Cancelled: balance unpaid' THEN 'balanceUnpaid'
    WHEN 'Booking changed: lower price refunded by the cancellation terms' THEN 'modificationCheaper'
    WHEN 'Booking change not made: paid difference refunded' THEN 'modificationNotMade'
    ELSE sentence
  END;
END $$;

UPDATE refunds r SET reason = c.code, facts = r.facts || c.facts
  FROM refunds s CROSS JOIN LATERAL refund_reason_code(s.reason) c
 WHERE s.id = r.id AND c.code IS DISTINCT FROM r.reason;

CREATE FUNCTION refunds_reason_as_code() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  SELECT * INTO c FROM refund_reason_code(NEW.reason);
  IF c.code IS DISTINCT FROM NEW.reason THEN
    NEW.reason := c.code;
    NEW.facts := NEW.facts || c.facts;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER refunds_reason_code BEFORE INSERT ON refunds
  FOR EACH ROW EXECUTE FUNCTION refunds_reason_as_code();
