-- The messenger (issue 18): idempotent sending, contact details masked before a booking is
-- accepted, unread e-mails grouped by burst, and the live events that feed every open tab.

-- The client's own id for a message (Zulip's local_id): a retry or a second tab sending the same
-- message finds the first copy instead of writing a second one.
ALTER TABLE messages
  ADD COLUMN client_id uuid,
  -- the words as the other party reads them when phone numbers, e-mails or links were masked
  -- (null: the other party reads `body`); the writer and support read `body`
  ADD COLUMN masked_body text;
CREATE UNIQUE INDEX messages_sender_client_idx ON messages (sender_id, client_id) WHERE client_id IS NOT NULL;
-- a thread's pages, newest first (keyset on id)
CREATE INDEX messages_conversation_id_idx ON messages (conversation_id, id DESC);

-- Unread messages are e-mailed once per burst: the last message each party was told about.
ALTER TABLE conversations
  ADD COLUMN tenant_notified_at timestamptz,
  ADD COLUMN owner_notified_at timestamptz;
-- the e-mail job looks at conversations active in the last two days only
CREATE INDEX conversations_activity_idx ON conversations (last_message_at);

-- Live events, one row per recipient: the SSE stream sends them, and a reconnecting tab gets what
-- it missed after its Last-Event-ID. NOTIFY carries only the id. Rows older than a day are pruned.
CREATE TABLE events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_user_idx ON events (user_id, id);
CREATE INDEX events_created_idx ON events (created_at);

-- Pictures and PDFs sent in a conversation: stored by the files provider under `storage_key`,
-- uploaded first (message_id null, seen by the uploader only), then attached to the message sent.
CREATE TABLE message_attachments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  uploader_id bigint NOT NULL REFERENCES users (id),
  message_id bigint REFERENCES messages (id) ON DELETE CASCADE,
  storage_key text NOT NULL UNIQUE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  byte_size integer NOT NULL CHECK (byte_size > 0),
  file_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_attachments_message_idx ON message_attachments (message_id);
CREATE INDEX message_attachments_conversation_idx ON message_attachments (conversation_id);
