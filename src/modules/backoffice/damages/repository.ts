import { DAMAGE_STATUSES } from '../../../../shared/admin/operations.ts';
import type { Queryable } from '../../../db/connection.ts';
import { auditTrail, listPage } from '../recordPages.ts';
import type { ListQuery, ListResource } from '../simpleRest.ts';

export const damagesListResource: ListResource = {
  name: 'damages',
  fields: {
    id: { column: 'c.id', kind: 'number' },
    bookingId: { column: 'c.booking_id', kind: 'number' },
    claimantId: { column: 'c.claimant_id', kind: 'number' },
    status: { column: 'c.status', kind: 'enum', values: DAMAGE_STATUSES },
    amountClaimed: { column: 'c.amount_claimed', kind: 'number' },
    amountDecided: { column: 'c.amount_decided', kind: 'number' },
    countryCode: { column: 'p.country_code', kind: 'text' },
    createdAt: { column: 'c.created_at', kind: 'instant' },
    updatedAt: { column: 'c.updated_at', kind: 'instant' },
    // Sortable columns of the console's list, not filters.
    bookingReference: { column: 'b.reference', kind: 'text', filterable: false },
    claimantName: { column: "(cl.first_name || ' ' || cl.last_name)", kind: 'text', filterable: false },
    depositAmount: { column: 'b.deposit_amount', kind: 'number', filterable: false },
  },
  search: (param) =>
    `(b.reference ILIKE ${param} OR c.description ILIKE ${param} OR b.listing_title ILIKE ${param})`,
  defaultSort: ['createdAt', 'DESC'],
  tieBreaker: 'c.id',
};

const FROM = `damage_claims c JOIN bookings b ON b.id = c.booking_id JOIN products p ON p.id = b.product_id
  JOIN users cl ON cl.id = c.claimant_id JOIN users t ON t.id = b.tenant_id JOIN users o ON o.id = b.owner_id`;

const COLUMNS = `c.id, c.booking_id AS "bookingId", b.reference AS "bookingReference", b.status AS "bookingStatus",
  b.listing_title AS "listingTitle", p.country_code AS "countryCode", c.claimant_id AS "claimantId",
  cl.first_name || ' ' || cl.last_name AS "claimantName", c.status, c.amount_claimed AS "amountClaimed",
  c.amount_decided AS "amountDecided", b.deposit_amount AS "depositAmount", c.description,
  c.decision_message AS "decisionMessage", c.collection, c.created_at AS "createdAt", c.updated_at AS "updatedAt"`;

export const listDamages = (db: Queryable, query: ListQuery) =>
  listPage<Record<string, unknown>>(db, FROM, COLUMNS, query);

/** An inspection of the e-contract (DESIGN.md, "The second half") as the claim shows it, with its PDF's path once made. */
const INSPECTION_JSON = `SELECT json_build_object('id', e.id, 'fuelLevel', e.fuel_level, 'engineHours', e.engine_hours,
  'remarks', e.remarks, 'photos', e.photos, 'damages', e.damages, 'status', e.status, 'signedAt', e.signed_at,
  'tenantTypedName', CASE WHEN e.tenant_signature_method = 'typed' THEN e.tenant_typed_name END,
  'ownerTypedName', CASE WHEN e.owner_signature_method = 'typed' THEN e.owner_typed_name END,
  'pdfUrl', CASE WHEN e.pdf_status = 'done' THEN '/api/v6/booking/' || e.booking_id || '/econtract/contracts/' || e.id || '/pdf' END)`;

/** The claim with its evidence and the check-in versus check-out contracts to compare. */
/**
 * The e-contract's deposit as staff read it: held, then released or captured at the provider, whose
 * reference is the payment the capture made.
 */
export const DEPOSIT_JSON = `SELECT json_build_object('id', d.id, 'status', d.status, 'amount', d.amount,
  'capturedAmount', d.capture_amount, 'provider', d.provider, 'providerReference', d.provider_reference,
  'heldAt', d.held_at, 'settledAt', d.settled_at)`;

/** The photos of the renter's answer, as the claim's own evidence is shown (served to staff by the e-contract). */
const TENANT_EVIDENCE = `SELECT coalesce(json_agg(json_build_object(
    'url', '/api/v6/booking/' || p.booking_id || '/econtract/photos/' || p.id,
    'takenAt', to_char(coalesce(p.taken_at, p.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) ORDER BY p.id), '[]')
  FROM econtract_photos p WHERE p.booking_id = c.booking_id AND p.id = ANY(c.tenant_answer_photo_ids)`;

export async function findDamage(db: Queryable, id: number) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${COLUMNS}, c.evidence, c.tenant_answer AS "tenantAnswer", c.tenant_answered_at AS "tenantAnsweredAt",
            (${TENANT_EVIDENCE}) AS "tenantEvidence",
            t.first_name || ' ' || t.last_name AS "tenantName", t.email AS "tenantEmail",
            o.first_name || ' ' || o.last_name AS "ownerName", o.email AS "ownerEmail",
            (${INSPECTION_JSON} FROM econtracts e
              WHERE e.booking_id = c.booking_id AND e.kind = 'in' AND e.addendum_of IS NULL) AS "checkIn",
            (${INSPECTION_JSON} FROM econtracts e
              WHERE e.booking_id = c.booking_id AND e.kind = 'out' AND e.addendum_of IS NULL) AS "checkOut",
            (${DEPOSIT_JSON} FROM deposits d WHERE d.booking_id = c.booking_id) AS "deposit"
       FROM ${FROM} WHERE c.id = $1`,
    [id],
  );
  if (!rows[0]) return null;
  return { ...rows[0], auditTrail: await auditTrail(db, 'damages', id) };
}

export interface DamageLockRow {
  id: number;
  booking_id: number;
  status: (typeof DAMAGE_STATUSES)[number];
  amount_claimed: number;
  amount_decided: number | null;
  decision_message: string | null;
  deposit_amount: number;
  booking_status: string;
  booking_reference: string;
  tenant_email: string;
  owner_email: string;
  tenant_id: number;
  owner_id: number;
}

export async function lockDamage(tx: Queryable, id: number) {
  const { rows } = await tx.query<DamageLockRow>(
    `SELECT c.id, c.booking_id, c.status, c.amount_claimed, c.amount_decided, c.decision_message, b.deposit_amount,
            b.status AS booking_status, b.reference AS booking_reference, t.email AS tenant_email, o.email AS owner_email,
            b.tenant_id, b.owner_id
       FROM damage_claims c JOIN bookings b ON b.id = c.booking_id
       JOIN users t ON t.id = b.tenant_id JOIN users o ON o.id = b.owner_id
      WHERE c.id = $1 FOR UPDATE OF c`,
    [id],
  );
  return rows[0] ?? null;
}

/** How a paid claim was collected (DAMAGE_COLLECTIONS). */
export async function recordCollection(tx: Queryable, id: number, collection: string) {
  await tx.query('UPDATE damage_claims SET collection = $2 WHERE id = $1', [id, collection]);
}

export async function saveDamage(
  tx: Queryable,
  d: {
    id: number;
    status: string;
    amountDecided: number | null;
    decisionMessage: string | null;
    actorId: number;
  },
) {
  await tx.query(
    `UPDATE damage_claims SET status = $2, amount_decided = $3, decision_message = $4, decided_by = $5, updated_at = now()
      WHERE id = $1`,
    [d.id, d.status, d.amountDecided, d.decisionMessage, d.actorId],
  );
}

/** A booking whose claim is settled (paid or refused) is completed. */
export async function completeBookingAfterClaim(tx: Queryable, bookingId: number, at: Date): Promise<void> {
  await tx.query(
    `UPDATE bookings SET status = 'completed', completed_at = $2, updated_at = $2 WHERE id = $1`,
    [bookingId, at],
  );
}
