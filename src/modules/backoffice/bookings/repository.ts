import { BOOKING_STATUSES, PRODUCT_TYPE_KEYS } from '../../../../shared/catalogue/catalogue.ts';
import type { Queryable } from '../../../db/connection.ts';
import { appClock } from '../../../http/clock.ts';
import { DEPOSIT_JSON } from '../damages/repository.ts';
import { auditTrail, listPage } from '../recordPages.ts';
import type { ListQuery, ListResource } from '../simpleRest.ts';

export const bookingsListResource: ListResource = {
  name: 'bookings',
  fields: {
    id: { column: 'b.id', kind: 'number' },
    reference: { column: 'b.reference', kind: 'text' },
    status: { column: 'b.status', kind: 'enum', values: BOOKING_STATUSES },
    productId: { column: 'b.product_id', kind: 'number' },
    ownerId: { column: 'b.owner_id', kind: 'number' },
    tenantId: { column: 'b.tenant_id', kind: 'number' },
    countryCode: { column: 'p.country_code', kind: 'text' },
    productType: { column: 'p.product_type', kind: 'enum', values: PRODUCT_TYPE_KEYS },
    listingTitle: { column: 'b.listing_title', kind: 'text' },
    startDate: { column: 'lower(b.period)', kind: 'instant' },
    endDate: { column: 'upper(b.period)', kind: 'instant' },
    totalAmount: { column: 'b.total_amount', kind: 'number' },
    people: { column: 'b.people', kind: 'number' },
    createdAt: { column: 'b.created_at', kind: 'instant' },
    // the last weather outcome (DESIGN.md, "Weather"): filters cancellations and postponements for weather
    weather: {
      column:
        '(SELECT wo.kind FROM weather_outcomes wo WHERE wo.booking_id = b.id ORDER BY wo.at DESC, wo.id DESC LIMIT 1)',
      kind: 'enum',
      values: ['cancelled', 'postponed'],
    },
  },
  search: (param) =>
    `(b.reference ILIKE ${param} OR b.listing_title ILIKE ${param} OR t.email ILIKE ${param}
      OR o.email ILIKE ${param} OR (t.first_name || ' ' || t.last_name) ILIKE ${param})`,
  defaultSort: ['createdAt', 'DESC'],
  tieBreaker: 'b.id',
};

export const BOOKINGS_FROM = `bookings b JOIN products p ON p.id = b.product_id
  JOIN users t ON t.id = b.tenant_id JOIN users o ON o.id = b.owner_id`;

const LIST_COLUMNS = `b.id, b.reference, b.status, b.product_id AS "productId", b.listing_title AS "listingTitle",
  p.product_type AS "productType", p.country_code AS "countryCode",
  b.tenant_id AS "tenantId", t.first_name || ' ' || t.last_name AS "tenantName", t.email AS "tenantEmail",
  b.owner_id AS "ownerId", o.first_name || ' ' || o.last_name AS "ownerName", o.email AS "ownerEmail",
  lower(b.period) AS "startDate", upper(b.period) AS "endDate", b.half_day_period AS "halfDayPeriod",
  b.people, b.total_amount AS "totalAmount", b.online_amount AS "onlineAmount",
  b.currency_code AS "currencyCode", b.created_at AS "createdAt"`;

/**
 * A page of bookings. Its total is counted on the bookings alone when no condition reads the joined
 * listing or people (PostgreSQL keeps inner joins it cannot prove useless): over a million bookings
 * that is an index-only count instead of a join of every match.
 */
export async function listBookings(db: Queryable, query: ListQuery) {
  if (/\b[pto]\./.test(query.where))
    return listPage<Record<string, unknown>>(db, BOOKINGS_FROM, LIST_COLUMNS, query);
  const [page, count] = await Promise.all([
    db.query<Record<string, unknown>>(mergedByStatus(query) ?? plainPageSql(query), query.params),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM bookings b WHERE ${query.where}`,
      query.params,
    ),
  ]);
  return { rows: page.rows, total: count.rows[0].total };
}

/** The page as one ordered read over every match (what mergedByStatus must equal). */
export function plainPageSql(query: ListQuery): string {
  return `SELECT ${LIST_COLUMNS} FROM ${BOOKINGS_FROM} WHERE ${query.where}
    ORDER BY ${query.orderBy} LIMIT ${query.limit} OFFSET ${query.offset}`;
}

/**
 * The sorts with a (status, sort, id) index beside them (migrations 041 and 360): within one status
 * the page is read off the index in order, but across two statuses ("awaiting the owner": paid and
 * down payment paid, by start date) PostgreSQL cannot, and walked the sort's own index from the
 * first booking ever, discarding every other status (3.3 s at 273,158 bookings).
 */
const MERGEABLE_SORTS = [/^lower\(b\.period\) /, /^b\.created_at /, /^b\.total_amount /];

/**
 * The same page as plainPageSql, read as a per-status merge: for each status asked, its first
 * offset + limit bookings in the list's order (an ordered LIMIT off that status's index), then the
 * page cut from their union in the same order. Each status's first rows include every row of the
 * page that has that status, so the rows and their order are the plain query's. Each branch names
 * its status as a literal (a value of BOOKING_STATUSES, checked here), so that PostgreSQL plans it
 * with that status's own statistics: with the status a parameter of a join it judged every status
 * equally common and walked the start-date index, which is the slow plan again when the asked
 * statuses are rare among old bookings. Null when the query is not a page of several statuses in a
 * sort that has such an index.
 */
export function mergedByStatus(query: ListQuery): string | null {
  const statusCondition = /\bb\.status = ANY\(\$(\d+)\)/g;
  const matches = [...query.where.matchAll(statusCondition)];
  if (matches.length !== 1 || !MERGEABLE_SORTS.some((sort) => sort.test(query.orderBy))) return null;
  const asked = query.params[Number(matches[0][1]) - 1];
  if (!Array.isArray(asked)) return null;
  const statuses = [...new Set(asked)];
  if (statuses.length < 2 || !statuses.every((status) => KNOWN_STATUSES.has(status))) return null;
  // The parameter stays in each branch (a statement must use every parameter it is given).
  const branches = statuses.map(
    (status) => `(SELECT b.id FROM bookings b WHERE b.status = '${status}' AND ${query.where}
        ORDER BY ${query.orderBy} LIMIT ${query.offset + query.limit})`,
  );
  return `SELECT ${LIST_COLUMNS}
       FROM (${branches.join('\n      UNION ALL ')}) merged
       JOIN ${BOOKINGS_FROM} ON b.id = merged.id
      ORDER BY ${query.orderBy} LIMIT ${query.limit} OFFSET ${query.offset}`;
}

const KNOWN_STATUSES = new Set<unknown>(BOOKING_STATUSES);

/** One page of the bookings export: the list's rows under its filter and sort, without a count. */
export async function bookingsExportPage(db: Queryable, query: ListQuery, limit: number, offset: number) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${LIST_COLUMNS} FROM ${BOOKINGS_FROM} WHERE ${query.where}
      ORDER BY ${query.orderBy} LIMIT ${limit} OFFSET ${offset}`,
    query.params,
  );
  return rows;
}

/** Bookings per status under a filter (the tabs' badges). */
export async function countBookingsByStatus(db: Queryable, where: string, params: unknown[]) {
  const { rows } = await db.query<{ status: string; n: number }>(
    `SELECT b.status, count(*)::int AS n FROM ${BOOKINGS_FROM} WHERE ${where} GROUP BY b.status`,
    params,
  );
  return rows;
}

export interface BookingLockRow {
  id: number;
  reference: string;
  status: (typeof BOOKING_STATUSES)[number];
  tenant_id: number;
  owner_id: number;
  tenant_email: string;
  owner_email: string;
  listing_title: string;
  cancellation_terms: { daysBefore: number; refundPercentage: number }[];
  days_before_start: number;
  cancellation_reason: string | null;
}

/**
 * Days left before the first booked day, counted from today at the harbour by the application's
 * clock ($2), as the renter's own cancellation counts them (bookings/repository.ts).
 */
const DAYS_BEFORE_START = `lower(b.period) - ($2::timestamptz AT TIME ZONE coalesce(
    (SELECT tz.time_zone FROM product_time_zones tz WHERE tz.product_id = b.product_id), 'UTC'))::date`;

export async function findBookingForChange(tx: Queryable, id: number, lock: boolean) {
  const { rows } = await tx.query<BookingLockRow>(
    `SELECT b.id, b.reference, b.status, b.tenant_id, b.owner_id, t.email AS tenant_email, o.email AS owner_email,
            b.listing_title, b.cancellation_terms, ${DAYS_BEFORE_START} AS days_before_start,
            b.cancellation_reason
       FROM bookings b JOIN users t ON t.id = b.tenant_id JOIN users o ON o.id = b.owner_id
      WHERE b.id = $1${lock ? ' FOR UPDATE OF b' : ''}`,
    [id, appClock.now()],
  );
  return rows[0] ?? null;
}

export async function setCancelled(tx: Queryable, id: number, status: string, reason: string) {
  // the application's clock, never the database's (as the history line written with it)
  await tx.query(
    `UPDATE bookings SET status = $2, cancellation_reason = $3, cancelled_at = $4, updated_at = $4 WHERE id = $1`,
    [id, status, reason, appClock.now()],
  );
}

export async function addBookingEvent(
  tx: Queryable,
  e: {
    bookingId: number;
    from: string | null;
    to: string;
    actorId: number | null;
    role: string;
    /** A code (with its `facts`) or the words a staff member typed. */
    reason: string;
    facts?: Record<string, unknown>;
    /** When it happened: the application's clock, never the database's (DESIGN: Data rules). */
    at?: Date;
  },
) {
  await tx.query(
    `INSERT INTO booking_events (booking_id, from_status, to_status, actor_id, actor_role, reason, facts, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      e.bookingId,
      e.from,
      e.to,
      e.actorId,
      e.role,
      e.reason,
      JSON.stringify(e.facts ?? {}),
      e.at ?? appClock.now(),
    ],
  );
}

const party = (alias: string) => `json_build_object('id', ${alias}.id, 'firstName', ${alias}.first_name,
  'lastName', ${alias}.last_name, 'email', ${alias}.email, 'phone', ${alias}.phone_number,
  'languageCode', ${alias}.language_code)`;

/**
 * The booking's price lines, each extra's (and captain's) with the names the owner gave it in every
 * language (`params.names`), so the console says it in the staff's language; the snapshot keeps only
 * the words of the renter's language.
 */
const PRICE_LINES_WITH_NAMES = `(SELECT coalesce(jsonb_agg(CASE WHEN x.names IS NULL OR x.names = '{}' THEN l
          ELSE l || jsonb_build_object('params', coalesce(l->'params', '{}') || jsonb_build_object('names', x.names))
          END ORDER BY e.n), '[]')
     FROM jsonb_array_elements(b.price_lines) WITH ORDINALITY AS e(l, n)
     LEFT JOIN extras x ON jsonb_typeof(l->'extraId') = 'number' AND x.id = (l->>'extraId')::bigint)`;

/** Everything the booking details screen shows, in one DTO. */
export async function findBookingDetails(db: Queryable, id: number) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${LIST_COLUMNS}, ${party('t')} AS tenant, ${party('o')} AS owner,
            json_build_object('id', p.id, 'title', p.title, 'kind', p.kind, 'productType', p.product_type,
              'activityType', p.activity_type, 'countryCode', p.country_code, 'moderationStatus', p.moderation_status,
              'slug', p.slug) AS boat,
            b.with_captain AS "withCaptain", ${PRICE_LINES_WITH_NAMES} AS "priceLines", b.rental_amount AS "rentalAmount",
            b.service_fee_amount AS "serviceFeeAmount", b.insurance_amount AS "insuranceAmount",
            b.discount_amount AS "discountAmount", b.harbour_amount AS "harbourAmount",
            b.deposit_amount AS "depositAmount", b.cancellation_policy AS "cancellationPolicy",
            b.cancellation_terms AS "cancellationTerms", b.cancellation_reason AS "cancellationReason",
            b.down_payment_amount AS "downPaymentAmount", b.balance_amount AS "balanceAmount",
            b.balance_due_date AS "balanceDueDate", b.tenant_message AS "tenantMessage",
            ${DAYS_BEFORE_START} AS "daysBeforeStart",
            b.paid_at AS "paidAt", b.accepted_at AS "acceptedAt", b.cancelled_at AS "cancelledAt",
            b.updated_at AS "updatedAt"
       FROM ${BOOKINGS_FROM} WHERE b.id = $1`,
    [id, appClock.now()],
  );
  const booking = rows[0];
  if (!booking) return null;
  const [payments, refunds, events, contracts, conversation, autorefunds, damages, audit, deposit] =
    await Promise.all([
      db.query(
        `SELECT p.id, p.kind, p.status, p.amount, p.provider, p.provider_reference AS "providerReference",
              p.currency_code AS "currencyCode", p.failure_reason AS "failureReason", p.created_at AS "createdAt",
              p.succeeded_at AS "succeededAt",
              coalesce((SELECT sum(r.amount) FROM refunds r WHERE r.payment_id = p.id AND r.status <> 'failed'), 0)::bigint
                AS "refundedAmount"
         FROM payments p WHERE p.booking_id = $1 ORDER BY p.created_at, p.id`,
        [id],
      ),
      db.query(
        `SELECT r.id, r.payment_id AS "paymentId", r.amount, r.reason, r.facts, r.status, r.provider_reference AS "providerReference",
              r.created_at AS "createdAt", r.succeeded_at AS "succeededAt", u.first_name || ' ' || u.last_name AS "createdByName"
         FROM refunds r LEFT JOIN users u ON u.id = r.created_by WHERE r.booking_id = $1 ORDER BY r.created_at, r.id`,
        [id],
      ),
      db.query(
        `SELECT e.id, e.from_status AS "fromStatus", e.to_status AS "toStatus", e.actor_role AS "actorRole",
              e.reason, e.facts, e.at, u.first_name || ' ' || u.last_name AS "actorName"
         FROM booking_events e LEFT JOIN users u ON u.id = e.actor_id WHERE e.booking_id = $1 ORDER BY e.at, e.id`,
        [id],
      ),
      db.query(
        `SELECT id, kind, status, fuel_level AS "fuelLevel", engine_hours AS "engineHours", remarks, photos,
              tenant_signed_at AS "tenantSignedAt", owner_signed_at AS "ownerSignedAt", created_at AS "createdAt"
         FROM econtracts WHERE booking_id = $1 ORDER BY kind`,
        [id],
      ),
      db.query(
        `SELECT c.id, c.flagged, c.flag_reason AS "flagReason",
              coalesce((SELECT json_agg(json_build_object('id', m.id, 'senderId', m.sender_id, 'body', m.body,
                        'hidden', m.hidden, 'edited', m.edited, 'createdAt', m.created_at) ORDER BY m.created_at, m.id)
                        FROM messages m WHERE m.conversation_id = c.id), '[]') AS messages
         FROM conversations c WHERE c.booking_id = $1 ORDER BY c.id LIMIT 1`,
        [id],
      ),
      db.query(
        `SELECT id, reason, status, proposed_amount AS "proposedAmount", approved_amount AS "approvedAmount",
              decision_reason AS "decisionReason", created_at AS "createdAt", decided_at AS "decidedAt"
         FROM autorefunds WHERE booking_id = $1 ORDER BY id`,
        [id],
      ),
      db.query(
        `SELECT id, status, amount_claimed AS "amountClaimed", amount_decided AS "amountDecided", description,
              created_at AS "createdAt" FROM damage_claims WHERE booking_id = $1 ORDER BY id`,
        [id],
      ),
      auditTrail(db, 'bookings', id),
      db.query(`${DEPOSIT_JSON} AS deposit FROM deposits d WHERE d.booking_id = $1`, [id]),
    ]);
  return {
    ...booking,
    payments: payments.rows,
    refunds: refunds.rows,
    events: events.rows,
    contracts: contracts.rows,
    conversation: conversation.rows[0] ?? null,
    autorefunds: autorefunds.rows,
    damageClaims: damages.rows,
    deposit: deposit.rows[0]?.deposit ?? null,
    auditTrail: audit,
  };
}

/** The provider's answer to a pending refund (sent after its commit), recorded once. */
export async function recordRefundAnswer(
  db: Queryable,
  refundId: number,
  answer: { status: string; id: string },
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE refunds SET status = $2, provider_reference = $3,
            succeeded_at = CASE WHEN $2 = 'succeeded' THEN $4::timestamptz END
      WHERE id = $1 AND status = 'pending'`,
    [refundId, answer.status, answer.id, at],
  );
}

export interface RefundablePayment {
  id: number;
  provider: string;
  provider_reference: string;
  refundable: number;
}

/** The booking's captured payments with what is left to refund on each (failed refunds aside), newest first. */
export async function selectRefundablePayments(
  tx: Queryable,
  bookingId: number,
): Promise<RefundablePayment[]> {
  const { rows } = await tx.query<RefundablePayment>(
    `SELECT p.id, p.provider, p.provider_reference,
            p.amount - coalesce((SELECT sum(r.amount) FROM refunds r
                                  WHERE r.payment_id = p.id AND r.status <> 'failed'), 0)::bigint AS refundable
       FROM payments p
      WHERE p.booking_id = $1 AND p.status = 'succeeded'
      ORDER BY p.created_at DESC, p.id DESC`,
    [bookingId],
  );
  return rows;
}

/** One refund part as pending under its idempotency key; undefined when that key was already written. */
export async function insertPendingRefund(
  tx: Queryable,
  part: {
    paymentId: number;
    bookingId: number;
    amount: number;
    reason: string;
    facts: Record<string, string | number>;
    actorId: number | null;
    idempotencyKey: string;
    at: Date;
  },
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO refunds (payment_id, booking_id, amount, reason, facts, status, created_by, idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, $8, 'pending', $5, $6, $7)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id::int AS id`,
    [
      part.paymentId,
      part.bookingId,
      part.amount,
      part.reason,
      part.actorId,
      part.idempotencyKey,
      part.at,
      JSON.stringify(part.facts),
    ],
  );
  return rows[0]?.id;
}

/** A refund part written as pending, to be sent to its payment's provider under its idempotency key. */
export interface PendingRefund {
  id: number;
  provider: string;
  provider_reference: string;
  amount: number;
  idempotency_key: string;
}

/** Pending refunds never sent (no provider answer), written before `before`, claimed with SKIP LOCKED. */
export async function claimUnsentRefunds(
  tx: Queryable,
  before: Date,
  limit: number,
): Promise<PendingRefund[]> {
  const { rows } = await tx.query<PendingRefund>(
    `SELECT r.id::int AS id, p.provider, p.provider_reference, r.amount::float8 AS amount, r.idempotency_key
       FROM refunds r JOIN payments p ON p.id = r.payment_id
      WHERE r.status = 'pending' AND r.provider_reference IS NULL AND r.idempotency_key IS NOT NULL
        AND r.created_at < $1
      ORDER BY r.id LIMIT $2 FOR UPDATE OF r SKIP LOCKED`,
    [before, limit],
  );
  return rows;
}
