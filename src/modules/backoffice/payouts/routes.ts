import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OPERATIONS_ACCESS } from '../../../../shared/admin/operations.ts';
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
import { recordIdOf } from '../recordPages.ts';
import { listQuerySchema, parseListQuery, sendListPage } from '../simpleRest.ts';
import {
  commissionOf,
  findPayout,
  holdTargetExists,
  insertPayoutHold,
  ledgerExportPage,
  listOwnerLedger,
  listPayoutHolds,
  listPayouts,
  lockPayoutForRetry,
  ownerLedgerResource,
  payoutHoldExists,
  payoutHoldResource,
  payoutItems,
  payoutListResource,
  releasePayoutHold,
  setCommissionOverride,
} from './repository.ts';

export { ownerLedgerResource, payoutHoldResource, payoutListResource };

const TAGS = ['backoffice'];

/** Money that leaves is for managers only: anyone else, staff or not, finds nothing here (404). */
function requireFinance(request: FastifyRequest) {
  const viewer = requireViewer(request);
  if (!isStaff(viewer, OPERATIONS_ACCESS.payouts)) throw notFound();
  return viewer;
}

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
  commissionPercent: z
    .number({ message: 'commissionPercentInvalid' })
    .min(0, { message: 'commissionPercentInvalid' })
    .max(100, { message: 'commissionPercentInvalid' })
    .nullable(),
  reason: z.string({ message: 'reasonRequired' }).trim().min(3, { message: 'reasonRequired' }).max(500),
});

const periodSchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'fromInvalid' }),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'toInvalid' }),
});

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
      return sendListPage(reply, 'payouts', query, await listPayouts(db, query));
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
      const payout = await findPayout(db, id);
      if (!payout) throw notFound('No such payout.');
      return { ...payout, items: await payoutItems(db, id) };
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
        const payout = await lockPayoutForRetry(tx, id);
        if (!payout) throw notFound('No such payout.');
        if (!(await requeuePayout(tx, id)))
          throw conflict('payout-not-failed', 'Only a failed payout can be retried.');
        await writeAuditLog(tx, {
          actorId: viewer.id,
          resource: 'payouts',
          recordId: id,
          action: 'retry',
          before: payout,
          after: { status: 'pending', attempt: payout.attempt + 1 },
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
      return sendListPage(reply, 'owner-ledger', query, await listOwnerLedger(db, query));
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
      return sendListPage(reply, 'payout-holds', query, await listPayoutHolds(db, query));
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
      if (!(await holdTargetExists(db, input)))
        throw notFound(input.ownerId ? 'No such owner.' : 'No such booking.');
      const hold = await db.transaction(async (tx) => {
        const created = await insertPayoutHold(tx, {
          ownerId: input.ownerId ?? null,
          bookingId: input.bookingId ?? null,
          reason: input.reason,
          createdBy: viewer.id,
          at: appClock.now(),
        });
        await writeAuditLog(tx, {
          actorId: viewer.id,
          resource: 'payout-holds',
          recordId: created.id,
          action: 'create',
          before: null,
          after: created,
          reason: input.reason,
        });
        return created;
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
        const released = await releasePayoutHold(tx, id, appClock.now(), viewer.id);
        if (!released) {
          if (!(await payoutHoldExists(tx, id))) throw notFound('No such hold.');
          throw conflict('hold-released', 'This hold is already released.');
        }
        await writeAuditLog(tx, {
          actorId: viewer.id,
          resource: 'payout-holds',
          recordId: id,
          action: 'release',
          before: { open: true },
          after: released,
        });
        return released;
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
        await setCommissionOverride(tx, ownerId, bp, now);
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
      querystring: periodSchema,
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
    const rows = await ledgerExportPage(db, after, from, to);
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
