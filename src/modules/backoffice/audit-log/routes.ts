import type { FastifyInstance } from 'fastify';
import { auditEntrySchema } from '../../../../shared/admin/logs.ts';
import { OPERATIONS_ACCESS } from '../../../../shared/admin/operations.ts';
import type { Queryable } from '../../../db/connection.ts';
import { listPage, registerReadRoutes } from '../recordPages.ts';
import type { ListQuery, ListResource } from '../simpleRest.ts';

export const auditLogListResource: ListResource = {
  name: 'audit-log',
  fields: {
    id: { column: 'a.id', kind: 'number' },
    actorId: { column: 'a.actor_id', kind: 'number' },
    resource: { column: 'a.resource', kind: 'text' },
    recordId: { column: 'a.record_id', kind: 'text' },
    action: { column: 'a.action', kind: 'text' },
    createdAt: { column: 'a.created_at', kind: 'instant' },
  },
  search: (param) => `(a.reason ILIKE ${param} OR u.email ILIKE ${param})`,
  defaultSort: ['createdAt', 'DESC'],
  tieBreaker: 'a.id',
};

const FROM = 'audit_log a LEFT JOIN users u ON u.id = a.actor_id';
const COLUMNS = `a.id, a.actor_id AS "actorId", u.first_name || ' ' || u.last_name AS "actorName", u.email AS "actorEmail",
  a.resource, a.record_id AS "recordId", a.action, a.before, a.after, a.reason, a.created_at AS "createdAt"`;

const listAuditLog = (db: Queryable, query: ListQuery) => listPage(db, FROM, COLUMNS, query);

async function findAuditEntry(db: Queryable, id: number) {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Who changed what, when, before and after: read-only. */
export default async function backofficeAuditLogRoutes(app: FastifyInstance) {
  registerReadRoutes(app, {
    resource: auditLogListResource,
    roles: OPERATIONS_ACCESS.auditLog,
    what: 'audit entry',
    list: listAuditLog,
    show: findAuditEntry,
    item: auditEntrySchema,
    record: auditEntrySchema,
  });
}
