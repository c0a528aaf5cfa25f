-- The last sentences in a booking's history and refunds become codes and their facts (DESIGN: whose
-- language): a booking change (requested, made, declined, withdrawn, paid, expired), a published
-- review, a weather postponement, a signed e-contract, a declared damage, an owner's acceptance, an
-- expired request, and the refunds of closings and of the back office's cancellation were stored as
-- English sentences that every reader saw in English. The writers now store the codes; the rows
-- written before are turned into the same. A database built from scratch runs this before the
-- codes' columns exist (300 and 310 add `facts`), and then has no such row: nothing to do.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
              WHERE table_name = 'booking_events' AND column_name = 'facts') THEN
    UPDATE booking_events e SET reason = c.code, facts = e.facts || c.facts
      FROM (
        SELECT id,
               CASE
                 WHEN reason LIKE 'Change requested:%' THEN 'modificationRequested'
                 WHEN reason LIKE 'Dates changed:%' THEN 'modificationApplied'
                 WHEN reason = 'Change declined' OR reason LIKE 'Change declined: %' THEN 'modificationDeclined'
                 WHEN reason = 'Change withdrawn' THEN 'modificationWithdrawn'
                 WHEN reason ~ '^Change paid \(payment \d+\)$' THEN 'modificationPaid'
                 WHEN reason = 'Change expired without an answer' THEN 'modificationExpired'
                 WHEN reason = 'Review published' THEN 'reviewPublished'
                 WHEN reason ~ '^weather: postponed from \S+ to \S+$' THEN 'weatherPostponed'
                 WHEN reason ~ '^econtract \d+$' THEN 'econtractSigned'
                 WHEN reason ~ '^damage claim \d+$' THEN 'damageClaimed'
                 WHEN reason ~ '^Damage claim \d+ \w+$' THEN 'damageClaimSettled'
                 WHEN reason IN ('Accepted by the owner', 'Accepted by the owner; the authorised payment was captured')
                   THEN 'acceptedByOwner'
                 WHEN reason = 'The owner did not answer in time' THEN 'ownerDidNotAnswer'
                 WHEN reason = 'The card authorisation lapsed before the owner accepted' THEN 'authorisationLapsed'
               END AS code,
               CASE
                 WHEN reason LIKE 'Change declined: %'
                   THEN jsonb_build_object('message', substr(reason, length('Change declined: ') + 1))
                 WHEN reason ~ '^Change paid \(payment \d+\)$'
                   THEN jsonb_build_object('paymentId', (regexp_match(reason, '(\d+)'))[1]::bigint)
                 WHEN reason ~ '^weather: postponed from \S+ to \S+$'
                   THEN jsonb_build_object('fromDate', (regexp_match(reason, 'from (\S+) to'))[1],
                                           'toDate', (regexp_match(reason, 'to (\S+)$'))[1])
                 WHEN reason ~ '^econtract \d+$'
                   THEN jsonb_build_object('econtractId', (regexp_match(reason, '(\d+)'))[1]::bigint)
                 WHEN reason ~ '^damage claim \d+$'
                   THEN jsonb_build_object('claimId', (regexp_match(reason, '(\d+)'))[1]::bigint)
                 WHEN reason ~ '^Damage claim \d+ \w+$'
                   THEN jsonb_build_object('claimId', (regexp_match(reason, '(\d+)'))[1]::bigint,
                                           'claimStatus', (regexp_match(reason, '(\w+)$'))[1])
                 WHEN reason = 'Accepted by the owner' THEN jsonb_build_object('paymentCaptured', false)
                 WHEN reason = 'Accepted by the owner; the authorised payment was captured'
                   THEN jsonb_build_object('paymentCaptured', true)
                 ELSE '{}'::jsonb
               END AS facts
          FROM booking_events WHERE reason IS NOT NULL
      ) c
     WHERE c.id = e.id AND c.code IS NOT NULL;
  END IF;

  UPDATE bookings SET cancellation_reason = CASE cancellation_reason
      WHEN 'The owner did not answer in time' THEN 'ownerDidNotAnswer'
      ELSE 'authorisationLapsed' END
   WHERE cancellation_reason IN ('The owner did not answer in time',
                                 'The card authorisation lapsed before the owner accepted');

  IF EXISTS (SELECT 1 FROM information_schema.columns
              WHERE table_name = 'refunds' AND column_name = 'facts') THEN
    UPDATE refunds r SET reason = c.code, facts = r.facts || c.facts
      FROM (
        SELECT id,
               CASE
                 WHEN reason = 'Captured after the booking was closed' THEN 'capturedAfterClose'
                 WHEN reason = 'Booking changed to a lower price before acceptance: the difference given back'
                   THEN 'modificationBeforeAcceptance'
                 WHEN reason = 'Request declined by the owner' THEN 'requestDeclined'
                 WHEN reason = 'Cancelled by the owner' THEN 'cancelledByOwner'
                 WHEN reason = 'Cancelled by the renter' THEN 'cancelledByTenant'
                 WHEN reason = 'Request expired' THEN 'requestExpired'
                 WHEN reason LIKE 'Cancelled by staff: %' THEN 'cancelledByStaff'
               END AS code,
               CASE WHEN reason LIKE 'Cancelled by staff: %'
                 THEN jsonb_build_object('staffReason', substr(reason, length('Cancelled by staff: ') + 1))
                 ELSE '{}'::jsonb
               END AS facts
          FROM refunds WHERE reason IS NOT NULL
      ) c
     WHERE c.id = r.id AND c.code IS NOT NULL;
  END IF;
END $$;
