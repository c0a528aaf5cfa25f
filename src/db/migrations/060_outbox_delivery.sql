-- The e-mail delivery job (src/jobs/outboxDelivery.ts) claims queued e-mails every few seconds; this
-- keeps that claim an index scan over the few queued rows instead of a scan of the whole outbox.
CREATE INDEX outbox_email_queued_idx ON outbox (id) WHERE channel = 'email' AND status = 'queued';
