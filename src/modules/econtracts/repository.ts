import type { DamageStatus } from '../../../shared/admin/operations.ts';
import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';
import type { InspectionKind } from '../../../shared/econtracts/econtracts.ts';
import type { Queryable } from '../../db/connection.ts';

/** The booking as the e-contract reads it: its parties, its boat and its deposit. */
export interface ContractBooking {
  id: number;
  reference: string;
  status: BookingStatus;
  tenant_id: number;
  owner_id: number;
  listing_title: string;
  product_type: string | null;
  licence_required: boolean;
  deposit_amount: number;
  equipment_ids: number[];
  tenant_language: string;
  owner_language: string;
  tenant_name: string;
  owner_name: string;
  start_date: string;
  end_date: string;
  /** The harbour's time zone (its city's, else its country's). */
  time_zone: string;
}

const BOOKING_COLUMNS = `b.id, b.reference, b.status, b.tenant_id, b.owner_id, b.listing_title, p.product_type,
  p.licence_required, b.deposit_amount::float8 AS deposit_amount,
  coalesce((SELECT array_agg(pe.equipment_id::int ORDER BY pe.equipment_id) FROM product_equipment pe
             WHERE pe.product_id = p.id), '{}') AS equipment_ids,
  t.language_code AS tenant_language, o.language_code AS owner_language,
  t.first_name || ' ' || t.last_name AS tenant_name, o.first_name || ' ' || o.last_name AS owner_name,
  to_char(lower(b.period), 'YYYY-MM-DD') AS start_date, to_char(upper(b.period) - 1, 'YYYY-MM-DD') AS end_date,
  coalesce(bc.time_zone, bco.time_zone, 'UTC') AS time_zone`;

const BOOKING_FROM = `bookings b JOIN products p ON p.id = b.product_id
  JOIN users t ON t.id = b.tenant_id JOIN users o ON o.id = b.owner_id
  LEFT JOIN cities bc ON bc.id = p.city_id LEFT JOIN countries bco ON bco.code = p.country_code`;

export async function findContractBooking(db: Queryable, id: number): Promise<ContractBooking | undefined> {
  const { rows } = await db.query<ContractBooking>(
    `SELECT ${BOOKING_COLUMNS} FROM ${BOOKING_FROM} WHERE b.id = $1`,
    [id],
  );
  return rows[0];
}

/** The same, the booking row locked for the caller's transaction (signatures move its status). */
export async function lockContractBooking(tx: Queryable, id: number): Promise<ContractBooking | undefined> {
  const { rows } = await tx.query<ContractBooking>(
    `SELECT ${BOOKING_COLUMNS} FROM ${BOOKING_FROM} WHERE b.id = $1 FOR UPDATE OF b`,
    [id],
  );
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// Inspections and addenda
// ---------------------------------------------------------------------------------------------

export interface InspectionRow {
  id: number;
  booking_id: number;
  kind: InspectionKind;
  addendum_of: number | null;
  client_id: string | null;
  status: 'draft' | 'awaiting_signatures' | 'signed';
  skipper: { name: string; idDocument: string; licenceNumber: string } | null;
  fuel_level: number | null;
  engine_hours: number | null;
  equipment: { key: string; present: boolean; working: boolean }[];
  damages: {
    id: string;
    zone: string;
    x: number | null;
    y: number | null;
    description: string;
    photoIds: number[];
    isNew: boolean;
  }[];
  remarks: string | null;
  tenant_signature: string | null;
  owner_signature: string | null;
  tenant_strokes: unknown[] | null;
  owner_strokes: unknown[] | null;
  tenant_signature_method: 'drawn' | 'typed' | null;
  owner_signature_method: 'drawn' | 'typed' | null;
  tenant_typed_name: string | null;
  owner_typed_name: string | null;
  /** What each side added when they signed the other's record. */
  tenant_remarks: string | null;
  owner_remarks: string | null;
  /** The side who filled the form (null for rows from before it was kept). */
  recorded_by: 'tenant' | 'owner' | null;
  tenant_signed_at: Date | null;
  owner_signed_at: Date | null;
  signed_at: Date | null;
  data_hash: string | null;
  pdf_status: 'none' | 'due' | 'done';
  pdf_key: string | null;
  created_at: Date;
}

const INSPECTION_COLUMNS = `id, booking_id, kind, addendum_of, client_id, status, skipper, fuel_level,
  engine_hours::float8 AS engine_hours, equipment, damages, remarks, tenant_signature, owner_signature, tenant_strokes,
  owner_strokes, tenant_signed_at, owner_signed_at, signed_at, data_hash, pdf_status, pdf_key, created_at,
  tenant_signature_method, owner_signature_method, tenant_typed_name, owner_typed_name, tenant_remarks, owner_remarks,
  (SELECT CASE WHEN econtracts.author_id IS NULL THEN NULL WHEN econtracts.author_id = bk.tenant_id THEN 'tenant'
               ELSE 'owner' END FROM bookings bk WHERE bk.id = econtracts.booking_id) AS recorded_by`;

/** Every inspection and addendum of the booking, oldest first. */
export async function inspectionsOf(db: Queryable, bookingId: number): Promise<InspectionRow[]> {
  const { rows } = await db.query<InspectionRow>(
    `SELECT ${INSPECTION_COLUMNS} FROM econtracts WHERE booking_id = $1 ORDER BY id`,
    [bookingId],
  );
  return rows;
}

export async function findInspection(
  db: Queryable,
  bookingId: number,
  id: number,
  lock = false,
): Promise<InspectionRow | undefined> {
  const { rows } = await db.query<InspectionRow>(
    `SELECT ${INSPECTION_COLUMNS} FROM econtracts WHERE booking_id = $1 AND id = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [bookingId, id],
  );
  return rows[0];
}

export async function findInspectionByClientId(
  db: Queryable,
  bookingId: number,
  clientId: string,
): Promise<InspectionRow | undefined> {
  const { rows } = await db.query<InspectionRow>(
    `SELECT ${INSPECTION_COLUMNS} FROM econtracts WHERE booking_id = $1 AND client_id = $2`,
    [bookingId, clientId],
  );
  return rows[0];
}

/** The check-in or check-out itself (not an addendum), locked. */
export async function lockMainInspection(
  tx: Queryable,
  bookingId: number,
  kind: InspectionKind,
): Promise<InspectionRow | undefined> {
  const { rows } = await tx.query<InspectionRow>(
    `SELECT ${INSPECTION_COLUMNS} FROM econtracts WHERE booking_id = $1 AND kind = $2 AND addendum_of IS NULL
      FOR UPDATE`,
    [bookingId, kind],
  );
  return rows[0];
}

/**
 * A photo as the back office's damage view reads it (002's `photos` and `evidence` columns): the
 * inspection that showed it, the damage's zone and the phone's time, as data the console words.
 */
export interface PhotoRef {
  url: string;
  inspection?: 'in' | 'out';
  zone?: string;
  takenAt?: string;
}

export interface InspectionData {
  clientId: string;
  authorId: number;
  skipper: unknown;
  fuelLevel: number;
  engineHours: number;
  equipment: unknown[];
  damages: unknown[];
  remarks: string;
  photos: PhotoRef[];
}

const dataParams = (data: InspectionData) => [
  data.clientId,
  data.authorId,
  JSON.stringify(data.skipper),
  data.fuelLevel,
  data.engineHours,
  JSON.stringify(data.equipment),
  JSON.stringify(data.damages),
  data.remarks,
  JSON.stringify(data.photos),
];

export async function insertInspection(
  tx: Queryable,
  inspection: { bookingId: number; kind: InspectionKind; addendumOf: number | null; at: Date },
  data: InspectionData,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO econtracts (client_id, author_id, skipper, fuel_level, engine_hours, equipment, damages, remarks, photos,
                             booking_id, kind, addendum_of, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'awaiting_signatures', $13, $13) RETURNING id`,
    [...dataParams(data), inspection.bookingId, inspection.kind, inspection.addendumOf, inspection.at],
  );
  return Number(rows[0].id);
}

/** Replaces an inspection nobody signed yet (the owner corrects the form before both sign). */
export async function replaceInspection(tx: Queryable, id: number, data: InspectionData, at: Date) {
  await tx.query(
    `UPDATE econtracts SET client_id = $1, author_id = $2, skipper = $3, fuel_level = $4, engine_hours = $5,
            equipment = $6, damages = $7, remarks = $8, photos = $9, updated_at = $11
      WHERE id = $10 AND tenant_signed_at IS NULL AND owner_signed_at IS NULL`,
    [...dataParams(data), id, at],
  );
}

export async function recordSignature(
  tx: Queryable,
  signature: {
    id: number;
    side: 'tenant' | 'owner';
    key: string;
    /** Null for a typed signature: its PNG is the only drawing. */
    strokes: unknown[] | null;
    method: 'drawn' | 'typed';
    typedName: string | null;
    /** The signer's own remarks on the record they sign. */
    remarks: string | null;
    at: Date;
  },
) {
  const side = signature.side === 'tenant' ? 'tenant' : 'owner';
  await tx.query(
    `UPDATE econtracts SET ${side}_signature = $2, ${side}_strokes = $3, ${side}_signed_at = $4, updated_at = $4,
            ${side}_signature_method = $5, ${side}_typed_name = $6, ${side}_remarks = $7
      WHERE id = $1 AND ${side}_signed_at IS NULL`,
    [
      signature.id,
      signature.key,
      signature.strokes ? JSON.stringify(signature.strokes) : null,
      signature.at,
      signature.method,
      signature.typedName,
      signature.remarks,
    ],
  );
}

/** Both signed: the record is sealed by its hash and its PDF is due. */
export async function sealInspection(tx: Queryable, seal: { id: number; hash: string; at: Date }) {
  await tx.query(
    `UPDATE econtracts SET status = 'signed', data_hash = $2, signed_at = $3, pdf_status = 'due', updated_at = $3
      WHERE id = $1 AND status <> 'signed'`,
    [seal.id, seal.hash, seal.at],
  );
}

// ---------------------------------------------------------------------------------------------
// Photos
// ---------------------------------------------------------------------------------------------

export interface PhotoRow {
  id: number;
  booking_id: number;
  uploader_id: number;
  storage_key: string;
  width: number;
  height: number;
  taken_at: Date | null;
  created_at: Date;
}

const PHOTO_COLUMNS =
  'id, booking_id, uploader_id::int AS uploader_id, storage_key, width, height, taken_at, created_at';

export async function insertPhoto(
  db: Queryable,
  photo: {
    bookingId: number;
    uploaderId: number;
    clientId: string;
    storageKey: string;
    byteSize: number;
    width: number;
    height: number;
    takenAt: string | null;
  },
): Promise<PhotoRow | undefined> {
  const { rows } = await db.query<PhotoRow>(
    `INSERT INTO econtract_photos (booking_id, uploader_id, client_id, storage_key, content_type, byte_size, width,
                                   height, taken_at)
     VALUES ($1, $2, $3, $4, 'image/jpeg', $5, $6, $7, $8)
     ON CONFLICT (uploader_id, client_id) DO NOTHING RETURNING ${PHOTO_COLUMNS}`,
    [
      photo.bookingId,
      photo.uploaderId,
      photo.clientId,
      photo.storageKey,
      photo.byteSize,
      photo.width,
      photo.height,
      photo.takenAt,
    ],
  );
  return rows[0];
}

export async function findPhotoByClientId(
  db: Queryable,
  uploaderId: number,
  clientId: string,
): Promise<PhotoRow | undefined> {
  const { rows } = await db.query<PhotoRow>(
    `SELECT ${PHOTO_COLUMNS} FROM econtract_photos WHERE uploader_id = $1 AND client_id = $2`,
    [uploaderId, clientId],
  );
  return rows[0];
}

export async function photosOfBooking(db: Queryable, bookingId: number, ids?: number[]): Promise<PhotoRow[]> {
  const { rows } = await db.query<PhotoRow>(
    `SELECT ${PHOTO_COLUMNS} FROM econtract_photos
      WHERE booking_id = $1 AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[])) ORDER BY id`,
    [bookingId, ids ?? null],
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Deposit
// ---------------------------------------------------------------------------------------------

export interface DepositRow {
  id: number;
  booking_id: number;
  provider: string;
  provider_reference: string;
  amount: number;
  status: 'requires_payment_method' | 'held' | 'release_due' | 'released' | 'capture_due' | 'captured';
  capture_amount: number | null;
  damage_waived_at: Date | null;
  /** The claim a capture settles (claimDueDeposits' rows carry it). */
  damage_claim_id?: number | null;
}

const DEPOSIT_COLUMNS = `id, booking_id, provider, provider_reference, amount::float8 AS amount, status,
  capture_amount::float8 AS capture_amount, damage_waived_at`;

/** What the booking detail shows of the e-contract, in one read (the detail is the trips' hot page). */
export interface EcontractSummaryRow {
  deposit: { status: DepositRow['status']; amount: number; capture_amount: number | null } | null;
  claim_status: ClaimRow['status'] | null;
  inspection_count: number;
  signed: {
    id: number;
    kind: InspectionRow['kind'];
    addendum_of: number | null;
    signed_at: string | null;
    pdf_status: string;
  }[];
}

export async function findEcontractSummary(db: Queryable, bookingId: number): Promise<EcontractSummaryRow> {
  const { rows } = await db.query<EcontractSummaryRow>(
    `SELECT (SELECT json_build_object('status', d.status, 'amount', d.amount::float8,
                                      'capture_amount', d.capture_amount::float8)
               FROM deposits d WHERE d.booking_id = $1) AS deposit,
            (SELECT c.status FROM damage_claims c WHERE c.booking_id = $1 ORDER BY c.id DESC LIMIT 1) AS claim_status,
            (SELECT count(*)::int FROM econtracts e WHERE e.booking_id = $1) AS inspection_count,
            coalesce((SELECT json_agg(json_build_object('id', e.id, 'kind', e.kind, 'addendum_of', e.addendum_of,
                                                        'signed_at', e.signed_at, 'pdf_status', e.pdf_status)
                                      ORDER BY e.id)
                        FROM econtracts e WHERE e.booking_id = $1 AND e.status = 'signed'), '[]') AS signed`,
    [bookingId],
    { name: 'econtract-summary' },
  );
  return rows[0];
}

export async function findDeposit(db: Queryable, bookingId: number, lock = false) {
  const { rows } = await db.query<DepositRow>(
    `SELECT ${DEPOSIT_COLUMNS} FROM deposits WHERE booking_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [bookingId],
  );
  return rows[0];
}

/** The deposit's intent; a second call (a retry) keeps the first row. */
export async function insertDeposit(
  db: Queryable,
  deposit: { bookingId: number; provider: string; reference: string; amount: number },
): Promise<void> {
  await db.query(
    `INSERT INTO deposits (booking_id, provider, provider_reference, amount) VALUES ($1, $2, $3, $4)
     ON CONFLICT (booking_id) DO NOTHING`,
    [deposit.bookingId, deposit.provider, deposit.reference, deposit.amount],
  );
}

export async function markDepositHeld(db: Queryable, id: number, at: Date) {
  await db.query(
    `UPDATE deposits SET status = 'held', held_at = $2, updated_at = $2 WHERE id = $1 AND status = 'requires_payment_method'`,
    [id, at],
  );
}

/** Asks the deposit job to release the hold or to capture part of it (it calls the provider). */
export async function markDepositDue(
  tx: Queryable,
  change: {
    bookingId: number;
    status: 'release_due' | 'capture_due';
    captureAmount?: number;
    claimId?: number;
  },
) {
  await tx.query(
    `UPDATE deposits SET status = $2, capture_amount = $3, damage_claim_id = coalesce($4, damage_claim_id),
            updated_at = now()
      WHERE booking_id = $1 AND status IN ('held', 'release_due', 'capture_due')`,
    [change.bookingId, change.status, change.captureAmount ?? null, change.claimId ?? null],
  );
}

/**
 * The owner says there is no damage: the hold is asked to be released now, once. False when the
 * deposit is not held (already waived, released, or taken by a claim).
 */
export async function waiveDamage(tx: Queryable, bookingId: number, at: Date): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE deposits SET status = 'release_due', damage_waived_at = $2, updated_at = $2
      WHERE booking_id = $1 AND status = 'held' AND damage_claim_id IS NULL AND damage_waived_at IS NULL`,
    [bookingId, at],
  );
  return (rowCount ?? 0) > 0;
}

/** A damage was declared: a release asked for at check-out waits for the claim's settlement. */
export async function keepDepositHeld(tx: Queryable, bookingId: number, claimId: number) {
  await tx.query(
    `UPDATE deposits SET status = 'held', damage_claim_id = $2, updated_at = now()
      WHERE booking_id = $1 AND status IN ('held', 'release_due')`,
    [bookingId, claimId],
  );
}

/**
 * Deposits the job acts on now, leased to it: a release or capture asked for, or a hold whose
 * declaration window (24 h after the signed check-out) passed with no claim. `bookingId` narrows
 * to one booking (the back office settles at once). Another run's lease is skipped.
 */
export async function claimDueDeposits(
  tx: Queryable,
  query: { now: Date; windowHours: number; limit: number; bookingId?: number },
): Promise<DepositRow[]> {
  const { rows } = await tx.query<DepositRow>(
    `WITH due AS (
       SELECT d.id FROM deposits d
        WHERE ($4::bigint IS NULL OR d.booking_id = $4)
          AND (d.lease_until IS NULL OR d.lease_until < clock_timestamp())
          AND (d.status IN ('release_due', 'capture_due')
               -- a booking that ended before its check-out (cancelled, declined, expired) holds nothing
               OR (d.status = 'held' AND EXISTS (SELECT 1 FROM bookings b WHERE b.id = d.booking_id
                     AND b.status IN ('cancelled_by_tenant', 'cancelled_by_owner', 'declined', 'expired')))
               OR (d.status = 'held' AND d.damage_claim_id IS NULL
                   AND NOT EXISTS (SELECT 1 FROM damage_claims c WHERE c.booking_id = d.booking_id)
                   AND EXISTS (SELECT 1 FROM econtracts e
                                WHERE e.booking_id = d.booking_id AND e.kind = 'out' AND e.addendum_of IS NULL
                                  AND e.signed_at + make_interval(hours => $2) < $1)))
        ORDER BY d.id LIMIT $3 FOR UPDATE OF d SKIP LOCKED)
     UPDATE deposits d SET lease_until = clock_timestamp() + interval '2 minutes'
       FROM due WHERE d.id = due.id
     RETURNING d.id, d.booking_id, d.provider, d.provider_reference, d.amount::float8 AS amount, d.status,
               d.capture_amount::float8 AS capture_amount, d.damage_waived_at, d.damage_claim_id::int AS damage_claim_id`,
    [query.now, query.windowHours, query.limit, query.bookingId ?? null],
  );
  return rows;
}

export async function recordDepositOutcome(
  db: Queryable,
  outcome: { id: number; status: 'released' | 'captured' | 'held'; capturedAmount?: number; at: Date },
) {
  await db.query(
    `UPDATE deposits SET status = $2, capture_amount = CASE WHEN $2 = 'captured' THEN $3 ELSE capture_amount END,
            settled_at = CASE WHEN $2 = 'held' THEN settled_at ELSE $4 END, lease_until = NULL, updated_at = $4
      WHERE id = $1`,
    [outcome.id, outcome.status, outcome.capturedAmount ?? null, outcome.at],
  );
}

/**
 * The capture of a claim's amount succeeded: its claim, waiting for it, is paid now. Answers what
 * the parties are told, or undefined when the claim was not waiting (a replay, a refused claim).
 */
export async function markClaimPaidByCapture(tx: Queryable, claimId: number, at: Date) {
  const { rows } = await tx.query<{
    id: number;
    booking_id: number;
    decision_message: string | null;
    reference: string;
    tenant_id: number;
    owner_id: number;
  }>(
    `UPDATE damage_claims c SET status = 'paid', collection = 'deposit', updated_at = $2
       FROM bookings b
      WHERE c.id = $1 AND c.status = 'payment_pending' AND b.id = c.booking_id
     RETURNING c.id::int AS id, c.booking_id::int AS booking_id, c.decision_message, b.reference,
               b.tenant_id::int AS tenant_id, b.owner_id::int AS owner_id`,
    [claimId, at],
  );
  return rows[0];
}

export async function releaseDepositLease(db: Queryable, id: number) {
  await db.query('UPDATE deposits SET lease_until = NULL WHERE id = $1', [id]);
}

// ---------------------------------------------------------------------------------------------
// Damage claims
// ---------------------------------------------------------------------------------------------

export interface ClaimRow {
  id: number;
  client_id: string | null;
  status: DamageStatus;
  amount_claimed: number;
  amount_decided: number | null;
  decision_message: string | null;
  description: string;
  tenant_answer: string | null;
  /** The photos of the renter's answer (econtract_photos ids). */
  tenant_answer_photo_ids: number[];
}

/** The renter's answer, once, while staff have not decided. False when it could not be kept. */
export async function saveTenantAnswer(
  tx: Queryable,
  answer: { claimId: number; text: string; photoIds: number[]; at: Date },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE damage_claims SET tenant_answer = $2, tenant_answer_photo_ids = $3, tenant_answered_at = $4, updated_at = $4
      WHERE id = $1 AND tenant_answer IS NULL AND status IN ('open', 'under_review')`,
    [answer.claimId, answer.text, answer.photoIds, answer.at],
  );
  return (rowCount ?? 0) > 0;
}

export async function findClaimOfBooking(db: Queryable, bookingId: number): Promise<ClaimRow | undefined> {
  const { rows } = await db.query<ClaimRow>(
    `SELECT id, client_id, status, amount_claimed::float8 AS amount_claimed, amount_decided::float8 AS amount_decided,
            decision_message, description, tenant_answer,
            array(SELECT unnest(tenant_answer_photo_ids)::int) AS tenant_answer_photo_ids
       FROM damage_claims WHERE booking_id = $1 ORDER BY id DESC LIMIT 1`,
    [bookingId],
  );
  return rows[0];
}

export async function insertClaim(
  tx: Queryable,
  claim: {
    bookingId: number;
    claimantId: number;
    clientId: string;
    amount: number;
    description: string;
    evidence: PhotoRef[];
    at: Date;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO damage_claims (booking_id, claimant_id, client_id, amount_claimed, description, evidence, created_at,
                                updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [
      claim.bookingId,
      claim.claimantId,
      claim.clientId,
      claim.amount,
      claim.description,
      JSON.stringify(claim.evidence),
      claim.at,
    ],
  );
  return Number(rows[0].id);
}

// ---------------------------------------------------------------------------------------------
// The PDF job
// ---------------------------------------------------------------------------------------------

/** Signed contracts whose PDF is due, leased to the caller (a lease another run holds is skipped). */
export async function claimDuePdfs(
  tx: Queryable,
  limit: number,
): Promise<{ id: number; booking_id: number }[]> {
  const { rows } = await tx.query<{ id: number; booking_id: number }>(
    `WITH due AS (
       SELECT id FROM econtracts
        WHERE pdf_status = 'due' AND (pdf_lease_until IS NULL OR pdf_lease_until < clock_timestamp())
        ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     UPDATE econtracts e SET pdf_lease_until = clock_timestamp() + interval '2 minutes'
       FROM due WHERE e.id = due.id RETURNING e.id, e.booking_id`,
    [limit],
  );
  return rows.map((r) => ({ id: Number(r.id), booking_id: Number(r.booking_id) }));
}

/** Answers false when another run already finished it (the notices are then not sent twice). */
export async function markPdfDone(tx: Queryable, id: number, key: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE econtracts SET pdf_status = 'done', pdf_key = $2, pdf_lease_until = NULL WHERE id = $1 AND pdf_status = 'due'`,
    [id, key],
  );
  return (rowCount ?? 0) > 0;
}

export async function releasePdfLease(db: Queryable, id: number) {
  await db.query('UPDATE econtracts SET pdf_lease_until = NULL WHERE id = $1', [id]);
}

/** When the handover may happen, as instants: the harbour's calendar days and the settings. */
export interface HandoverWindowRow {
  check_in_opens: Date;
  check_in_closes: Date;
  check_out_opens: Date;
  time_zone: string;
}

/**
 * The check-in opens `checkInOpensHoursBefore` hours before the first day starts at the harbour and
 * closes when the last day ends; the check-out opens `checkOutOpensDaysBeforeEnd` days before the
 * last day starts (settings, migration 230).
 */
export async function findHandoverWindow(
  db: Queryable,
  bookingId: number,
): Promise<HandoverWindowRow | undefined> {
  const { rows } = await db.query<HandoverWindowRow>(
    `WITH s AS (
       SELECT coalesce((SELECT value::text::int FROM settings WHERE key = 'checkInOpensHoursBefore'), 24) AS in_hours,
              coalesce((SELECT value::text::int FROM settings WHERE key = 'checkOutOpensDaysBeforeEnd'), 0) AS out_days)
     SELECT (lower(b.period)::timestamp AT TIME ZONE z.tz) - make_interval(hours => s.in_hours) AS check_in_opens,
            upper(b.period)::timestamp AT TIME ZONE z.tz AS check_in_closes,
            (upper(b.period) - 1 - s.out_days)::timestamp AT TIME ZONE z.tz AS check_out_opens,
            z.tz AS time_zone
       FROM bookings b CROSS JOIN s
       JOIN products p ON p.id = b.product_id
       LEFT JOIN cities c ON c.id = p.city_id
       LEFT JOIN countries co ON co.code = p.country_code
       CROSS JOIN LATERAL (SELECT coalesce(c.time_zone, co.time_zone, 'UTC') AS tz) z
      WHERE b.id = $1`,
    [bookingId],
  );
  return rows[0];
}
