-- An approved autorefund's line in a booking's history is a code and its facts, never a sentence
-- (DESIGN: whose language): it was stored as "Refund of €38.56 approved (autorefund 5)", which the
-- console read back with a pattern and the site could not word. The back office now writes
-- `autorefundApproved` with {amount (EUR minor units), autorefundId}; the rows written before are
-- turned into the same. A database built from scratch runs this before the history's codes exist
-- (310 adds `facts`), and then has no such row: nothing to do.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
              WHERE table_name = 'booking_events' AND column_name = 'facts') THEN
    UPDATE booking_events e
       SET reason = 'autorefundApproved',
           facts = e.facts || jsonb_build_object(
             'amount', round(replace(m.found[1], ',', '')::numeric * 100)::bigint,
             'autorefundId', m.found[2]::bigint)
      FROM (SELECT id, regexp_match(reason, '^Refund of €([\d,]+(?:\.\d+)?) approved \(autorefund (\d+)\)$') AS found
              FROM booking_events WHERE reason LIKE 'Refund of %') m
     WHERE m.id = e.id AND m.found IS NOT NULL;
  END IF;
END $$;
