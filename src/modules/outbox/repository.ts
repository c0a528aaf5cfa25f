import type { Queryable } from '../../db/connection.ts';

/** The last 50 messages to one recipient (phone or e-mail, any case), newest first. */
export async function outboxTo(db: Queryable, recipient: string) {
  const { rows } = await db.query(
    `SELECT id, channel, recipient, subject, body, template, payload, status, created_at AS "createdAt"
     FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 50`,
    [recipient],
  );
  return rows;
}
