import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/connection.ts';
import { described } from '../../http/describe.ts';
import { notFound } from '../../http/errors.ts';
import type { StaffRole } from '../auth/session.ts';
import { requireStaff } from '../auth/session.ts';
import {
  type ListQuery,
  type ListResource,
  listQuerySchema,
  parseListQuery,
  sendListPage,
} from './simpleRest.ts';

const recordIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A malformed id names no record: 404, like an id that does not exist. */
export function recordIdOf(params: unknown, what = 'record'): number {
  const parsed = recordIdSchema.safeParse((params as { id?: string }).id);
  if (!parsed.success) throw notFound(`No such ${what}.`);
  return parsed.data;
}

/**
 * One page of a back-office list. `columns` alias every column to its DTO name (camelCase), so the
 * rows are the DTOs; `from` holds the joins the fields of the ListResource read.
 */
export async function listPage<T>(
  db: Queryable,
  from: string,
  columns: string,
  query: ListQuery,
): Promise<{ rows: T[]; total: number }> {
  const { rows } = await db.query<T>(
    `SELECT ${columns} FROM ${from} WHERE ${query.where}
      ORDER BY ${query.orderBy} LIMIT ${query.limit} OFFSET ${query.offset}`,
    query.params,
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${from} WHERE ${query.where}`,
    query.params,
  );
  return { rows, total: count.rows[0].total };
}

export interface ReadRoutes<F extends string> {
  resource: ListResource<F>;
  roles: readonly StaffRole[];
  what: string;
  list: (db: Queryable, query: ListQuery) => Promise<{ rows: unknown[]; total: number }>;
  show: (db: Queryable, id: number) => Promise<unknown | null>;
  /** The answers' schemas: a row of the list, and the record `show` gives. */
  item?: z.ZodType;
  record?: z.ZodType;
}

/** `GET /api/admin/<name>` (ra-data-simple-rest list) and `GET /api/admin/<name>/:id`. */
export function registerReadRoutes<F extends string>(app: FastifyInstance, spec: ReadRoutes<F>) {
  const name = spec.resource.name;
  const tags = ['backoffice'];
  app.get(
    `/api/admin/${name}`,
    described({
      tags,
      summary: `List ${name} (ra-data-simple-rest)`,
      signedIn: true,
      querystring: listQuerySchema,
      ok: {
        description: 'One page of records; `Content-Range` says which and of how many.',
        ...(spec.item ? { schema: z.array(spec.item) } : {}),
      },
      answerHeaders: { 'Content-Range': '' },
    }),
    async (request, reply) => {
      requireStaff(request, spec.roles);
      const query = parseListQuery(spec.resource, request.query);
      return sendListPage(reply, name, query, await spec.list(app.db, query));
    },
  );
  app.get(
    `/api/admin/${name}/:id`,
    described({
      tags,
      summary: `One of ${name}`,
      signedIn: true,
      ...(spec.record ? { ok: { schema: spec.record } } : {}),
    }),
    async (request) => {
      requireStaff(request, spec.roles);
      const record = await spec.show(app.db, recordIdOf(request.params, spec.what));
      if (!record) throw notFound(`No such ${spec.what}.`);
      return record;
    },
  );
}

/** The audit trail of one record, newest first, with who made each change. */
export async function auditTrail(db: Queryable, resource: string, recordId: number) {
  const { rows } = await db.query(
    `SELECT a.id, a.action, a.before, a.after, a.reason, a.created_at AS "createdAt", a.actor_id AS "actorId",
            u.first_name || ' ' || u.last_name AS "actorName"
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
      WHERE a.resource = $1 AND a.record_id = $2 ORDER BY a.created_at DESC, a.id DESC LIMIT 200`,
    [resource, String(recordId)],
  );
  return rows;
}
