-- An instant booking never waited for the owner (DESIGN: data rules, accepted at once), but its thread
-- opened before the paid step and kept a "request sent, waiting for the owner" line above its
-- "booked" one. The checkout now opens it after that step; the lines already written go.
DELETE FROM messages m
 USING conversations c, booking_events e
 WHERE m.conversation_id = c.id
   AND m.booking_status IN ('paid', 'down_payment_paid')
   AND e.booking_id = c.booking_id
   AND e.to_status = 'accepted' AND e.actor_role = 'system' AND e.reason = 'instantBooking';
