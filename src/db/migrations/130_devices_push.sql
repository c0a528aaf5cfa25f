-- Issue 20: the native app's devices, push delivery and its tracking, deep-link metrics.

-- A device receives pushes by its FCM token (the native app) or by a Web Push subscription (a browser).
ALTER TABLE devices
  ADD COLUMN web_push_subscription jsonb,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX devices_user_idx ON devices (user_id);
CREATE INDEX devices_fcm_token_idx ON devices (fcm_token);

-- The embedded push default hands nothing to a service: its rows are marked delivered-locally.
ALTER TABLE outbox DROP CONSTRAINT outbox_status_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
  CHECK (status IN ('queued', 'sent', 'failed', 'delivered-locally'));
-- The push delivery job claims queued pushes in batches; an index scan over the few queued rows.
CREATE INDEX outbox_push_queued_idx ON outbox (id) WHERE channel = 'push' AND status = 'queued';

-- The app's three tracking calls per notification (SPEC section 7), shown in the back office's outbox.
CREATE TABLE push_notification_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  outbox_id bigint NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('received', 'clicked', 'opened')),
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  device_id bigint REFERENCES devices (id) ON DELETE SET NULL,
  platform text,
  object_type text,
  object_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_notification_events_outbox_idx ON push_notification_events (outbox_id, event);

-- Deep links opened in the app (the beacon) and the referer the page records before navigating.
CREATE TABLE deeplink_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('opened', 'referer')),
  url text NOT NULL,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deeplink_events_created_idx ON deeplink_events (created_at);

-- Reminders pushed once per booking and person: the balance due, the check-in tomorrow.
CREATE TABLE push_reminders (
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('balanceDue', 'checkInTomorrow')),
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (booking_id, kind, user_id)
);
