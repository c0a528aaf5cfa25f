import type { FastifyInstance } from 'fastify';
import { outboxMessageSchema } from '../../../../shared/admin/logs.ts';
import { OPERATIONS_ACCESS } from '../../../../shared/admin/operations.ts';
import { registerReadRoutes } from '../recordPages.ts';
import type { ListResource } from '../simpleRest.ts';
import { findOutboxMessage, listOutbox } from './repository.ts';

export const outboxListResource: ListResource = {
  name: 'outbox',
  fields: {
    id: { column: 'x.id', kind: 'number' },
    channel: { column: 'x.channel', kind: 'enum', values: ['sms', 'email', 'push'] },
    recipient: { column: 'x.recipient', kind: 'text' },
    template: { column: 'x.template', kind: 'text' },
    status: { column: 'x.status', kind: 'enum', values: ['queued', 'sent', 'failed', 'delivered-locally'] },
    createdAt: { column: 'x.created_at', kind: 'instant' },
    // A sortable column of the console's list, not a filter.
    subject: { column: 'x.subject', kind: 'text', filterable: false },
  },
  search: (param) => `(x.recipient ILIKE ${param} OR x.subject ILIKE ${param})`,
  defaultSort: ['createdAt', 'DESC'],
  tieBreaker: 'x.id',
};

/** Messages sent by the embedded SMS, e-mail and push defaults: read-only. */
export default async function backofficeOutboxRoutes(app: FastifyInstance) {
  registerReadRoutes(app, {
    resource: outboxListResource,
    roles: OPERATIONS_ACCESS.outbox,
    what: 'outbox message',
    list: listOutbox,
    show: findOutboxMessage,
    item: outboxMessageSchema,
    record: outboxMessageSchema,
  });
}
