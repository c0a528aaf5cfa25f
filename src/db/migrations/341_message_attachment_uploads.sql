-- Message attachments sent by the browser straight to S3 (DESIGN.md, "Many machines"): a row per
-- signed upload, so that only what the API signed for this party of this conversation is confirmed;
-- the job cleans the file into a message_attachments row and records it here for the sender to poll.
CREATE TABLE message_attachment_uploads (
  id uuid PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  uploader_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The name as cleaned (and, before contact details are shared, masked) when it was signed.
  file_name text NOT NULL,
  content_type text NOT NULL,
  original_key text NOT NULL UNIQUE,
  state text NOT NULL DEFAULT 'signed' CHECK (state IN ('signed', 'processing', 'ready', 'failed')),
  error text,
  attachment_id bigint REFERENCES message_attachments (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX message_attachment_uploads_conversation_idx ON message_attachment_uploads (conversation_id);
