import { AUTOREFUND_REASONS, AUTOREFUND_STATUSES } from '../../../../shared/admin/operations.ts';
import type { Queryable } from '../../../db/connection.ts';
import { auditTrail, listPage } from '../recordPages.ts';
import type { ListQuery, ListResource } from '../simpleRest.ts';

export const autorefundsListResource: ListResource = {
  name: 'autorefunds',
  fields: {
    id: { column: 'a.id', kind: 'number' },
    bookingId: { column: 'a.booking_id', kind: 'number' },
    reason: { column: 'a.reason', kind: 'enum', values: AUTOREFUND_REASONS },
    status: { column: 'a.status', kind: 'enum', values: AUTOREFUND_STATUSES },
    proposedAmount: { column: 'a.proposed_amount', kind: 'number' },
    approvedAmount: { column: 'a.approved_amount', kind: 'number' },
    countryCode: { column: 'p.country_code', kind: 'text' },
    createdAt: { column: 'a.created_at', kind: 'instant' },
    decidedAt: { column: 'a.decided_at', kind: 'instant' },
    // Sortable columns of the console's list, not filters.
    bookingReference: { column: 'b.reference', kind: 'text', filterable: false },
    tenantName: { column: "(t.first_name || ' ' || t.last_name)", kind: 'text', filterable: false },
    paidAmount: {
      column: `(SELECT coalesce(sum(x.amount), 0) FROM payments x
                 WHERE x.booking_id = a.booking_id AND x.status = 'succeeded')`,
      kind: 'number',
      filterable: false,
    },
  },
  search: (param) =>
    `(b.reference ILIKE ${param} OR t.email ILIKE ${param} OR b.listing_title ILIKE ${param})`,
  defaultSort: ['createdAt', 'ASC'],
  tieBreaker: 'a.id',
};

const FROM = `autorefunds a JOIN bookings b ON b.id = a.booking_id JOIN products p ON p.id = b.product_id
  JOIN users t ON t.id = b.tenant_id LEFT JOIN users d ON d.id = a.decided_by`;

const COLUMNS = `a.id, a.booking_id AS "bookingId", b.reference AS "bookingReference", b.status AS "bookingStatus",
  b.listing_title AS "listingTitle", p.country_code AS "countryCode",
  t.first_name || ' ' || t.last_name AS "tenantName", t.email AS "tenantEmail",
  a.reason, a.status, a.proposed_amount AS "proposedAmount", a.approved_amount AS "approvedAmount",
  (SELECT coalesce(sum(x.amount), 0) FROM payments x WHERE x.booking_id = a.booking_id AND x.status = 'succeeded')::bigint
    AS "paidAmount",
  (SELECT coalesce(sum(r.amount), 0) FROM refunds r WHERE r.booking_id = a.booking_id AND r.status <> 'failed')::bigint
    AS "refundedAmount",
  a.decision_reason AS "decisionReason", a.decided_by AS "decidedBy", d.first_name || ' ' || d.last_name AS "decidedByName",
  a.decided_at AS "decidedAt", a.refund_id AS "refundId",
  (SELECT r.payment_id FROM refunds r WHERE r.id = a.refund_id) AS "refundPaymentId", a.created_at AS "createdAt",
  round(extract(epoch FROM (coalesce(a.decided_at, now()) - a.created_at)) / 3600)::int AS "ageHours"`;

export const listAutorefunds = (db: Queryable, query: ListQuery) =>
  listPage<Record<string, unknown>>(db, FROM, COLUMNS, query);

export async function findAutorefund(db: Queryable, id: number) {
  const { rows } = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.id = $1`, [
    id,
  ]);
  if (!rows[0]) return null;
  return { ...rows[0], auditTrail: await auditTrail(db, 'autorefunds', id) };
}

export interface AutorefundLockRow {
  id: number;
  booking_id: number;
  status: 'proposed' | 'approved' | 'adjusted' | 'rejected';
  reason: string;
  proposed_amount: number;
  approved_amount: number | null;
  decision_reason: string | null;
  booking_status: string;
  booking_reference: string;
  tenant_email: string;
}

/** Locks the autorefund row: a second click waits here, then sees the decision the first one made. */
export async function lockAutorefund(tx: Queryable, id: number) {
  const { rows } = await tx.query<AutorefundLockRow>(
    `SELECT a.id, a.booking_id, a.status, a.reason, a.proposed_amount, a.approved_amount, a.decision_reason,
            b.status AS booking_status, b.reference AS booking_reference, t.email AS tenant_email
       FROM autorefunds a JOIN bookings b ON b.id = a.booking_id JOIN users t ON t.id = b.tenant_id
      WHERE a.id = $1 FOR UPDATE OF a`,
    [id],
  );
  return rows[0] ?? null;
}

export async function saveDecision(
  tx: Queryable,
  d: {
    id: number;
    status: string;
    approvedAmount: number | null;
    actorId: number;
    reason: string | null;
    refundId: number | null;
  },
) {
  await tx.query(
    `UPDATE autorefunds SET status = $2, approved_amount = $3, decided_by = $4, decided_at = now(),
            decision_reason = $5, refund_id = $6 WHERE id = $1`,
    [d.id, d.status, d.approvedAmount, d.actorId, d.reason, d.refundId],
  );
}
