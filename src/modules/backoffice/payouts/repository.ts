import type { Queryable } from '../../../db/connection.ts';
import { listPage } from '../recordPages.ts';
import type { ListQuery, ListResource } from '../simpleRest.ts';

/**
 * The SQL of the back office of payouts: the payouts list and one payout with its rows, the owners'
 * ledger, holds and their release, the retry's lock, an owner's commission and the CSV export's pages.
 */

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

/** One page of payouts with their owner, as the list shows them. */
export const listPayouts = (db: Queryable, query: ListQuery) =>
  listPage<unknown>(db, PAYOUT_FROM, PAYOUT_COLUMNS, query);

/** One payout as the list shows it, or undefined. */
export async function findPayout(db: Queryable, id: number) {
  const { rows } = await db.query(`SELECT ${PAYOUT_COLUMNS} FROM ${PAYOUT_FROM} WHERE p.id = $1`, [id]);
  return rows[0];
}

/** The ledger rows a payout settles, by booking. */
export async function payoutItems(db: Queryable, payoutId: number) {
  const { rows } = await db.query(
    `SELECT i.ledger_entry_id::int AS "ledgerEntryId", i.booking_id::int AS "bookingId", b.reference, e.kind,
                i.amount::float8 AS amount
           FROM payout_items i JOIN ledger_entries e ON e.id = i.ledger_entry_id JOIN bookings b ON b.id = i.booking_id
          WHERE i.payout_id = $1 ORDER BY i.booking_id, i.ledger_entry_id`,
    [payoutId],
  );
  return rows;
}

/** Locks a payout for its retry (FOR UPDATE: call inside the transaction); undefined when none. */
export async function lockPayoutForRetry(
  tx: Queryable,
  id: number,
): Promise<{ status: string; attempt: number } | undefined> {
  const { rows } = await tx.query<{ status: string; attempt: number }>(
    'SELECT status, attempt FROM payouts WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0];
}

/** One page of the owners' ledger rows (the owner's party only). */
export const listOwnerLedger = (db: Queryable, query: ListQuery) =>
  listPage<unknown>(db, LEDGER_FROM, LEDGER_COLUMNS, {
    ...query,
    where: `e.party = 'owner' AND (${query.where})`,
  });

/** One page of holds on owners and bookings. */
export const listPayoutHolds = (db: Queryable, query: ListQuery) =>
  listPage<unknown>(db, 'payout_holds h', HOLD_COLUMNS, query);

/** Whether the hold's target exists: the owner when `ownerId` is given, else the booking. */
export async function holdTargetExists(
  db: Queryable,
  target: { ownerId?: number | null; bookingId?: number | null },
): Promise<boolean> {
  const exists = target.ownerId
    ? await db.query('SELECT 1 FROM users WHERE id = $1', [target.ownerId])
    : await db.query('SELECT 1 FROM bookings WHERE id = $1', [target.bookingId]);
  return exists.rows.length > 0;
}

/** Creates a hold on an owner or a booking; answers it as the list shows it. */
export async function insertPayoutHold(
  tx: Queryable,
  hold: { ownerId: number | null; bookingId: number | null; reason: string; createdBy: number; at: Date },
): Promise<{ id: number }> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO payout_holds (owner_id, booking_id, reason, created_by, created_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING ${HOLD_COLUMNS.replace(/h\./g, '')}`,
    [hold.ownerId, hold.bookingId, hold.reason, hold.createdBy, hold.at],
  );
  return rows[0];
}

/** Releases an open hold; undefined when there is no such hold or it is already released. */
export async function releasePayoutHold(tx: Queryable, id: number, at: Date, releasedBy: number) {
  const { rows } = await tx.query(
    `UPDATE payout_holds SET released_at = $2, released_by = $3 WHERE id = $1 AND released_at IS NULL
           RETURNING ${HOLD_COLUMNS.replace(/h\./g, '')}`,
    [id, at, releasedBy],
  );
  return rows[0];
}

/** Whether a hold exists, released or not. */
export async function payoutHoldExists(db: Queryable, id: number): Promise<boolean> {
  const seen = await db.query('SELECT 1 FROM payout_holds WHERE id = $1', [id]);
  return seen.rows.length > 0;
}

export interface OwnerCommission {
  /** the owner's id: the console reads the rule as a record of its own */
  id: number;
  ownerType: string;
  rateBp: number;
  source: string;
  overrideBp: number | null;
}

/** An owner's commission rule (their type's setting or an override); undefined when no such user. */
export async function commissionOf(db: Queryable, ownerId: number): Promise<OwnerCommission | undefined> {
  const { rows } = await db.query<OwnerCommission>(
    `SELECT $1::int AS id, r.owner_type AS "ownerType", r.rate_bp AS "rateBp", r.source,
            (SELECT commission_override_bp FROM owner_payout_profiles WHERE user_id = $1) AS "overrideBp"
       FROM owner_commission_rule($1) r WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)`,
    [ownerId],
  );
  return rows[0];
}

/** Sets (or, with null, clears) an owner's commission override, in basis points. */
export async function setCommissionOverride(tx: Queryable, ownerId: number, bp: number | null, at: Date) {
  await tx.query(
    `INSERT INTO owner_payout_profiles (user_id, commission_override_bp, created_at, updated_at) VALUES ($1, $2, $3, $3)
           ON CONFLICT (user_id) DO UPDATE SET commission_override_bp = $2, updated_at = $3`,
    [ownerId, bp, at],
  );
}

/**
 * One page (1,000 rows by id, after `after`) of the period's owner and commission ledger rows for the
 * CSV export, with their booking, owner and payout.
 */
export async function ledgerExportPage(
  db: Queryable,
  after: number,
  from: string,
  to: string,
): Promise<Record<string, unknown>[]> {
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
  return rows;
}
