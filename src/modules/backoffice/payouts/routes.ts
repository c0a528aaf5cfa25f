import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminOwnerCommissionSchema,
  adminOwnerLedgerSchema,
  adminPayoutDetailSchema,
  adminPayoutHoldListSchema,
  adminPayoutHoldSchema,
  adminPayoutListSchema,
  adminPayoutRetrySchema,
} from '../../../../shared/admin/payouts.ts';
import type { Queryable } from '../../../db/connection.ts';
import { appClock } from '../../../http/clock.ts';
import { described } from '../../../http/describe.ts';
import { badRequest, conflict, notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/validate.ts';
import { isStaff, requireViewer } from '../../auth/session.ts';
import { requeuePayout } from '../../payouts/repository.ts';
import { writeAuditLog } from '../auditLog.ts';
import { listPage, recordIdOf } from '../recordPages.ts';
import { type ListResource, listQuerySchema, parseListQuery, sendListPage } from '../simpleRest.ts';

const TAGS = ['backoffice'];
const FINANCE = ['manager', 'admin'] as const;

/** Money that leaves is for managers only: anyone else, staff or not, finds nothing here (404). */
function requireFinance(request: FastifyRequest) {
  const viewer = requireViewer(request);
  if (!isStaff(viewer, FINANCE)) throw notFound();
  return viewer;
}

export const payoutListResource: ListResource = {
  name: 'payouts',
  fields: {
    id: { column: 'p.id', kind: 'number' },
    ownerId: { column: 'p.owner_id', kind: 'number' },
    amount: { column: 'p.amount', kind: 'number' },
    status: { column: 'p.status', kind: 'enum', values: ['pending', 'sent', 'paid', 'failed'] },
    failureCode: { column: 'p.failure_code', kind: 'text' },
    provider: { column: 'p.provider', kind: 'text' },
    createdAt: { column: 'p.created_at', kind: 'instant' },
    sentAt: { column: 'p.sent_at', kind: 'instant' },
  },
  search: (param) => `(u.email ILIKE ${param} OR u.last_name ILIKE ${param})`,
  defaultSort: ['createdAt', 'DESC'],
  tieBreaker: 'p.id',
};
const PAYOUT_COLUMNS = `p.id::int AS id, p.owner_id::int AS "ownerId", u.email AS "ownerEmail",
  u.first_name || ' ' || u.last_name AS "ownerName", p.amount::float8 AS amount, p.currency_code AS currency, p.status,
  p.provider, p.provider_reference AS "providerReference", p.attempt, p.failure_code AS "failureCode",
  p.failure_reason AS "failureReason", p.retryable, p.created_at AS "createdAt", p.sent_at AS "sentAt",
  p.paid_at AS "paidAt", p.failed_at AS "failedAt"`;
const PAYOUT_FROM = 'payouts p JOIN users u ON u.id = p.owner_id';

export const ownerLedgerResource: ListResource = {
  name: 'owner-ledger',
  fields: {
    id: { column: 'e.id', kind: 'number' },
    ownerId: { column: 'e.user_id', kind: 'number' },
    bookingId: { column: 'e.booking_id', kind: 'number' },
    kind: {
      column: 'e.kind',
      kind: 'enum',
      values: ['owner_earning', 'commission', 'earning_adjustment', 'payout', 'payout_failure', 'clawback'],
    },
    amount: { column: 'e.amount', kind: 'number' },
    occurredAt: { column: 'e.occurred_at', kind: 'instant' },
  },
  search: (param) => `(b.reference ILIKE ${param} OR u.email ILIKE ${param})`,
  defaultSort: ['occurredAt', 'DESC'],
  tieBreaker: 'e.id',
};
const LEDGER_COLUMNS = `e.id::int AS id, e.user_id::int AS "ownerId", u.email AS "ownerEmail", e.booking_id::int AS "bookingId",
  b.reference AS "bookingReference", e.kind, e.amount::float8 AS amount, e.currency_code AS currency,
  e.source_table AS "sourceTable", e.source_id::int AS "sourceId", e.details, e.occurred_at AS "occurredAt",
  (SELECT i.payout_id::int FROM payout_items i WHERE i.ledger_entry_id = e.id) AS "payoutId"`;
const LEDGER_FROM = `ledger_entries e JOIN users u ON u.id = e.user_id LEFT JOIN bookings b ON b.id = e.booking_id`;

export const payoutHoldResource: ListResource = {
  name: 'payout-holds',
  fields: {
    id: { column: 'h.id', kind: 'number' },
    ownerId: { column: 'h.owner_id', kind: 'number' },
    bookingId: { column: 'h.booking_id', kind: 'number' },
    open: { column: '(h.released_at IS NULL)', kind: 'boolean' },
    createdAt: { column: 'h.created_at', kind: 'instant' },
  },
  defaultSort: ['createdAt', 'DESC'],
  tieBreaker: 'h.id',
};
const HOLD_COLUMNS = `h.id::int AS id, h.owner_id::int AS "ownerId", h.booking_id::int AS "bookingId", h.reason,
  h.created_by::int AS "createdBy", h.created_at AS "createdAt", h.released_by::int AS "releasedBy",
  h.released_at AS "releasedAt", (h.released_at IS NULL) AS open`;

const holdInputSchema = z
  .object({
    ownerId: z.number().int().positive().nullish(),
    bookingId: z.number().int().positive().nullish(),
    reason: z.string({ message: 'reasonRequired' }).trim().min(3, { message: 'reasonRequired' }).max(500),
  })
  .refine((v) => (v.ownerId == null) !== (v.bookingId == null), {
    message: 'holdTargetRequired',
    path: ['ownerId'],
  });

const commissionInputSchema = z.object({
  /** percent with up to two decimals; null goes back to the setting for the owner's type */
  commissionPercent: z.number({ message: 'commissionPercentInvalid' }).min(0).max(100).nullable(),
  reason: z.string({ message: 'reasonRequired' }).trim().min(3, { message: 'reasonRequired' }).max(500),
});

const periodSchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'fromInvalid' }),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'toInvalid' }),
});

async function commissionOf(db: Queryable, ownerId: number) {
  const { rows } = await db.query<{
    ownerType: string;
    rateBp: number;
    source: string;
    overrideBp: number | null;
  }>(
    `SELECT r.owner_type AS "ownerType", r.rate_bp AS "rateBp", r.source,
            (SELECT commission_override_bp FROM owner_payout_profiles WHERE user_id = $1) AS "overrideBp"
       FROM owner_commission_rule($1) r WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)`,
    [ownerId],
  );
  return rows[0];
}

/**
 * The back office of payouts (DESIGN.md, "Owner earnings and payouts"): the payouts list and one payout with its rows, an owner's
 * ledger, holds on an owner or a booking and their release, the retry of a failed payout, an owner's
 * commission (audited), and a CSV of a period for the accountants, streamed row by row.
 */
export default async function backofficePayoutRoutes(app: FastifyInstance) {
  const db = app.db;

  app.get(
    '/api/admin/payouts',
    described({
      tags: TAGS,
      summary: 'List payouts (ra-data-simple-rest; managers)',
      signedIn: true,
      querystring: listQuerySchema,
      ok: { schema: adminPayoutListSchema },
      // anyone but a manager finds nothing here
      errors: [404],
    }),
    async (request, reply) => {
      requireFinance(request);
      const query = parseListQuery(payoutListResource, request.query);
      return sendListPage(reply, 'payouts', query, await listPage(db, PAYOUT_FROM, PAYOUT_COLUMNS, query));
    },
  );

  app.get(
    '/api/admin/payouts/:id',
    described({
      tags: TAGS,
      summary: 'One payout with the ledger rows it settles',
      signedIn: true,
      ok: { schema: adminPayoutDetailSchema },
    }),
    async (request) => {
      requireFinance(request);
      const id = recordIdOf(request.params, 'payout');
      const { rows } = await db.query(`SELECT ${PAYOUT_COLUMNS} FROM ${PAYOUT_FROM} WHERE p.id = $1`, [id]);
      if (!rows[0]) throw notFound('No such payout.');
      const items = await db.query(
        `SELECT i.ledger_entry_id::int AS "ledgerEntryId", i.booking_id::int AS "bookingId", b.reference, e.kind,
                i.amount::float8 AS amount
           FROM payout_items i JOIN ledger_entries e ON e.id = i.ledger_entry_id JOIN bookings b ON b.id = i.booking_id
          WHERE i.payout_id = $1 ORDER BY i.booking_id, i.ledger_entry_id`,
        [id],
      );
      return { ...rows[0], items: items.rows };
    },
  );

  app.post(
    '/api/admin/payouts/:id/retry',
    described({
      tags: TAGS,
      summary: 'Send a failed payout again at the next run (audited)',
      signedIn: true,
      errors: [404, 409],
      ok: { schema: adminPayoutRetrySchema },
    }),
    async (request) => {
      const viewer = requireFinance(request);
      const id = recordIdOf(request.params, 'payout');
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ status: string; attempt: number }>(
          'SELECT status, attempt FROM payouts WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!rows[0]) throw notFound('No such payout.');
        if (!(await requeuePayout(tx, id)))
          throw conflict('payout-not-failed', 'Only a failed payout can be retried.');
        await writeAuditLog(tx, {
          actorId: viewer.id,
          resource: 'payouts',
          recordId: id,
          action: 'retry',
          before: rows[0],
          after: { status: 'pending', attempt: rows[0].attempt + 1 },
        });
        return { id, status: 'pending' };
      });
    },
  );

  app.get(
    '/api/admin/owner-ledger',
    described({
      tags: TAGS,
      summary: 'Owners’ ledger rows (ra-data-simple-rest; managers)',
      signedIn: true,
      querystring: listQuerySchema,
      ok: { schema: adminOwnerLedgerSchema },
      // anyone but a manager finds nothing here
      errors: [404],
    }),
    async (request, reply) => {
      requireFinance(request);
      const query = parseListQuery(ownerLedgerResource, request.query);
      const scoped = { ...query, where: `e.party = 'owner' AND (${query.where})` };
      return sendListPage(
        reply,
        'owner-ledger',
        query,
        await listPage(db, LEDGER_FROM, LEDGER_COLUMNS, scoped),
      );
    },
  );

  app.get(
    '/api/admin/payout-holds',
    described({
      tags: TAGS,
      summary: 'Holds on owners and bookings (ra-data-simple-rest; managers)',
      signedIn: true,
      querystring: listQuerySchema,
      ok: { schema: adminPayoutHoldListSchema },
      // anyone but a manager finds nothing here
      errors: [404],
    }),
    async (request, reply) => {
      requireFinance(request);
      const query = parseListQuery(payoutHoldResource, request.query);
      return sendListPage(
        reply,
        'payout-holds',
        query,
        await listPage(db, 'payout_holds h', HOLD_COLUMNS, query),
      );
    },
  );

  app.post(
    '/api/admin/payout-holds',
    described({
      tags: TAGS,
      summary: 'Hold an owner’s or a booking’s earnings (audited)',
      signedIn: true,
      body: holdInputSchema,
      errors: [400, 404],
      ok: { status: 201, schema: adminPayoutHoldSchema },
    }),
    async (request, reply) => {
      const viewer = requireFinance(request);
      const input = parseInput(holdInputSchema, request.body);
      const exists = input.ownerId
        ? await db.query('SELECT 1 FROM users WHERE id = $1', [input.ownerId])
        : await db.query('SELECT 1 FROM bookings WHERE id = $1', [input.bookingId]);
      if (exists.rows.length === 0) throw notFound(input.ownerId ? 'No such owner.' : 'No such booking.');
      const hold = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO payout_holds (owner_id, booking_id, reason, created_by, created_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING ${HOLD_COLUMNS.replace(/h\./g, '')}`,
          [input.ownerId ?? null, input.bookingId ?? null, input.reason, viewer.id, appClock.now()],
        );
        await writeAuditLog(tx, {
          actorId: viewer.id,
          resource: 'payout-holds',
          recordId: rows[0].id,
          action: 'create',
          before: null,
          after: rows[0],
          reason: input.reason,
        });
        return rows[0];
      });
      return reply.code(201).send(hold);
    },
  );

  app.post(
    '/api/admin/payout-holds/:id/release',
    described({
      tags: TAGS,
      summary: 'Release a hold (audited)',
      signedIn: true,
      errors: [404, 409],
      ok: { schema: adminPayoutHoldSchema },
    }),
    async (request) => {
      const viewer = requireFinance(request);
      const id = recordIdOf(request.params, 'hold');
      return db.transaction(async (tx) => {
        const { rows } = await tx.query(
          `UPDATE payout_holds SET released_at = $2, released_by = $3 WHERE id = $1 AND released_at IS NULL
           RETURNING ${HOLD_COLUMNS.replace(/h\./g, '')}`,
          [id, appClock.now(), viewer.id],
        );
        if (!rows[0]) {
          const seen = await tx.query('SELECT 1 FROM payout_holds WHERE id = $1', [id]);
          if (seen.rows.length === 0) throw notFound('No such hold.');
          throw conflict('hold-released', 'This hold is already released.');
        }
        await writeAuditLog(tx, {
          actorId: viewer.id,
          resource: 'payout-holds',
          recordId: id,
          action: 'release',
          before: { open: true },
          after: rows[0],
        });
        return rows[0];
      });
    },
  );

  app.get(
    '/api/admin/owner-commissions/:id',
    described({
      tags: TAGS,
      summary: 'An owner’s commission rule (their type’s setting or an override)',
      signedIn: true,
      ok: { schema: adminOwnerCommissionSchema },
    }),
    async (request) => {
      requireFinance(request);
      const rule = await commissionOf(db, recordIdOf(request.params, 'owner'));
      if (!rule) throw notFound('No such owner.');
      return rule;
    },
  );

  app.put(
    '/api/admin/owner-commissions/:id',
    described({
      tags: TAGS,
      summary: 'Override an owner’s commission for their next bookings (audited; null clears it)',
      signedIn: true,
      body: commissionInputSchema,
      errors: [400, 404],
      ok: { schema: adminOwnerCommissionSchema },
    }),
    async (request) => {
      const viewer = requireFinance(request);
      const ownerId = recordIdOf(request.params, 'owner');
      const input = parseInput(commissionInputSchema, request.body);
      const before = await commissionOf(db, ownerId);
      if (!before) throw notFound('No such owner.');
      const bp = input.commissionPercent === null ? null : Math.round(input.commissionPercent * 100);
      const now = appClock.now();
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO owner_payout_profiles (user_id, commission_override_bp, created_at, updated_at) VALUES ($1, $2, $3, $3)
           ON CONFLICT (user_id) DO UPDATE SET commission_override_bp = $2, updated_at = $3`,
          [ownerId, bp, now],
        );
        await writeAuditLog(tx, {
          actorId: viewer.id,
          resource: 'owner-commissions',
          recordId: ownerId,
          action: 'update',
          before,
          after: { overrideBp: bp },
          reason: input.reason,
        });
      });
      return commissionOf(db, ownerId);
    },
  );

  app.get(
    '/api/admin/payouts-export',
    described({
      tags: TAGS,
      summary: 'CSV of the owners’ ledger rows of a period (from, to: dates), streamed',
      signedIn: true,
      ok: { contentType: 'text/csv' },
      errors: [400, 404],
    }),
    async (request, reply) => {
      requireFinance(request);
      const period = parseInput(periodSchema, request.query);
      if (period.from > period.to) throw badRequest('The period ends before it starts.', { to: 'toInvalid' });
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bosun-payouts-${period.from}-${period.to}.csv"`)
        .header('cache-control', 'private, no-store');
      return reply.send(Readable.from(streamLedgerCsv(db, period.from, period.to)));
    },
  );
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The period's owner and commission rows, a page of 1,000 at a time by id (keyset), so a year of payouts
 * never sits in memory: each page is written out before the next is read.
 */
async function* streamLedgerCsv(db: Queryable, from: string, to: string): AsyncGenerator<string> {
  yield 'entry_id,occurred_at,party,owner_id,owner_email,booking_reference,kind,amount,currency,payout_id,payout_status\n';
  let after = 0;
  for (;;) {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT e.id::int AS id, e.occurred_at, e.party, e.user_id, u.email, b.reference, e.kind,
              (e.amount / 100.0)::numeric(14, 2)::text AS amount, e.currency_code, i.payout_id, p.status
         FROM ledger_entries e
         LEFT JOIN users u ON u.id = e.user_id
         LEFT JOIN bookings b ON b.id = e.booking_id
         LEFT JOIN payout_items i ON i.ledger_entry_id = e.id
         LEFT JOIN payouts p ON p.id = coalesce(i.payout_id, CASE WHEN e.source_table = 'payouts' THEN e.source_id END)
        WHERE e.id > $1 AND (e.party = 'owner' OR (e.party = 'platform' AND e.kind = 'commission'))
          AND e.occurred_at >= $2::date AND e.occurred_at < $3::date + 1
        ORDER BY e.id LIMIT 1000`,
      [after, from, to],
    );
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        [
          r.id,
          new Date(r.occurred_at as string).toISOString(),
          r.party,
          r.user_id,
          r.email,
          r.reference,
          r.kind,
          r.amount,
          r.currency_code,
          r.payout_id,
          r.status,
        ]
          .map(csvCell)
          .join(','),
      )
      .join('\n')
      .concat('\n');
    after = Number(rows[rows.length - 1].id);
  }
}
