import type { FastifyInstance } from 'fastify';
import { OPERATIONS_ACCESS } from '../../../../shared/admin/operations.ts';
import type { Queryable } from '../../../db/connection.ts';
import { listPage, registerReadRoutes } from '../recordPages.ts';
import type { ListQuery, ListResource } from '../simpleRest.ts';

export const outboxListResource: ListResource = {
  name: 'outbox',
  fields: {
    id: { column: 'x.id', kind: 'number' },
    channel: { column: 'x.channel', kind: 'enum', values: ['sms', 'email', 'push'] },
    recipient: { column: 'x.recipient', kind: 'text' },
    template: { column: 'x.template', kind: 'text' },
    status: { column: 'x.status', kind: 'enum', values: ['queued', 'sent', 'failed', 'delivered-locally'] },
    createdAt: { column: 'x.created_at', kind: 'instant' },
  },
  search: (param) => `(x.recipient ILIKE ${param} OR x.subject ILIKE ${param})`,
  defaultSort: ['createdAt', 'DESC'],
  tieBreaker: 'x.id',
};

const COLUMNS = `x.id, x.channel, x.recipient, x.subject, x.body, x.template, x.payload, x.status, x.provider,
  x.attempts, x.last_error AS "lastError", x.created_at AS "createdAt", x.sent_at AS "sentAt",
  x.payload ->> 'deepLink' AS "deepLink",
  (SELECT count(*)::int FROM push_notification_events e WHERE e.outbox_id = x.id AND e.event = 'received') AS received,
  (SELECT count(*)::int FROM push_notification_events e WHERE e.outbox_id = x.id AND e.event = 'clicked') AS clicked,
  (SELECT count(*)::int FROM push_notification_events e WHERE e.outbox_id = x.id AND e.event = 'opened') AS opened`;

const listOutbox = (db: Queryable, query: ListQuery) => listPage(db, 'outbox x', COLUMNS, query);

async function findOutboxMessage(db: Queryable, id: number) {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM outbox x WHERE x.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Messages sent by the embedded SMS, e-mail and push defaults: read-only. */
export default async function backofficeOutboxRoutes(app: FastifyInstance) {
  registerReadRoutes(app, {
    resource: outboxListResource,
    roles: OPERATIONS_ACCESS.outbox,
    what: 'outbox message',
    list: listOutbox,
    show: findOutboxMessage,
  });
}
