-- Every booking has its conversation (DESIGN: one booking, everything hangs off it): the request
-- opens it, and each status change is a line of the thread and a live `booking.changed` event.

-- A line no party wrote: the status the booking moved to, as a code; each reader's page words it in
-- its own language (DESIGN: whose language). Its body stays empty.
ALTER TABLE messages ADD COLUMN booking_status text;

-- Every change of a booking's status writes a booking_events row (the state machine's timeline),
-- whichever module, job or console made it: the thread's line and the parties' live event follow it
-- here, in the same transaction. A change that keeps the status (a modification) tells the pages only.
-- Bookings without a conversation (seeded history) are left alone.
CREATE FUNCTION booking_events_to_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c record;
  party bigint;
  event_id bigint;
BEGIN
  SELECT id, hash, tenant_id, owner_id INTO c FROM conversations
   WHERE booking_id = NEW.booking_id ORDER BY id LIMIT 1;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF NEW.from_status IS DISTINCT FROM NEW.to_status THEN
    INSERT INTO messages (conversation_id, sender_id, body, booking_status, created_at)
    VALUES (c.id, NULL, '', NEW.to_status, clock_timestamp());
    UPDATE conversations SET last_message_at = greatest(last_message_at, clock_timestamp()) WHERE id = c.id;
  END IF;
  FOREACH party IN ARRAY ARRAY[c.tenant_id, c.owner_id] LOOP
    INSERT INTO events (user_id, type, payload)
    VALUES (party, 'booking.changed', jsonb_build_object('bookingId', NEW.booking_id, 'status', NEW.to_status,
                                                         'conversationHash', c.hash))
    RETURNING id INTO event_id;
    PERFORM pg_notify('bosun_events', event_id::text);
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER booking_events_conversation AFTER INSERT ON booking_events
  FOR EACH ROW EXECUTE FUNCTION booking_events_to_conversation();

-- Conversations opened before a booking (a question, then the request) belong to it: each booking
-- without a thread takes its renter's latest unlinked one about that boat, each thread one booking.
WITH candidates AS (
  SELECT DISTINCT ON (c.id) c.id AS conversation_id, b.id AS booking_id
    FROM conversations c
    JOIN bookings b ON b.product_id = c.product_id AND b.tenant_id = c.tenant_id AND b.owner_id = c.owner_id
   WHERE c.booking_id IS NULL AND b.status <> 'payment_pending'
     AND NOT EXISTS (SELECT 1 FROM conversations linked WHERE linked.booking_id = b.id)
   ORDER BY c.id, b.created_at DESC, b.id DESC
), one_each AS (
  SELECT DISTINCT ON (booking_id) conversation_id, booking_id FROM candidates
   ORDER BY booking_id, conversation_id DESC
)
UPDATE conversations c SET booking_id = one_each.booking_id FROM one_each WHERE c.id = one_each.conversation_id;

-- The handover's window (SPEC: check-in and check-out around the trip): the check-in opens this many
-- hours before the first day and closes at the end; the check-out opens on the last day.
INSERT INTO settings (key, value, description) VALUES
  ('checkInOpensHoursBefore', '24',
   'The check-in (inspection and signatures) opens this many hours before the trip starts, and closes at its end'),
  ('checkOutOpensDaysBeforeEnd', '0',
   'The check-out opens this many days before the trip''s last day (0: on the last day)')
ON CONFLICT (key) DO NOTHING;

-- The party who did not fill the inspection reviews it and signs; what they add is theirs, kept
-- beside their signature (and sealed with it), never written over the other's record.
ALTER TABLE econtracts ADD COLUMN tenant_remarks text, ADD COLUMN owner_remarks text;
