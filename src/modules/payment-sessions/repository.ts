import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/connection.ts';
import { bookingReference } from '../../db/seed/text.ts';
import { appClock } from '../../http/clock.ts';
import type { PriceLine } from '../pricing/priceEngine.ts';
import { storedPriceLines } from '../pricing/priceLabels.ts';

export interface ProductSnapshot {
  id: number;
  title: string;
  owner_id: number;
  country_code: string;
  instant_booking: boolean;
  cancellation_policy: 'flexible' | 'moderate' | 'strict';
  terms: unknown;
  session_minutes: number;
}

export async function productForBooking(
  db: Queryable,
  productId: number,
): Promise<ProductSnapshot | undefined> {
  const { rows } = await db.query<ProductSnapshot>(
    `SELECT p.id, p.title, p.owner_id, trim(p.country_code) AS country_code, p.instant_booking, p.cancellation_policy,
            coalesce((SELECT value -> p.cancellation_policy FROM settings WHERE key = 'cancellationPolicies'), '[]') AS terms,
            coalesce((SELECT value::text::int FROM settings WHERE key = 'paymentSessionMinutes'), 30) AS session_minutes
       FROM products p WHERE p.id = $1 AND p.moderation_status = 'published'`,
    [productId],
  );
  return rows[0];
}

/**
 * A renter who asks again for the same boat (other dates, more people) replaces their own unpaid
 * request instead of being blocked by it.
 */
export async function releaseOwnOpenRequests(
  db: Queryable,
  tenantId: number,
  productId: number,
): Promise<void> {
  await db.query(
    `WITH sessions AS (
       UPDATE payment_sessions SET status = 'abandoned', updated_at = now()
        WHERE tenant_id = $1 AND product_id = $2 AND status = 'open'
        RETURNING id
     ), released AS (
       UPDATE bookings b SET status = 'expired', updated_at = now()
         FROM sessions s
        WHERE b.payment_session_id = s.id AND b.status = 'payment_pending'
        RETURNING b.id
     )
     INSERT INTO booking_events (booking_id, from_status, to_status, actor_id, actor_role, reason)
     SELECT id, 'payment_pending', 'expired', $1, 'tenant', 'replacedByNewRequest' FROM released`,
    [tenantId, productId],
  );
}

export interface NewBookingRequest {
  tenantId: number;
  product: ProductSnapshot;
  period: { from: string; toExclusive: string };
  halfDayPeriod: string | null;
  people: number;
  withCaptain: boolean;
  captainType: 'withCaptain' | 'withoutCaptain' | null;
  exclusive: boolean;
  lines: PriceLine[];
  amounts: {
    rental: number;
    serviceFee: number;
    discount: number;
    total: number;
    online: number;
    harbour: number;
    deposit: number;
  };
  language: string;
  currencyCode: string;
  currencyRate: number;
  message: string | null;
}

/**
 * The payment session and the booking it will become, in payment_pending: the booking holds the
 * dates (the database's no-double-booking constraint refuses a second one) until the session is
 * paid or expires.
 */
export async function insertBookingRequest(db: Queryable, request: NewBookingRequest) {
  const hash = randomBytes(18).toString('base64url');
  const period = `[${request.period.from},${request.period.toExclusive})`;
  const session = (
    await db.query<{ id: number; expires_at: Date }>(
      `INSERT INTO payment_sessions (hash, tenant_id, product_id, period, half_day_period, people, captain_type,
                                     price_lines, total_amount, online_amount, harbour_amount, language_code,
                                     country_code, currency_code, is_direct, expires_at)
       VALUES ($1, $2, $3, $4::daterange, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
               $17::timestamptz + make_interval(mins => $16))
       RETURNING id, expires_at`,
      [
        hash,
        request.tenantId,
        request.product.id,
        period,
        request.halfDayPeriod,
        request.people,
        request.captainType,
        JSON.stringify(storedPriceLines(request.lines)),
        request.amounts.total,
        request.amounts.online,
        request.amounts.harbour,
        request.language,
        request.product.country_code,
        request.currencyCode,
        request.product.instant_booking,
        request.product.session_minutes,
        // a checkout's minutes run on the application's clock, as the expiry job's do
        appClock.now(),
      ],
    )
  ).rows[0];
  const bookingId = (
    await db.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('bookings', 'id'))::bigint AS id`)
  ).rows[0].id;
  await db.query(
    `INSERT INTO bookings (id, reference, product_id, tenant_id, owner_id, payment_session_id, period, half_day_period,
                           exclusive, people, with_captain, status, listing_title, price_lines, rental_amount,
                           service_fee_amount, discount_amount, total_amount, online_amount, harbour_amount,
                           deposit_amount, currency_code, currency_rate, cancellation_policy, cancellation_terms,
                           language_code, tenant_message)
     OVERRIDING SYSTEM VALUE
     VALUES ($1, $2, $3, $4, $5, $6, $7::daterange, $8, $9, $10, $11, 'payment_pending', $12, $13, $14, $15, $16, $17,
             $18, $19, $20, $21, $22, $23, $24, $25, $26)`,
    [
      bookingId,
      bookingReference(bookingId),
      request.product.id,
      request.tenantId,
      request.product.owner_id,
      session.id,
      period,
      request.halfDayPeriod,
      request.exclusive,
      request.people,
      request.withCaptain,
      request.product.title,
      JSON.stringify(storedPriceLines(request.lines)),
      request.amounts.rental,
      request.amounts.serviceFee,
      request.amounts.discount,
      request.amounts.total,
      request.amounts.online,
      request.amounts.harbour,
      request.amounts.deposit,
      request.currencyCode,
      request.currencyRate,
      request.product.cancellation_policy,
      JSON.stringify(request.product.terms),
      request.language,
      request.message,
    ],
  );
  await db.query(
    `INSERT INTO booking_events (booking_id, from_status, to_status, actor_id, actor_role)
     VALUES ($1, NULL, 'payment_pending', $2, 'tenant')`,
    [bookingId, request.tenantId],
  );
  return { hash, sessionId: session.id, bookingId, expiresAt: session.expires_at };
}
