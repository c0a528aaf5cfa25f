import type { Queryable } from '../../../db/connection.ts';
import { listPage } from '../recordPages.ts';
import type { ListQuery } from '../simpleRest.ts';

/** An outbox row as the console shows it, with a push's received / clicked / opened counts. */
const COLUMNS = `x.id, x.channel, x.recipient, x.subject, x.body, x.template, x.payload, x.status, x.provider,
  x.attempts, x.last_error AS "lastError", x.created_at AS "createdAt", x.sent_at AS "sentAt",
  x.payload ->> 'deepLink' AS "deepLink",
  (SELECT count(*)::int FROM push_notification_events e WHERE e.outbox_id = x.id AND e.event = 'received') AS received,
  (SELECT count(*)::int FROM push_notification_events e WHERE e.outbox_id = x.id AND e.event = 'clicked') AS clicked,
  (SELECT count(*)::int FROM push_notification_events e WHERE e.outbox_id = x.id AND e.event = 'opened') AS opened`;

export const listOutbox = (db: Queryable, query: ListQuery) => listPage(db, 'outbox x', COLUMNS, query);

export async function findOutboxMessage(db: Queryable, id: number) {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM outbox x WHERE x.id = $1`, [id]);
  return rows[0] ?? null;
}
