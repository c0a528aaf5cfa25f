import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';
import type { Queryable } from '../../db/connection.ts';
import type { BookingActor } from './stateMachine.ts';

/** Who a booking belongs to: enough to decide whether a viewer may see it. */
export interface BookingParties {
  id: number;
  tenant_id: number;
  owner_id: number;
}

export async function findBookingParties(db: Queryable, id: number): Promise<BookingParties | undefined> {
  const { rows } = await db.query<BookingParties>(
    'SELECT id, tenant_id, owner_id FROM bookings WHERE id = $1',
    [id],
  );
  return rows[0];
}

export interface PartyColumns {
  id: number;
  first_name: string;
  avatar_url: string | null;
  owner_type: string | null;
  is_super_owner: boolean;
  phone: string | null;
  email: string;
}

/** One booking as the lists and the detail read it; money sums are EUR minor units. */
export interface BookingRow {
  id: number;
  reference: string;
  status: BookingStatus;
  tenant_id: number;
  owner_id: number;
  product_id: number;
  listing_title: string;
  kind: 'boat' | 'activity';
  product_type: string | null;
  activity_type: string | null;
  slug: string;
  published: boolean;
  city_slug: string;
  city_name: string;
  harbour_name: string;
  harbour_address: string | null;
  latitude: number;
  longitude: number;
  time_zone: string | null;
  duration_hours: number | null;
  picture: string | null;
  start_date: string;
  end_date: string;
  half_day_period: 'morning' | 'afternoon' | null;
  people: number;
  with_captain: boolean;
  total_amount: number;
  online_amount: number;
  harbour_amount: number;
  deposit_amount: number;
  balance_amount: number | null;
  balance_paid: boolean;
  balance_due_date: string | null;
  response_due_at: Date | null;
  created_at: Date;
  captured_amount: number;
  held_amount: number;
  /** Extras bought after booking (post-booking carts): paid on top of the booking's total. */
  extras_amount: number;
  refunded_amount: number;
  /** Days from the harbour's today to the first day (negative once started). */
  days_before_start: number;
  /** Days since the last day ended (the day after the last day is 1). */
  days_since_end: number;
  unread_messages: number;
  tenant: PartyColumns;
  owner: PartyColumns;
}

/** What the detail adds to a list row. */
export interface BookingDetailRow extends BookingRow {
  price_lines: { key: string; label: string; amount: number }[];
  cancellation_policy: 'flexible' | 'moderate' | 'strict';
  cancellation_terms: { daysBefore: number; refundPercentage: number }[];
  cancelled_at: Date | null;
  cancellation_reason: string | null;
  tenant_message: string | null;
  conversation_id: number | null;
  conversation_hash: string | null;
}

const party = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'first_name', ${alias}.first_name, 'avatar_url', ${alias}.avatar_url,
     'owner_type', ${alias}.owner_type, 'is_super_owner', ${alias}.is_super_owner,
     'phone', ${alias}.phone_number, 'email', ${alias}.email)`;

/**
 * The row of one booking: $1 is the viewer's language (the listing's title in it, else the booking's
 * snapshot), $2 the instant that is "now" (the app clock),
 * $3 the viewer (for unread messages). The harbour's today decides days before start.
 */
const ROW_COLUMNS = `b.id, b.reference, b.status, b.tenant_id, b.owner_id, b.product_id, p.kind,
  coalesce((SELECT tr.title FROM product_translations tr
             WHERE tr.product_id = b.product_id AND tr.language = left($1::text, 2)), b.listing_title) AS listing_title,
  p.product_type, p.activity_type, p.slug, p.moderation_status = 'published' AS published, c.slug AS city_slug,
  coalesce(c.names ->> $1, c.name) AS city_name, coalesce(h.names ->> $1, h.name) AS harbour_name,
  h.address AS harbour_address, h.latitude::float8 AS latitude, h.longitude::float8 AS longitude,
  coalesce(c.time_zone, co.time_zone) AS time_zone,
  p.duration_hours::float8 AS duration_hours,
  (SELECT pp.url FROM product_pictures pp WHERE pp.product_id = p.id ORDER BY pp.position LIMIT 1) AS picture,
  to_char(lower(b.period), 'YYYY-MM-DD') AS start_date, to_char(upper(b.period) - 1, 'YYYY-MM-DD') AS end_date,
  b.half_day_period, b.people, b.with_captain, b.total_amount, b.online_amount, b.harbour_amount, b.deposit_amount,
  b.balance_amount, b.balance_paid_at IS NOT NULL AS balance_paid, to_char(b.balance_due_date, 'YYYY-MM-DD') AS balance_due_date,
  b.response_due_at, b.created_at,
  coalesce((SELECT sum(x.amount) FROM payments x WHERE x.booking_id = b.id AND x.status = 'succeeded'), 0)::float8 AS captured_amount,
  coalesce((SELECT sum(x.amount) FROM payments x WHERE x.booking_id = b.id AND x.status = 'requires_capture'), 0)::float8 AS held_amount,
  coalesce((SELECT sum(x.amount) FROM payments x
             WHERE x.booking_id = b.id AND x.status = 'succeeded' AND x.kind = 'post_booking'), 0)::float8 AS extras_amount,
  coalesce((SELECT sum(r.amount) FROM refunds r WHERE r.booking_id = b.id AND r.status <> 'failed'), 0)::float8 AS refunded_amount,
  lower(b.period) - ($2::timestamptz AT TIME ZONE coalesce(c.time_zone, co.time_zone, 'UTC'))::date AS days_before_start,
  ($2::timestamptz AT TIME ZONE coalesce(c.time_zone, co.time_zone, 'UTC'))::date - upper(b.period) + 1 AS days_since_end,
  coalesce((SELECT count(*) FROM conversations cv JOIN messages m ON m.conversation_id = cv.id
             WHERE cv.booking_id = b.id AND m.sender_id <> $3::bigint AND NOT m.hidden
               AND m.created_at > CASE WHEN $3::bigint = cv.tenant_id THEN coalesce(cv.tenant_read_at, '-infinity')
                                       WHEN $3::bigint = cv.owner_id THEN coalesce(cv.owner_read_at, '-infinity')
                                       ELSE 'infinity' END), 0)::int
    AS unread_messages,
  ${party('t')} AS tenant, ${party('o')} AS owner`;

const ROW_FROM = `bookings b
  JOIN products p ON p.id = b.product_id
  JOIN harbours h ON h.id = p.harbour_id
  JOIN cities c ON c.id = p.city_id
  JOIN countries co ON co.code = p.country_code
  JOIN users t ON t.id = b.tenant_id
  JOIN users o ON o.id = b.owner_id`;

/**
 * The snapshot's price lines with each extra named in the viewer's language ($1) when the extra has
 * a name in it: the snapshot keeps the name in the payer's language ("Serviettes" on a German page).
 */
/**
 * The snapshot's lines with the names of their extras, captain and covers in the reader's language
 * (DESIGN: whose language): the snapshot keeps the booker's words, the ids name the thing, and each
 * reader gets its own translation (the language, its base language, then the snapshot's words).
 */
const LOCALISED_PRICE_LINES = `(SELECT coalesce(jsonb_agg(
      CASE WHEN coalesce(e.names ->> $1, e.names ->> split_part($1, '-', 1),
                         i.names ->> $1, i.names ->> split_part($1, '-', 1)) IS NULL THEN l
           ELSE jsonb_set(l, '{params,name}', to_jsonb(coalesce(e.names ->> $1, e.names ->> split_part($1, '-', 1),
                                                               i.names ->> $1, i.names ->> split_part($1, '-', 1))))
      END ORDER BY n), '[]')
    FROM jsonb_array_elements(b.price_lines) WITH ORDINALITY AS pl(l, n)
    LEFT JOIN extras e ON l ->> 'key' IN ('extra', 'captain') AND jsonb_typeof(l -> 'extraId') = 'number'
                      AND e.id = (l ->> 'extraId')::bigint AND e.product_id = b.product_id
    LEFT JOIN insurances i ON l ->> 'key' = 'insurance' AND i.key = l ->> 'insuranceKey')`;

export interface RowContext {
  language: string;
  now: Date;
  viewerId: number;
}

/** The detail page's booking with its timeline and money movements: one round trip, not four. */
export interface BookingDetailRead {
  row: BookingDetailRow;
  events: BookingEventRow[];
  payments: MoneyRow[];
  refunds: MoneyRow[];
}

type Jsoned<T> = Omit<T, 'at'> & { at: string };

export async function findBookingDetail(
  db: Queryable,
  id: number,
  context: RowContext,
): Promise<BookingDetailRead | undefined> {
  const { rows } = await db.query<
    BookingDetailRow & {
      events: Jsoned<BookingEventRow>[];
      payments: Jsoned<MoneyRow>[];
      refunds: Jsoned<MoneyRow>[];
    }
  >(
    `SELECT ${ROW_COLUMNS}, ${LOCALISED_PRICE_LINES} AS price_lines, b.cancellation_policy, b.cancellation_terms, b.cancelled_at,
            b.cancellation_reason, b.tenant_message, cv.id AS conversation_id, cv.hash AS conversation_hash,
            (SELECT coalesce(json_agg(json_build_object('from_status', e.from_status, 'to_status', e.to_status,
                      'actor_role', e.actor_role, 'reason', e.reason, 'facts', e.facts, 'at', e.at) ORDER BY e.at, e.id), '[]')
               FROM booking_events e WHERE e.booking_id = b.id) AS events,
            -- Payments that held or moved money (not the intents a renter abandoned before paying).
            (SELECT coalesce(json_agg(json_build_object('id', x.id, 'kind', x.kind, 'amount', x.amount::float8,
                      'status', CASE WHEN x.status = 'requires_capture' THEN 'authorised' ELSE x.status END,
                      'reason', x.failure_reason, 'at', coalesce(x.succeeded_at, x.authorised_at, x.created_at))
                      ORDER BY x.id), '[]')
               FROM payments x
              WHERE x.booking_id = b.id AND (x.status IN ('succeeded', 'requires_capture') OR x.authorised_at IS NOT NULL)
            ) AS payments,
            (SELECT coalesce(json_agg(json_build_object('id', r.id, 'kind', 'refund', 'amount', r.amount::float8,
                      'status', r.status, 'reason', r.reason, 'at', coalesce(r.succeeded_at, r.created_at))
                      ORDER BY r.id), '[]')
               FROM refunds r WHERE r.booking_id = b.id) AS refunds
       FROM ${ROW_FROM}
       LEFT JOIN LATERAL (SELECT id, hash FROM conversations WHERE booking_id = b.id ORDER BY id LIMIT 1) cv ON true
      WHERE b.id = $4`,
    [context.language, context.now, context.viewerId, id],
    { name: 'trips-detail' },
  );
  const found = rows[0];
  if (!found) return undefined;
  const { events, payments, refunds, ...row } = found;
  const dated = <T extends { at: string }>(items: T[]) =>
    items.map((item) => ({ ...item, at: new Date(item.at) }));
  return { row, events: dated(events), payments: dated(payments), refunds: dated(refunds) };
}

/** One booking's row (what its summary and next action are computed from). */
export async function findBookingRow(
  db: Queryable,
  id: number,
  context: RowContext,
): Promise<BookingRow | undefined> {
  const { rows } = await db.query<BookingRow>(
    `SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} WHERE b.id = $4`,
    [context.language, context.now, context.viewerId, id],
    { name: 'trips-row' },
  );
  return rows[0];
}

/** Bookings that are nobody's trip: checkouts never paid (payment pending, or expired unpaid). */
const PAID_ONLY = `b.status <> 'payment_pending' AND NOT (b.status = 'expired' AND b.paid_at IS NULL)`;

export interface ListQuery extends RowContext {
  side: 'tenant_id' | 'owner_id';
  userId: number;
  statuses: readonly BookingStatus[];
  /** Upcoming tabs read soonest first; past and cancelled, latest first. */
  newestFirst: boolean;
  limit: number;
  offset: number;
  /** Only bookings ending after this calendar date (YYYY-MM-DD); every one when absent. */
  endsAfter?: string;
}

export async function listBookingRows(db: Queryable, query: ListQuery): Promise<BookingRow[]> {
  const order = query.newestFirst ? 'DESC' : 'ASC';
  const { rows } = await db.query<BookingRow>(
    `SELECT ${ROW_COLUMNS}
       FROM (SELECT b.id FROM bookings b
              WHERE b.${query.side} = $4 AND b.status = ANY($5::text[]) AND ${PAID_ONLY}
                AND upper(b.period) > $8::date
              ORDER BY lower(b.period) ${order}, b.id ${order} LIMIT $6 OFFSET $7) page
       JOIN ${ROW_FROM} ON b.id = page.id
      ORDER BY lower(b.period) ${order}, b.id ${order}`,
    [
      query.language,
      query.now,
      query.viewerId,
      query.userId,
      query.statuses,
      query.limit,
      query.offset,
      query.endsAfter ?? '-infinity',
    ],
    // Prepared once per connection and shape: the statement is planned once, not on every page asked.
    { name: `trips-list-${query.side}-${order}` },
  );
  return rows;
}

/**
 * How many paid bookings of the user are in each status, for the tab badges: read from the counts
 * the bookings' triggers keep (migration 390, counting what PAID_ONLY lets through), not counted
 * over every booking of the user on each request.
 */
export async function countByStatus(
  db: Queryable,
  side: 'tenant_id' | 'owner_id',
  userId: number,
): Promise<Map<BookingStatus, number>> {
  const { rows } = await db.query<{ status: BookingStatus; n: number }>(
    `SELECT status, n FROM booking_status_counts WHERE user_id = $1 AND side = $2 AND n <> 0`,
    [userId, side === 'owner_id' ? 'owner' : 'tenant'],
    { name: 'trips-count' },
  );
  return new Map(rows.map((r) => [r.status, r.n]));
}

export interface BookingEventRow {
  from_status: BookingStatus | null;
  to_status: BookingStatus;
  actor_role: BookingActor;
  reason: string | null;
  /** What the code is about (a change's days, a postponement's dates, an amount). */
  facts: Record<string, unknown> | null;
  at: Date;
}

export interface MoneyRow {
  id: number;
  kind: string;
  amount: number;
  status: string;
  reason: string | null;
  at: Date;
}

// ---------------------------------------------------------------------------------------------
// Changes: every one inside the caller's transaction, the booking row locked first.
// ---------------------------------------------------------------------------------------------

export interface LockedBooking {
  id: number;
  reference: string;
  status: BookingStatus;
  tenant_id: number;
  owner_id: number;
  listing_title: string;
  total_amount: number;
  cancellation_terms: { daysBefore: number; refundPercentage: number }[];
  days_before_start: number;
  leased: boolean;
  response_due_at: Date | null;
  start_date: string;
  end_date: string;
}

/** Locks the booking (FOR UPDATE) and tells whether another process holds its lease now. */
export async function lockBooking(tx: Queryable, id: number, now: Date): Promise<LockedBooking | undefined> {
  const { rows } = await tx.query<LockedBooking>(
    `SELECT b.id, b.reference, b.status, b.tenant_id, b.owner_id, b.listing_title, b.total_amount::float8 AS total_amount,
            b.cancellation_terms, b.response_due_at, to_char(lower(b.period), 'YYYY-MM-DD') AS start_date,
            to_char(upper(b.period) - 1, 'YYYY-MM-DD') AS end_date,
            lower(b.period) - ($2::timestamptz AT TIME ZONE coalesce(tz.time_zone, 'UTC'))::date AS days_before_start,
            coalesce(b.lease_until > clock_timestamp(), false) AS leased
       FROM bookings b LEFT JOIN product_time_zones tz ON tz.product_id = b.product_id
      WHERE b.id = $1 FOR UPDATE OF b`,
    [id, now],
  );
  return rows[0];
}

/** Leases are real time (they guard provider calls in flight), whatever the app clock says. */
export async function takeLease(tx: Queryable, id: number, seconds: number): Promise<void> {
  await tx.query(
    `UPDATE bookings SET lease_until = clock_timestamp() + make_interval(secs => $2) WHERE id = $1`,
    [id, seconds],
  );
}

export async function releaseLease(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE bookings SET lease_until = NULL WHERE id = $1', [id]);
}

const STATUS_STAMPS: Partial<Record<BookingStatus, string>> = {
  accepted: 'accepted_at',
  declined: 'declined_at',
  cancelled_by_tenant: 'cancelled_at',
  cancelled_by_owner: 'cancelled_at',
  completed: 'completed_at',
};

/** Moves the status (checked by the caller through assertTransition) and stamps when. */
export async function setBookingStatus(
  tx: Queryable,
  change: { id: number; to: BookingStatus; at: Date; reason?: string | null },
): Promise<void> {
  const stamp = STATUS_STAMPS[change.to];
  const reason =
    change.to === 'declined' || change.to.startsWith('cancelled') ? ', cancellation_reason = $4' : '';
  await tx.query(
    `UPDATE bookings SET status = $2, ${stamp ? `${stamp} = $3,` : ''} response_due_at = CASE WHEN $2 IN ('paid', 'down_payment_paid') THEN response_due_at END,
            lease_until = NULL, updated_at = $3 ${reason}
      WHERE id = $1`,
    reason ? [change.id, change.to, change.at, change.reason ?? null] : [change.id, change.to, change.at],
  );
}

export async function addBookingEvent(
  tx: Queryable,
  event: {
    bookingId: number;
    from: BookingStatus;
    to: BookingStatus;
    actorId: number | null;
    role: BookingActor;
    /** A code (with its `facts`) or the words a person gave (DESIGN: whose language). */
    reason: string | null;
    facts?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO booking_events (booking_id, from_status, to_status, actor_id, actor_role, reason, facts, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      event.bookingId,
      event.from,
      event.to,
      event.actorId,
      event.role,
      event.reason,
      JSON.stringify(event.facts ?? {}),
      event.at,
    ],
  );
}

export interface HeldPayment {
  id: number;
  provider: string;
  provider_reference: string;
  amount: number;
}

/** The booking's authorisations waiting for the owner's answer. */
export async function heldPayments(db: Queryable, bookingId: number): Promise<HeldPayment[]> {
  const { rows } = await db.query<HeldPayment>(
    `SELECT id, provider, provider_reference, amount::float8 AS amount FROM payments
      WHERE booking_id = $1 AND status = 'requires_capture' ORDER BY id`,
    [bookingId],
  );
  return rows;
}

/**
 * What a booking's captured payments hold beyond what its snapshot now costs online (less a balance
 * still to pay), once a cheaper change was made while its payment was only authorised. Counts the
 * booking's own payments (checkout, down payment, changes), never post-booking purchases.
 */
export async function overpaidAfterChanges(db: Queryable, bookingId: number): Promise<number> {
  const { rows } = await db.query<{ overpaid: number }>(
    `SELECT greatest(0, coalesce((SELECT sum(p.amount - coalesce((SELECT sum(r.amount) FROM refunds r
                                                                  WHERE r.payment_id = p.id AND r.status <> 'failed'), 0))
                                    FROM payments p
                                   WHERE p.booking_id = b.id AND p.status = 'succeeded'
                                     AND p.kind IN ('checkout', 'down_payment', 'modification')), 0)
                        - (b.online_amount - CASE WHEN b.balance_paid_at IS NULL THEN coalesce(b.balance_amount, 0) ELSE 0 END)
           )::float8 AS overpaid
       FROM bookings b
      WHERE b.id = $1
        AND EXISTS (SELECT 1 FROM booking_modifications m
                     WHERE m.booking_id = b.id AND m.status = 'accepted' AND m.difference_amount < 0)`,
    [bookingId],
  );
  return rows[0]?.overpaid ?? 0;
}

/** Records what the provider did with an authorisation: captured (succeeded) or released (canceled). */
export async function recordHeldPayment(
  db: Queryable,
  paymentId: number,
  status: 'succeeded' | 'canceled',
): Promise<void> {
  await db.query(
    `UPDATE payments SET status = $2, succeeded_at = CASE WHEN $2 = 'succeeded' THEN coalesce(succeeded_at, now()) END,
            updated_at = now()
      WHERE id = $1 AND status IN ('requires_capture', 'processing', $2)`,
    [paymentId, status],
  );
}

export async function bookingNoticeFacts(db: Queryable, id: number) {
  const { rows } = await db.query<{
    id: number;
    reference: string;
    status: BookingStatus;
    owner_id: number;
    tenant_id: number;
    listing_title: string;
    start_date: string;
    end_date: string;
  }>(
    `SELECT id, reference, status, owner_id, tenant_id, listing_title, to_char(lower(period), 'YYYY-MM-DD') AS start_date,
            to_char(upper(period) - 1, 'YYYY-MM-DD') AS end_date
       FROM bookings WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function countOwnerCancellation(tx: Queryable, ownerId: number): Promise<void> {
  await tx.query('UPDATE users SET owner_cancellation_count = owner_cancellation_count + 1 WHERE id = $1', [
    ownerId,
  ]);
}

// ---------------------------------------------------------------------------------------------
// Account overview and favourites
// ---------------------------------------------------------------------------------------------

export interface WaitingCounts {
  pending_requests: number;
  requests_to_answer: number;
  next_request_due_at: Date | null;
  balances_due: number;
}

/** The account overview's badges: one pass over the user's bookings on either side. */
export async function waitingCounts(db: Queryable, userId: number, now: Date): Promise<WaitingCounts> {
  const { rows } = await db.query<WaitingCounts>(
    `SELECT count(*) FILTER (WHERE b.tenant_id = $1 AND b.status IN ('paid', 'down_payment_paid'))::int AS pending_requests,
            count(*) FILTER (WHERE b.owner_id = $1 AND b.status IN ('paid', 'down_payment_paid')
                               AND b.response_due_at > $2)::int AS requests_to_answer,
            min(b.response_due_at) FILTER (WHERE b.owner_id = $1 AND b.status IN ('paid', 'down_payment_paid')
                                             AND b.response_due_at > $2) AS next_request_due_at,
            count(*) FILTER (WHERE b.tenant_id = $1 AND b.status = 'accepted' AND b.balance_amount > 0
                               AND b.balance_paid_at IS NULL)::int AS balances_due
       FROM bookings b
      WHERE (b.tenant_id = $1 AND b.status IN ('paid', 'down_payment_paid', 'accepted'))
         OR (b.owner_id = $1 AND b.status IN ('paid', 'down_payment_paid'))`,
    [userId, now],
  );
  return rows[0];
}

export async function unreadMessageCount(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n
       FROM conversations cv JOIN messages m ON m.conversation_id = cv.id
      WHERE (cv.tenant_id = $1 OR cv.owner_id = $1) AND m.sender_id <> $1 AND NOT m.hidden
        AND m.created_at > coalesce(CASE WHEN cv.tenant_id = $1 THEN cv.tenant_read_at ELSE cv.owner_read_at END, '-infinity')`,
    [userId],
  );
  return rows[0].n;
}

export async function favouriteProductIds(
  db: Queryable,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const { rows } = await db.query<{ id: number; total: number }>(
    `SELECT f.product_id AS id, count(*) OVER ()::int AS total
       FROM favourites f JOIN products p ON p.id = f.product_id
      WHERE f.user_id = $1 AND p.moderation_status = 'published'
      ORDER BY f.created_at DESC, f.product_id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  if (rows.length > 0) return { ids: rows.map((r) => Number(r.id)), total: rows[0].total };
  const { rows: counted } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM favourites f JOIN products p ON p.id = f.product_id
      WHERE f.user_id = $1 AND p.moderation_status = 'published'`,
    [userId],
  );
  return { ids: [], total: counted[0].n };
}

/** A claimed key whose request failed: dropped so that the client's retry runs. */
export async function forgetIdempotencyKey(
  db: Queryable,
  claim: { scope: string; key: string },
): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND response_status IS NULL', [
    claim.scope,
    claim.key,
  ]);
}

// ---------------------------------------------------------------------------------------------
// Jobs: rows claimed with FOR UPDATE SKIP LOCKED, so two processes never take the same booking.
// ---------------------------------------------------------------------------------------------

/** Requests past their answer time, leased to the caller (a lease another run holds is skipped). */
export async function claimDueRequests(tx: Queryable, now: Date, limit: number): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `WITH due AS (
       SELECT id FROM bookings
        WHERE status IN ('paid', 'down_payment_paid') AND response_due_at < $1
          AND (lease_until IS NULL OR lease_until < clock_timestamp())
        ORDER BY response_due_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     UPDATE bookings b SET lease_until = clock_timestamp() + make_interval(secs => $3)
       FROM due WHERE b.id = due.id RETURNING b.id`,
    [now, limit, 120],
  );
  return rows.map((r) => Number(r.id));
}

export interface EndedStay {
  id: number;
  status: BookingStatus;
}

/**
 * Stays to complete, locked for the caller's transaction: checked out, or accepted and two days past
 * their last day in the harbour's calendar (today ≥ last day + 2, that is upper(period) + 1).
 */
export async function lockEndedStays(tx: Queryable, now: Date, limit: number): Promise<EndedStay[]> {
  const { rows } = await tx.query<EndedStay>(
    `SELECT b.id, b.status FROM bookings b LEFT JOIN product_time_zones tz ON tz.product_id = b.product_id
      WHERE (b.status = 'checked_out'
             OR (b.status = 'accepted'
                 AND upper(b.period) + 1 <= ($1::timestamptz AT TIME ZONE coalesce(tz.time_zone, 'UTC'))::date))
        AND (b.lease_until IS NULL OR b.lease_until < clock_timestamp())
      ORDER BY b.id LIMIT $2 FOR UPDATE OF b SKIP LOCKED`,
    [now, limit],
  );
  return rows;
}

/**
 * Authorisations still held on a booking that is no longer a request (closed by a path that moves
 * no provider money, such as a cancellation from the back office): the job releases them.
 */
export async function claimStrandedAuthorisations(
  tx: Queryable,
  limit: number,
  bookingId?: number,
): Promise<HeldPayment[]> {
  const { rows } = await tx.query<HeldPayment>(
    `SELECT p.id, p.provider, p.provider_reference, p.amount::float8 AS amount
       FROM payments p JOIN bookings b ON b.id = p.booking_id
      WHERE p.status = 'requires_capture' AND b.status NOT IN ('paid', 'down_payment_paid', 'payment_pending')
        AND ($2::bigint IS NULL OR p.booking_id = $2)
        AND (b.lease_until IS NULL OR b.lease_until < clock_timestamp())
      ORDER BY p.id LIMIT $1 FOR UPDATE OF p SKIP LOCKED`,
    [limit, bookingId ?? null],
  );
  return rows;
}

/** What the money of a booking is, by its payment and refund rows: captured, held, released, refunded. */
export async function bookingMoneyTotals(db: Queryable, bookingId: number) {
  const { rows } = await db.query<{ captured: number; held: number; refunded: number; released: number }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE status = 'succeeded'), 0)::float8 AS captured,
            coalesce(sum(amount) FILTER (WHERE status = 'requires_capture'), 0)::float8 AS held,
            coalesce(sum(amount) FILTER (WHERE status = 'canceled' AND authorised_at IS NOT NULL), 0)::float8 AS released,
            (SELECT coalesce(sum(amount), 0)::float8 FROM refunds WHERE booking_id = $1 AND status <> 'failed') AS refunded
       FROM payments WHERE booking_id = $1`,
    [bookingId],
  );
  return rows[0];
}

export async function bookingStatus(db: Queryable, bookingId: number): Promise<string> {
  const { rows } = await db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
    bookingId,
  ]);
  return rows[0].status;
}

/** `{hash}/{id}` of the booking's conversation (its thread's page path), or undefined. */
export async function bookingConversationKey(db: Queryable, bookingId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT hash || '/' || id AS key FROM conversations WHERE booking_id = $1 ORDER BY id LIMIT 1`,
    [bookingId],
  );
  return rows[0]?.key;
}
