import type { PaymentIntentStatus, PaymentKind } from '../../../shared/checkout/payment.ts';
import type { Queryable } from '../../db/connection.ts';
import type { PaymentIntent } from '../../providers/payments/paymentProvider.ts';

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
