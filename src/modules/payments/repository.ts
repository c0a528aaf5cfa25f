import { type BookingStatus, HOLDING_STATUSES } from '../../../shared/catalogue/catalogue.ts';
import type { PaymentIntentStatus, PaymentKind } from '../../../shared/checkout/payment.ts';
import type { Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import type { PaymentIntent } from '../../providers/payments/paymentProvider.ts';
import type { CheckoutPriceComputation } from '../checkout/checkoutPrice.ts';
import { type PriceLineFacts, storedComputation, storedPriceLines } from '../pricing/priceLabels.ts';

export interface PaymentRow {
  id: number;
  booking_id: number | null;
  payment_session_id: number | null;
  cart_id: number | null;
  provider: 'sandbox' | 'stripe';
  provider_reference: string;
  amount: number;
  kind: PaymentKind;
  status: PaymentIntentStatus;
  client_secret: string | null;
  price_snapshot: unknown;
  payment_method_ref: string | null;
  customer_ref: string | null;
  failure_reason: string | null;
  /** Set when settlement took an authorisation (manual capture) as payment for a request. */
  authorised_at: Date | null;
}

const PAYMENT_COLUMNS = `id, booking_id, payment_session_id, cart_id, provider, provider_reference, amount, kind, status,
  client_secret, price_snapshot, payment_method_ref, customer_ref, failure_reason, authorised_at`;

export async function findPaymentByIntent(db: Queryable, intentId: string, lock = false) {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE provider_reference = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [intentId],
  );
  return rows[0];
}

export async function findPaymentByClientSecret(db: Queryable, clientSecret: string) {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE client_secret = $1 AND provider = 'sandbox'`,
    [clientSecret],
  );
  return rows[0];
}

/** The open intent of the same purpose and amount, which a new pay click reuses. */
export async function findReusablePayment(
  db: Queryable,
  owner: { column: 'payment_session_id' | 'booking_id' | 'cart_id'; id: number },
  provider: string,
  kind: PaymentKind,
  amount: number,
) {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments
      WHERE ${owner.column} = $1 AND provider = $2 AND kind = $3 AND amount = $4
        AND status IN ('requires_payment_method', 'requires_action')
      ORDER BY id DESC LIMIT 1`,
    [owner.id, provider, kind, amount],
  );
  return rows[0];
}

export async function countPayments(
  db: Queryable,
  owner: { column: 'payment_session_id' | 'booking_id' | 'cart_id'; id: number },
  kind: PaymentKind,
) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payments WHERE ${owner.column} = $1 AND kind = $2`,
    [owner.id, kind],
  );
  return rows[0].n;
}

export interface NewPayment {
  bookingId: number | null;
  sessionId: number | null;
  cartId: number | null;
  provider: string;
  intent: PaymentIntent;
  kind: PaymentKind;
  idempotencyKey: string;
  priceSnapshot: unknown;
  customer: string | null;
}

/** One row per provider intent: a doubled click that got the same intent inserts nothing. */
export async function insertPayment(db: Queryable, payment: NewPayment): Promise<void> {
  await db.query(
    `INSERT INTO payments (booking_id, payment_session_id, cart_id, provider, provider_reference, amount, currency_code,
                           kind, status, idempotency_key, price_snapshot, client_secret, customer_ref)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT DO NOTHING`,
    [
      payment.bookingId,
      payment.sessionId,
      payment.cartId,
      payment.provider,
      payment.intent.id,
      payment.intent.amount,
      payment.intent.currency,
      payment.kind,
      // Only settlement marks a row succeeded (an off-session charge can succeed at creation).
      payment.intent.status === 'succeeded' || payment.intent.status === 'requires_capture'
        ? 'processing'
        : payment.intent.status,
      payment.idempotencyKey,
      JSON.stringify(payment.priceSnapshot ?? null),
      payment.intent.clientSecret,
      payment.customer,
    ],
  );
}

/**
 * Mirrors a not-yet-settled intent's state on its row (a decline keeps the row payable). Only
 * settlement marks a row succeeded or authorised, since that is what tells a replay the money was
 * turned into a booking; an authorisation it settled is captured or released by the bookings module.
 */
export async function recordIntentState(db: Queryable, intent: PaymentIntent): Promise<void> {
  if (intent.status === 'succeeded' || intent.status === 'requires_capture') return;
  await db.query(
    `UPDATE payments SET status = $2, failure_reason = $3, updated_at = now()
      WHERE provider_reference = $1 AND status <> 'succeeded' AND authorised_at IS NULL`,
    [intent.id, intent.status, intent.lastError?.code ?? null],
  );
}

/** Older open intents of the same owner that a new intent replaces. */
export async function supersededPayments(
  db: Queryable,
  owner: { column: 'payment_session_id' | 'booking_id' | 'cart_id'; id: number },
  kind: PaymentKind,
  keepIntentId: string,
) {
  const { rows } = await db.query<{ provider: string; provider_reference: string }>(
    `SELECT provider, provider_reference FROM payments
      WHERE ${owner.column} = $1 AND kind = $2 AND provider_reference <> $3
        AND status IN ('requires_payment_method', 'requires_action')`,
    [owner.id, kind, keepIntentId],
  );
  return rows;
}

export async function customerRefFor(db: Queryable, userId: number, provider: string) {
  const { rows } = await db.query<{ customer_ref: string }>(
    'SELECT customer_ref FROM payment_customers WHERE user_id = $1 AND provider = $2',
    [userId, provider],
  );
  return rows[0]?.customer_ref ?? null;
}

export async function saveCustomerRef(db: Queryable, userId: number, provider: string, customerRef: string) {
  await db.query(
    `INSERT INTO payment_customers (user_id, provider, customer_ref) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, provider) DO NOTHING`,
    [userId, provider, customerRef],
  );
}

export async function readSetting<T>(db: Queryable, key: string, fallback: T): Promise<T> {
  const { rows } = await db.query<{ value: T }>('SELECT value FROM settings WHERE key = $1', [key]);
  return rows[0]?.value ?? fallback;
}

/** A request's card was authorised (manual capture): the row holds the money until the owner answers. */
export async function recordAuthorisation(db: Queryable, paymentId: number, paymentMethod: string | null) {
  await db.query(
    `UPDATE payments SET status = 'requires_capture', authorised_at = now(), failure_reason = NULL,
            payment_method_ref = coalesce($2, payment_method_ref), updated_at = now()
      WHERE id = $1`,
    [paymentId, paymentMethod],
  );
}

/** The authorisation was captured (the owner accepted; its webhook may come before or after). */
export async function recordCapturedAuthorisation(db: Queryable, paymentId: number) {
  await db.query(
    `UPDATE payments SET status = 'succeeded', succeeded_at = coalesce(succeeded_at, now()), updated_at = now()
      WHERE id = $1 AND status = 'requires_capture'`,
    [paymentId],
  );
}

/** An authorisation that paid for nothing was released at the provider; the reason is kept for its outcome. */
export async function recordReleasedAuthorisation(
  db: Queryable,
  intentId: string,
  status: string,
  reason: string,
) {
  await db.query(
    `UPDATE payments SET status = $2, failure_reason = $3, updated_at = now()
      WHERE provider_reference = $1 AND status = 'requires_capture'`,
    [intentId, status, `released:${reason}`],
  );
}

/** The sandbox's own view of a booking's card intents (what the bank did), oldest first. */
export async function sandboxIntentStatusesOfBooking(db: Queryable, bookingId: number): Promise<string[]> {
  const { rows } = await db.query<{ status: string }>(
    `SELECT i.status FROM payments p JOIN sandbox_payment_intents i ON i.id = p.provider_reference
      WHERE p.booking_id = $1 AND (p.authorised_at IS NOT NULL OR p.status = 'succeeded')
      ORDER BY p.id`,
    [bookingId],
  );
  return rows.map((r) => r.status);
}

/** The renter accepted the terms and the cancellation policy for this checkout (the first time counts). */
export async function recordTermsAccepted(db: Queryable, sessionId: number): Promise<void> {
  await db.query(
    'UPDATE payment_sessions SET terms_accepted_at = coalesce(terms_accepted_at, now()) WHERE id = $1',
    [sessionId],
  );
}

// Settlement's statements (src/modules/payments/settlement.ts): a paid intent becomes what it paid for.

/** A captured payment (not an authorisation) is money received: the row says so. */
export async function recordSucceededPayment(db: Queryable, paymentId: number, paymentMethod: string | null) {
  await db.query(
    `UPDATE payments SET status = 'succeeded', succeeded_at = now(), failure_reason = NULL,
              payment_method_ref = coalesce($2, payment_method_ref), updated_at = now()
        WHERE id = $1`,
    [paymentId, paymentMethod],
  );
}

export interface SessionRow {
  id: number;
  hash: string;
  tenant_id: number;
  status: string;
  is_direct: boolean;
  language_code: string;
  tenant_email: string;
}

/** The checkout a payment paid for, with the renter's e-mail; `lock` takes the session row only. */
export async function findSettlementSession(
  db: Queryable,
  sessionId: number | null,
  lock: boolean,
): Promise<SessionRow> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.id, s.hash, s.tenant_id, s.status, s.is_direct, s.language_code, u.email AS tenant_email
         FROM payment_sessions s JOIN users u ON u.id = s.tenant_id
        WHERE s.id = $1 ${lock ? 'FOR UPDATE OF s' : ''}`,
    [sessionId],
  );
  return rows[0];
}

export interface BookingRow {
  id: number;
  reference: string;
  status: BookingStatus;
  tenant_id: number;
  listing_title: string;
  language_code: string;
  tenant_email: string;
  instant_booking: boolean;
  balance_paid_at: Date | null;
  balance_amount: number | null;
  balance_due_date: string | null;
}

// The listing's title in the renter's language (the e-mails' {boat}), the booking's snapshot otherwise.
const BOOKING_COLUMNS = `b.id, b.reference, b.status, b.tenant_id, b.language_code, u.email AS tenant_email,
  coalesce((SELECT t.title FROM product_translations t
                     WHERE t.product_id = b.product_id AND t.language = left(b.language_code, 2)), b.listing_title)
            AS listing_title,
  p.instant_booking, b.balance_paid_at, b.balance_amount, to_char(b.balance_due_date, 'YYYY-MM-DD') AS balance_due_date`;

async function findSettlementBooking(
  db: Queryable,
  where: 'b.id = $1' | 'b.payment_session_id = $1',
  param: number,
  lock: boolean,
): Promise<BookingRow | undefined> {
  const { rows } = await db.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN users u ON u.id = b.tenant_id JOIN products p ON p.id = b.product_id
        WHERE ${where} ORDER BY b.id DESC LIMIT 1 ${lock ? 'FOR UPDATE OF b' : ''}`,
    [param],
  );
  return rows[0];
}

/** A booking as settlement and its e-mails see it; `lock` takes the booking row only. */
export function findBookingForSettlement(db: Queryable, bookingId: number, lock: boolean) {
  return findSettlementBooking(db, 'b.id = $1', bookingId, lock);
}

/** A checkout's newest booking (a re-booking after expiry is newer than the lapsed one). */
export function findSessionBookingForSettlement(db: Queryable, sessionId: number, lock: boolean) {
  return findSettlementBooking(db, 'b.payment_session_id = $1', sessionId, lock);
}

/** The reason of the refund settlement made of this payment (under its idempotency key), if any. */
export async function findSettlementRefund(db: Queryable, paymentId: number, idempotencyKey: string) {
  const { rows } = await db.query<{ reason: string }>(
    `SELECT reason FROM refunds WHERE payment_id = $1 AND idempotency_key = $2`,
    [paymentId, idempotencyKey],
  );
  return rows[0];
}

/** The language of the active account an e-mail address belongs to, if one does (the recipient's). */
export async function accountLanguageOf(db: Queryable, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ language_code: string | null }>(
    `SELECT language_code FROM users WHERE lower(email) = lower($1) AND status = 'active' ORDER BY id LIMIT 1`,
    [email],
  );
  return rows[0] ? (rows[0].language_code ?? '') : undefined;
}

/** A pending refund, once per key: undefined when one was already recorded under it. */
export async function insertPendingRefund(
  db: Queryable,
  refund: {
    paymentId: number;
    bookingId: number | null;
    amount: number;
    reason: string;
    idempotencyKey: string;
  },
) {
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO refunds (payment_id, booking_id, amount, reason, status, idempotency_key)
       VALUES ($1, $2, $3, $4, 'pending', $5) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [refund.paymentId, refund.bookingId, refund.amount, refund.reason, refund.idempotencyKey],
  );
  return inserted.rows[0];
}

/** What the provider answered to a refund. */
export async function recordRefundResult(
  db: Queryable,
  refundId: number,
  status: string,
  providerReference: string,
) {
  await db.query(
    `UPDATE refunds SET status = $2, provider_reference = $3, succeeded_at = CASE WHEN $2 = 'succeeded' THEN now() END
        WHERE id = $1`,
    [refundId, status, providerReference],
  );
}

/**
 * A line of the booking's history, written by the system: a code (`paid`, `instantBooking`…) and its
 * facts, which each reader's page words (DESIGN: whose language; migration 310).
 */
export async function insertSystemBookingEvent(
  db: Queryable,
  bookingId: number,
  from: BookingStatus | null,
  to: BookingStatus,
  reason: string,
  facts: Record<string, string | number> = {},
) {
  await db.query(
    `INSERT INTO booking_events (booking_id, from_status, to_status, actor_role, reason, facts)
       VALUES ($1, $2, $3, 'system', $4, $5)`,
    [bookingId, from, to, reason, JSON.stringify(facts)],
  );
}

/** The checkout's price snapshot becomes the booking's amounts; the owner's answer is due in `responseHours`. */
export async function recordBookingPaid(
  db: Queryable,
  bookingId: number,
  status: BookingStatus,
  snapshot: CheckoutPriceComputation,
  responseHours: number,
) {
  const down = snapshot.paymentKind === 'down_payment';
  await db.query(
    `UPDATE bookings
          SET status = $2, paid_at = now(), price_lines = $3, rental_amount = $4, service_fee_amount = $5,
              insurance_amount = $6, discount_amount = $7, total_amount = $8, online_amount = $9, harbour_amount = $10,
              deposit_amount = $11, promo_code_id = $12, down_payment_amount = $13, balance_amount = $14,
              balance_due_date = $15::date, response_due_at = $17::timestamptz + make_interval(hours => $16), updated_at = now()
        WHERE id = $1`,
    [
      bookingId,
      status,
      JSON.stringify(storedPriceLines(snapshot.lines)),
      snapshot.rentalNet,
      snapshot.serviceFeeAmount,
      snapshot.insuranceAmount,
      snapshot.discountAmount,
      snapshot.total,
      snapshot.onlineAmount,
      snapshot.harbourAmount,
      snapshot.deposit,
      snapshot.promo?.promoCodeId ?? null,
      down ? snapshot.downPayment.downPaymentAmount : null,
      down ? snapshot.downPayment.balancePaymentAmount : null,
      down ? snapshot.downPayment.balancePaymentDate : null,
      responseHours,
      // the owner's 48 hours run on the application's clock, as the expiry job's do
      appClock.now(),
    ],
  );
}

/** An instant booking is accepted as soon as it is paid: no answer is awaited. */
export async function recordInstantAcceptance(db: Queryable, bookingId: number) {
  await db.query(
    `UPDATE bookings SET status = 'accepted', accepted_at = now(), response_due_at = NULL WHERE id = $1`,
    [bookingId],
  );
}

/** An insurance bought at checkout (once per key). */
export async function insertCheckoutInsurance(
  db: Queryable,
  bookingId: number,
  insuranceKey: string,
  amount: number,
) {
  await db.query(
    `INSERT INTO booking_insurances (booking_id, insurance_key, amount, source) VALUES ($1, $2, $3, 'checkout')
         ON CONFLICT DO NOTHING`,
    [bookingId, insuranceKey, amount],
  );
}

/** The promo code's use by this booking; false when it was already recorded. */
export async function insertPromoRedemption(
  db: Queryable,
  redemption: { promoCodeId: number; userId: number; bookingId: number; sessionId: number; amount: number },
): Promise<boolean> {
  const redeemed = await db.query(
    `INSERT INTO promo_redemptions (promo_code_id, user_id, booking_id, payment_session_id, amount)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
    [
      redemption.promoCodeId,
      redemption.userId,
      redemption.bookingId,
      redemption.sessionId,
      redemption.amount,
    ],
  );
  return redeemed.rowCount > 0;
}

export async function incrementPromoCodeUse(db: Queryable, promoCodeId: number) {
  await db.query('UPDATE promo_codes SET used_count = used_count + 1 WHERE id = $1', [promoCodeId]);
}

/** A down-payment booking's balance is to be collected (the balance job's row, once). */
export async function openBalanceCollection(db: Queryable, bookingId: number) {
  await db.query(
    `INSERT INTO balance_collections (booking_id) VALUES ($1) ON CONFLICT (booking_id) DO NOTHING`,
    [bookingId],
  );
}

/** The checkout is paid; its price computation is kept as the booking's snapshot. */
export async function recordSessionPaid<C extends { lines: readonly PriceLineFacts[] }>(
  db: Queryable,
  sessionId: number,
  priceComputation: C,
) {
  await db.query(
    `UPDATE payment_sessions SET status = 'paid', price_computation = $2, updated_at = now() WHERE id = $1`,
    [sessionId, JSON.stringify(storedComputation(priceComputation))],
  );
}

export async function linkPaymentToBooking(db: Queryable, paymentId: number, bookingId: number) {
  await db.query('UPDATE payments SET booking_id = $2 WHERE id = $1', [paymentId, bookingId]);
}

export async function findBookingProductId(db: Queryable, bookingId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ product_id: number }>('SELECT product_id FROM bookings WHERE id = $1', [
    bookingId,
  ]);
  return rows[0]?.product_id;
}

/** The advisory-lock namespace of re-bookings (any constant; the product id is the second key). */
const REBOOK_LOCK = 7508;

/** Re-bookings of one boat take turns until the transaction ends. */
export async function lockRebookingsOfProduct(db: Queryable, productId: number) {
  await db.query('SELECT 1 FROM (SELECT pg_advisory_xact_lock($1, $2::int)) AS locked', [
    REBOOK_LOCK,
    productId,
  ]);
}

/** Whether another holding booking now has the days (and slot) of this exclusive booking. */
export async function bookingDatesTaken(db: Queryable, bookingId: number): Promise<boolean> {
  const taken = await db.query(
    `SELECT 1 FROM bookings old JOIN bookings b
           ON b.product_id = old.product_id AND b.id <> old.id AND b.period && old.period AND b.slot && old.slot
        WHERE old.id = $1 AND old.exclusive AND b.exclusive AND b.status = ANY($2::text[]) LIMIT 1`,
    [bookingId, HOLDING_STATUSES],
  );
  return taken.rows.length > 0;
}

/** A booking id taken ahead, so its reference can be written with the row. */
export async function nextBookingId(db: Queryable): Promise<number> {
  return (
    await db.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('bookings', 'id'))::bigint AS id`)
  ).rows[0].id;
}

/** A copy of a lapsed booking, back in payment_pending, under a new id and reference. */
export async function insertBookingCopy(
  db: Queryable,
  id: number,
  reference: string,
  expiredBookingId: number,
) {
  await db.query(
    `INSERT INTO bookings (id, reference, product_id, tenant_id, owner_id, payment_session_id, period, half_day_period,
                             exclusive, people, with_captain, status, listing_title, price_lines, rental_amount,
                             service_fee_amount, discount_amount, total_amount, online_amount, harbour_amount,
                             deposit_amount, currency_code, currency_rate, cancellation_policy, cancellation_terms,
                             language_code, tenant_message)
       OVERRIDING SYSTEM VALUE
       SELECT $1, $2, product_id, tenant_id, owner_id, payment_session_id, period, half_day_period, exclusive, people,
              with_captain, 'payment_pending', listing_title, price_lines, rental_amount, service_fee_amount,
              discount_amount, total_amount, online_amount, harbour_amount, deposit_amount, currency_code,
              currency_rate, cancellation_policy, cancellation_terms, language_code, tenant_message
         FROM bookings WHERE id = $3`,
    [id, reference, expiredBookingId],
  );
}

export async function recordBalancePaid(db: Queryable, bookingId: number) {
  await db.query('UPDATE bookings SET balance_paid_at = now(), updated_at = now() WHERE id = $1', [
    bookingId,
  ]);
}

/** The balance job has nothing more to collect for this booking. */
export async function recordBalanceCollectionPaid(db: Queryable, bookingId: number) {
  await db.query(
    `INSERT INTO balance_collections (booking_id, status) VALUES ($1, 'paid')
       ON CONFLICT (booking_id) DO UPDATE SET status = 'paid', next_attempt_at = NULL`,
    [bookingId],
  );
}

/** A post-booking cart's status, its row locked for the rest of the transaction. */
export async function lockCartStatus(db: Queryable, cartId: number | null): Promise<string | undefined> {
  const { rows } = await db.query<{ status: string }>(
    'SELECT status FROM post_booking_carts WHERE id = $1 FOR UPDATE',
    [cartId],
  );
  return rows[0]?.status;
}

export async function recordCartPaid(db: Queryable, cartId: number | null) {
  await db.query(`UPDATE post_booking_carts SET status = 'paid', paid_at = now() WHERE id = $1`, [cartId]);
}

/** An insurance bought after booking; false when the booking already had it (nothing is added). */
export async function insertPostBookingInsurance(
  db: Queryable,
  bookingId: number,
  insuranceKey: string,
  amount: number,
): Promise<boolean> {
  const added = await db.query(
    `INSERT INTO booking_insurances (booking_id, insurance_key, amount, source) VALUES ($1, $2, $3, 'post_booking')
         ON CONFLICT DO NOTHING RETURNING amount`,
    [bookingId, insuranceKey, amount],
  );
  return added.rowCount > 0;
}

export async function addBookingInsuranceAmount(db: Queryable, bookingId: number, amount: number) {
  await db.query(
    'UPDATE bookings SET insurance_amount = insurance_amount + $2, updated_at = now() WHERE id = $1',
    [bookingId, amount],
  );
}

/** The renter a charge belongs to, read with the row it locks. */
interface TenantRow {
  tenant_id: number;
  tenant_email: string;
}

/** A reused intent carries the price computed now. */
export async function storePriceSnapshot(db: Queryable, paymentId: number, snapshot: unknown) {
  await db.query('UPDATE payments SET price_snapshot = $2 WHERE id = $1', [
    paymentId,
    JSON.stringify(snapshot ?? null),
  ]);
}

/** What the provider answered when an intent superseded by a new price was cancelled. */
export async function recordSupersededIntent(db: Queryable, providerReference: string, status: string) {
  await db.query(
    `UPDATE payments SET status = $2, updated_at = now() WHERE provider_reference = $1 AND status <> 'succeeded'`,
    [providerReference, status],
  );
}

/** The checkout's session, locked for the pay click: its renter, state, booking and listing. */
export async function lockCheckoutSession(tx: Queryable, sessionId: number, now: Date) {
  const { rows } = await tx.query<
    TenantRow & {
      status: string;
      is_past_expiry: boolean;
      booking_id: number | null;
      title: string;
      instant_booking: boolean;
    }
  >(
    `SELECT s.tenant_id, u.email AS tenant_email, s.status, s.expires_at < $2 AS is_past_expiry,
            (SELECT b.id FROM bookings b WHERE b.payment_session_id = s.id ORDER BY b.id DESC LIMIT 1) AS booking_id,
            p.title, p.instant_booking
       FROM payment_sessions s JOIN users u ON u.id = s.tenant_id JOIN products p ON p.id = s.product_id
      WHERE s.id = $1 FOR UPDATE OF s`,
    [sessionId, now],
  );
  return rows[0];
}

/** The booking whose balance is paid, locked: its renter, state and balance. */
export async function lockBalanceBooking(tx: Queryable, bookingId: number) {
  const { rows } = await tx.query<
    TenantRow & {
      status: string;
      balance_amount: number | null;
      balance_paid_at: Date | null;
      reference: string;
    }
  >(
    `SELECT b.tenant_id, u.email AS tenant_email, b.status, b.balance_amount, b.balance_paid_at, b.reference
       FROM bookings b JOIN users u ON u.id = b.tenant_id WHERE b.id = $1 FOR UPDATE OF b`,
    [bookingId],
  );
  return rows[0];
}

/** A post-booking cart of the booking, locked: its renter and both states. */
export async function lockCart(tx: Queryable, bookingId: number, cartId: number) {
  const { rows } = await tx.query<TenantRow & { status: string; booking_status: string; reference: string }>(
    `SELECT b.tenant_id, u.email AS tenant_email, c.status, b.status AS booking_status, b.reference
       FROM post_booking_carts c JOIN bookings b ON b.id = c.booking_id JOIN users u ON u.id = b.tenant_id
      WHERE c.id = $1 AND c.booking_id = $2 FOR UPDATE OF c`,
    [cartId, bookingId],
  );
  return rows[0];
}
