-- E-mails carry an HTML part beside their plain text (DESIGN: whose language; react-email templates
-- in src/modules/notifications/emailHtml.tsx): `body` stays the plain-text part, `html` the other.
-- Rows written before, and SMS and pushes, have none.
ALTER TABLE outbox ADD COLUMN html text;
