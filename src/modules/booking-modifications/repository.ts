import { type BookingStatus, HOLDING_STATUSES } from '../../../shared/catalogue/catalogue.ts';
import type { CheckoutPriceLine, InsuranceKey } from '../../../shared/checkout/checkout.ts';
import type { Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import type { CheckoutPriceComputation } from '../checkout/checkoutPrice.ts';
import { type PriceLineFacts, storedComputation, storedPriceLines } from '../pricing/priceLabels.ts';

export type ModificationStatus =
  | 'awaiting_payment'
  | 'awaiting_owner'
  | 'accepted'
  | 'declined'
  | 'withdrawn'
  | 'expired';

export const PENDING_STATUSES: readonly ModificationStatus[] = ['awaiting_payment', 'awaiting_owner'];

/** A booking with what re-pricing it needs: its choices, its snapshot and its product's rules. */
export interface ModifiableBooking {
  id: number;
  reference: string;
  status: BookingStatus;
  product_id: number;
  tenant_id: number;
  owner_id: number;
  payment_session_id: number | null;
  start_date: string;
  end_date: string;
  half_day_period: 'morning' | 'afternoon' | null;
  people: number;
  with_captain: boolean;
  exclusive: boolean;
  price_lines: CheckoutPriceLine[];
  total_amount: number;
  online_amount: number;
  promo_code_id: number | null;
  language_code: string;
  listing_title: string;
  cancellation_policy: 'flexible' | 'moderate' | 'strict';
  cancellation_terms: { daysBefore: number; refundPercentage: number }[];
  balance_amount: number | null;
  balance_unpaid: boolean;
  insurance_keys: InsuranceKey[];
  kind: 'boat' | 'activity';
  all_inclusive: boolean;
  skipper_paid_at_harbour: boolean;
  sailing_type: 'withCaptain' | 'withOrWithoutCaptain' | 'withoutCaptain';
  captain_price_per_day: number | null;
  instant_booking: boolean;
  capacity: number;
  /** The harbour's date today. */
  today: string;
}

export async function findModifiableBooking(
  db: Queryable,
  bookingId: number,
  lock = false,
): Promise<ModifiableBooking | undefined> {
  const { rows } = await db.query<ModifiableBooking>(
    `SELECT b.id, b.reference, b.status, b.product_id, b.tenant_id, b.owner_id, b.payment_session_id,
            to_char(lower(b.period), 'YYYY-MM-DD') AS start_date, to_char(upper(b.period) - 1, 'YYYY-MM-DD') AS end_date,
            b.half_day_period, b.people, b.with_captain, b.exclusive, b.price_lines, b.total_amount, b.online_amount,
            b.promo_code_id, b.language_code, b.listing_title, b.cancellation_policy, b.cancellation_terms,
            b.balance_amount, (b.balance_amount > 0 AND b.balance_paid_at IS NULL) AS balance_unpaid,
            coalesce((SELECT array_agg(bi.insurance_key ORDER BY bi.insurance_key) FROM booking_insurances bi
                       WHERE bi.booking_id = b.id AND bi.source = 'checkout'), '{}') AS insurance_keys,
            p.kind, p.all_inclusive, p.skipper_paid_at_harbour, p.sailing_type, p.captain_price_per_day,
            p.instant_booking, p.capacity,
            to_char(($2::timestamptz AT TIME ZONE tz.time_zone)::date, 'YYYY-MM-DD') AS today
       FROM bookings b JOIN products p ON p.id = b.product_id JOIN product_time_zones tz ON tz.product_id = b.product_id
      WHERE b.id = $1 ${lock ? 'FOR UPDATE OF b' : ''}`,
    [bookingId, appClock.now()],
  );
  return rows[0];
}

/**
 * What holds some days besides the booking itself: the bookings the no-double-booking constraint
 * counts, and the owner's blocks. `slot` is [0,1) morning, [1,2) afternoon, [0,2) whole days.
 */
export async function heldByOthers(
  db: Queryable,
  booking: { id: number; product_id: number },
  period: { from: string; toExclusive: string; slot: [number, number] },
): Promise<{ exclusiveTaken: boolean; seatsTaken: number }> {
  const { rows } = await db.query<{ exclusive_taken: boolean; seats_taken: number }>(
    `SELECT
       EXISTS (SELECT 1 FROM bookings b
                WHERE b.product_id = $1 AND b.id <> $6 AND b.exclusive AND b.status = ANY ($5::text[])
                  AND b.period && daterange($2::date, $3::date) AND b.slot && int4range(($4::int[])[1], ($4::int[])[2]))
       OR EXISTS (SELECT 1 FROM availability_blocks a
                   WHERE a.product_id = $1 AND a.period && daterange($2::date, $3::date)) AS exclusive_taken,
       (SELECT coalesce(sum(b.people), 0)::int FROM bookings b
         WHERE b.product_id = $1 AND b.id <> $6 AND NOT b.exclusive AND b.status = ANY ($5::text[])
           AND b.period && daterange($2::date, $3::date) AND b.slot && int4range(($4::int[])[1], ($4::int[])[2])) AS seats_taken`,
    [booking.product_id, period.from, period.toExclusive, period.slot, HOLDING_STATUSES, booking.id],
  );
  return { exclusiveTaken: rows[0].exclusive_taken, seatsTaken: Number(rows[0].seats_taken) };
}

/** Days from `from` for `days` days that other bookings or the owner's blocks take. */
export async function daysTakenByOthers(
  db: Queryable,
  booking: { id: number; product_id: number },
  from: string,
  days: number,
): Promise<string[]> {
  const { rows } = await db.query<{ day: string }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day
       FROM generate_series($2::date, $2::date + $3::int - 1, interval '1 day') AS d
      WHERE EXISTS (SELECT 1 FROM bookings b
                     WHERE b.product_id = $1 AND b.id <> $4 AND b.exclusive AND b.status = ANY ($5::text[])
                       AND b.period @> d::date)
         OR EXISTS (SELECT 1 FROM availability_blocks a WHERE a.product_id = $1 AND a.period @> d::date)
      ORDER BY d`,
    [booking.product_id, from, days, booking.id, HOLDING_STATUSES],
  );
  return rows.map((row) => row.day);
}

export interface ProductExtraRow {
  id: number;
  name: string;
  price: number;
  price_type: 'per_booking' | 'per_day' | 'per_person';
  is_mandatory: boolean;
  is_rental_type: boolean;
}

/** The product's extras a renter sees (not the included ones), named in `language`. */
export async function listProductExtras(
  db: Queryable,
  productId: number,
  language: string,
): Promise<ProductExtraRow[]> {
  const { rows } = await db.query<ProductExtraRow>(
    `SELECT id, coalesce(names ->> $2, name) AS name, price, price_type, is_mandatory, is_rental_type
       FROM extras WHERE product_id = $1 AND NOT is_included ORDER BY position, id`,
    [productId, language],
  );
  return rows;
}

export interface ModificationRow {
  id: number;
  booking_id: number;
  status: ModificationStatus;
  start_date: string;
  end_date: string;
  half_day_period: 'morning' | 'afternoon' | null;
  people: number;
  with_captain: boolean;
  extras: { extraId: number; quantity: number }[];
  price_lines: CheckoutPriceLine[];
  computation: CheckoutPriceComputation;
  old_total_amount: number;
  new_total_amount: number;
  difference_amount: number;
  refund_amount: number;
  payment_id: number | null;
  response_due_at: Date | null;
  reason: string | null;
  created_at: Date;
}

const MODIFICATION_COLUMNS = `m.id, m.booking_id, m.status, to_char(lower(m.period), 'YYYY-MM-DD') AS start_date,
  to_char(upper(m.period) - 1, 'YYYY-MM-DD') AS end_date, m.half_day_period, m.people, m.with_captain, m.extras,
  m.price_lines, m.computation, m.old_total_amount, m.new_total_amount, m.difference_amount, m.refund_amount,
  m.payment_id, m.response_due_at, m.reason, m.created_at`;

export async function findModification(
  db: Queryable,
  bookingId: number,
  modificationId: number,
  lock = false,
): Promise<ModificationRow | undefined> {
  const { rows } = await db.query<ModificationRow>(
    `SELECT ${MODIFICATION_COLUMNS} FROM booking_modifications m WHERE m.id = $1 AND m.booking_id = $2
     ${lock ? 'FOR UPDATE' : ''}`,
    [modificationId, bookingId],
  );
  return rows[0];
}

export async function findModificationById(
  db: Queryable,
  modificationId: number,
  lock = false,
): Promise<ModificationRow | undefined> {
  const { rows } = await db.query<ModificationRow>(
    `SELECT ${MODIFICATION_COLUMNS} FROM booking_modifications m WHERE m.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [modificationId],
  );
  return rows[0];
}

export async function findPendingModification(
  db: Queryable,
  bookingId: number,
): Promise<ModificationRow | undefined> {
  const { rows } = await db.query<ModificationRow>(
    `SELECT ${MODIFICATION_COLUMNS} FROM booking_modifications m
      WHERE m.booking_id = $1 AND m.status = ANY ($2::text[]) ORDER BY m.id DESC LIMIT 1`,
    [bookingId, PENDING_STATUSES],
  );
  return rows[0];
}

export interface NewModification {
  bookingId: number;
  requestedBy: number;
  status: ModificationStatus;
  startDate: string;
  endExclusive: string;
  halfDayPeriod: 'morning' | 'afternoon' | null;
  people: number;
  withCaptain: boolean;
  extras: { extraId: number; quantity: number }[];
  computation: CheckoutPriceComputation;
  oldTotalAmount: number;
  differenceAmount: number;
  refundAmount: number;
  responseDueAt: Date;
  at: Date;
}

export async function insertModification(tx: Queryable, m: NewModification): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO booking_modifications (booking_id, requested_by, status, period, half_day_period, people, with_captain,
                                        extras, price_lines, computation, old_total_amount, new_total_amount,
                                        difference_amount, refund_amount, response_due_at, created_at, updated_at)
     VALUES ($1, $2, $3, daterange($4::date, $5::date), $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)
     RETURNING id`,
    [
      m.bookingId,
      m.requestedBy,
      m.status,
      m.startDate,
      m.endExclusive,
      m.halfDayPeriod,
      m.people,
      m.withCaptain,
      JSON.stringify(m.extras),
      JSON.stringify(storedPriceLines(m.computation.lines)),
      JSON.stringify(storedComputation(m.computation)),
      m.oldTotalAmount,
      m.computation.total,
      m.differenceAmount,
      m.refundAmount,
      m.responseDueAt,
      m.at,
    ],
  );
  return rows[0].id;
}

export async function setModificationStatus(
  tx: Queryable,
  id: number,
  change: {
    status: ModificationStatus;
    at: Date;
    decidedBy?: number | null;
    reason?: string | null;
    responseDueAt?: Date | null;
    paymentId?: number | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE booking_modifications
        SET status = $2, updated_at = $3,
            decided_by = CASE WHEN $4::boolean THEN $5 ELSE decided_by END,
            decided_at = CASE WHEN $4::boolean THEN $3 ELSE decided_at END,
            reason = coalesce($6, reason),
            response_due_at = CASE WHEN $7::boolean THEN $8 ELSE response_due_at END,
            payment_id = coalesce($9, payment_id)
      WHERE id = $1`,
    [
      id,
      change.status,
      change.at,
      change.decidedBy !== undefined,
      change.decidedBy ?? null,
      change.reason ?? null,
      change.responseDueAt !== undefined,
      change.responseDueAt ?? null,
      change.paymentId ?? null,
    ],
  );
}

export interface BookingChange {
  bookingId: number;
  startDate: string;
  endExclusive: string;
  halfDayPeriod: 'morning' | 'afternoon' | null;
  people: number;
  withCaptain: boolean;
  lines: PriceLineFacts[];
  computation: CheckoutPriceComputation;
  totalAmount: number;
  onlineAmount: number;
  /** Taken off an unpaid balance (a lower price before the balance is charged). */
  balanceReduction: number;
  at: Date;
}

/**
 * Writes a confirmed change onto the booking: days, party, captain and the price snapshot. The
 * no-double-booking constraint checks the new days (23P01 when another booking holds them).
 */
export async function applyBookingChange(tx: Queryable, c: BookingChange): Promise<void> {
  const comp = c.computation;
  await tx.query(
    `UPDATE bookings
        SET balance_due_date = CASE WHEN balance_paid_at IS NULL AND balance_due_date IS NOT NULL
                                    THEN balance_due_date + ($2::date - lower(period)) ELSE balance_due_date END,
            period = daterange($2::date, $3::date), half_day_period = $4, people = $5, with_captain = $6,
            price_lines = $7, rental_amount = $8, service_fee_amount = $9,
            insurance_amount = $10 + coalesce((SELECT sum(bi.amount) FROM booking_insurances bi
                                               WHERE bi.booking_id = $1 AND bi.source = 'post_booking'), 0),
            discount_amount = $11, total_amount = $12, online_amount = $13, harbour_amount = $14,
            balance_amount = CASE WHEN balance_paid_at IS NULL AND balance_amount IS NOT NULL
                                  THEN balance_amount - $15 ELSE balance_amount END,
            updated_at = $16
      WHERE id = $1`,
    [
      c.bookingId,
      c.startDate,
      c.endExclusive,
      c.halfDayPeriod,
      c.people,
      c.withCaptain,
      JSON.stringify(storedPriceLines(c.lines)),
      comp.rentalNet,
      comp.serviceFeeAmount,
      comp.insuranceAmount,
      comp.discountAmount,
      c.totalAmount,
      c.onlineAmount,
      comp.harbourAmount,
      c.balanceReduction,
      c.at,
    ],
  );
  for (const insurance of comp.insurances) {
    await tx.query(
      `UPDATE booking_insurances SET amount = $3 WHERE booking_id = $1 AND insurance_key = $2 AND source = 'checkout'`,
      [c.bookingId, insurance.key, insurance.amount],
    );
  }
}

/**
 * The next pending change past its answer deadline, with its booking locked (SKIP LOCKED: another
 * run or process handling that booking is passed over). Bookings are locked before their changes,
 * as every other path does.
 */
export async function claimDueModification(
  tx: Queryable,
  now: Date,
  skip: number[],
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT m.id FROM booking_modifications m JOIN bookings b ON b.id = m.booking_id
      WHERE m.status = ANY ($1::text[]) AND m.response_due_at <= $2 AND m.id <> ALL ($3::bigint[])
      ORDER BY m.response_due_at, m.id LIMIT 1
        FOR UPDATE OF b SKIP LOCKED`,
    [PENDING_STATUSES, now, skip],
  );
  return rows[0]?.id;
}

export async function paymentAmount(db: Queryable, paymentId: number): Promise<number> {
  const { rows } = await db.query<{ amount: number }>('SELECT amount FROM payments WHERE id = $1', [
    paymentId,
  ]);
  return rows[0]?.amount ?? 0;
}

/** A change and who pays it, locked while its payment intent is decided (payments/intents.ts). */
export async function lockChangeToPay(tx: Queryable, bookingId: number, modificationId: number) {
  const { rows } = await tx.query<{
    tenant_id: number;
    tenant_email: string;
    status: string;
    difference_amount: number;
    reference: string;
  }>(
    `SELECT b.tenant_id, u.email AS tenant_email, m.status, m.difference_amount, b.reference
       FROM booking_modifications m JOIN bookings b ON b.id = m.booking_id JOIN users u ON u.id = b.tenant_id
      WHERE m.id = $1 AND m.booking_id = $2 FOR UPDATE OF m`,
    [modificationId, bookingId],
  );
  return rows[0];
}
