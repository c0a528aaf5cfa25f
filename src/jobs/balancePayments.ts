import type { BookingStatus } from '../../shared/catalogue/catalogue.ts';
import type { Database, Queryable } from '../db/connection.ts';
import { appClock } from '../http/clock.ts';
import { policyRefund } from '../modules/backoffice/bookings/refundPolicy.ts';
import { refundablePayments } from '../modules/backoffice/bookings/refunds.ts';
import { assertTransition } from '../modules/bookings/stateMachine.ts';
import { sendPaymentEmail } from '../modules/payments/emails.ts';
import { insertPayment, readSetting, recordIntentState } from '../modules/payments/repository.ts';
import { settlePaymentIntent } from '../modules/payments/settlement.ts';
import type { PaymentProviders } from '../providers/payments/paymentProviderFor.ts';
import type { JobDefinition } from './engine.ts';
import type { JobLog } from './outboxDelivery.ts';

export interface BalancePaymentOptions {
  providers: PaymentProviders;
  publicUrl: string;
  now?: () => Date;
}

export interface BalanceRun {
  charged: number;
  failed: number;
  cancelled: number;
}

interface DueBalance {
  id: number;
  reference: string;
  status: BookingStatus;
  listing_title: string;
  language_code: string;
  tenant_email: string;
  balance_amount: number;
  balance_due_date: string;
  start_date: string;
  cancellation_terms: { daysBefore: number; refundPercentage: number }[];
  attempts: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The balance of a down payment is charged on its due date with the card saved at checkout,
 * off-session. A failure e-mails the renter a notice with the page to pay by hand and is retried a
 * day later (balanceChargeAttempts tries); once the grace period after the due date is over
 * (balanceGraceDays), the booking is cancelled by the state machine with its policy's refund.
 * Only accepted bookings are charged: a request's down payment is an authorisation the owner has
 * not captured yet, so its balance waits for the acceptance (then the next run charges it, even
 * past its date) and is never charged for a request that is declined or expires.
 */
export async function collectBalances(db: Database, options: BalancePaymentOptions): Promise<BalanceRun> {
  const now = (options.now ?? appClock.now)();
  const today = now.toISOString().slice(0, 10);
  const maxAttempts = Number(await readSetting(db, 'balanceChargeAttempts', 3));
  const graceDays = Number(await readSetting(db, 'balanceGraceDays', 7));
  await db.query(
    `INSERT INTO balance_collections (booking_id)
     SELECT id FROM bookings WHERE balance_amount > 0 AND balance_paid_at IS NULL
        AND status = 'accepted' AND balance_due_date <= $1::date
     ON CONFLICT (booking_id) DO NOTHING`,
    [today],
  );
  const { rows: due } = await db.query<DueBalance>(
    `SELECT b.id, b.reference, b.status, b.language_code, u.email AS tenant_email, b.balance_amount,
            coalesce((SELECT t.title FROM product_translations t
                     WHERE t.product_id = b.product_id AND t.language = left(b.language_code, 2)), b.listing_title)
            AS listing_title,
            to_char(b.balance_due_date, 'YYYY-MM-DD') AS balance_due_date, to_char(lower(b.period), 'YYYY-MM-DD') AS start_date,
            b.cancellation_terms, c.attempts
       FROM balance_collections c JOIN bookings b ON b.id = c.booking_id JOIN users u ON u.id = b.tenant_id
      WHERE c.status = 'collecting' AND b.balance_paid_at IS NULL AND b.status = 'accepted'
        AND b.balance_due_date <= $1::date AND (c.next_attempt_at IS NULL OR c.next_attempt_at <= $2)
      ORDER BY b.balance_due_date, b.id LIMIT 200`,
    [today, now],
  );
  const run: BalanceRun = { charged: 0, failed: 0, cancelled: 0 };
  for (const booking of due) {
    const deadline = addDays(booking.balance_due_date, graceDays);
    if (booking.attempts >= maxAttempts) {
      if (today >= deadline && (await cancelUnpaid(db, options, booking, today))) run.cancelled++;
      continue;
    }
    const failure = await chargeSavedCard(db, options, booking);
    if (failure === null) {
      run.charged++;
      continue;
    }
    run.failed++;
    const attempts = booking.attempts + 1;
    const nextAttempt =
      attempts < maxAttempts ? new Date(now.getTime() + DAY_MS) : new Date(`${deadline}T00:00:00Z`);
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE balance_collections SET attempts = $2, last_attempt_at = $3, next_attempt_at = $4, last_failure = $5
          WHERE booking_id = $1`,
        [booking.id, attempts, now, nextAttempt, failure],
      );
      await sendPaymentEmail(tx, booking.tenant_email, booking.language_code, 'balanceDue', {
        ref: booking.reference,
        boat: booking.listing_title,
        amount: booking.balance_amount,
        date: deadline,
        linkPath: `/balance-payment/${booking.id}`,
        publicUrl: options.publicUrl,
        payload: { bookingId: booking.id, attempt: attempts, failure },
      });
    });
  }
  return run;
}

/** One off-session try; null when the balance was paid, else why it failed. */
async function chargeSavedCard(db: Database, options: BalancePaymentOptions, booking: DueBalance) {
  const { rows } = await db.query<{
    provider: string;
    payment_method_ref: string | null;
    customer_ref: string | null;
  }>(
    `SELECT provider, payment_method_ref, customer_ref FROM payments
      WHERE booking_id = $1 AND kind = 'down_payment' AND status = 'succeeded' ORDER BY id DESC LIMIT 1`,
    [booking.id],
  );
  const saved = rows[0];
  if (!saved?.payment_method_ref) return 'no_saved_card';
  const provider = options.providers.byName(saved.provider);
  const idempotencyKey = `booking_id:${booking.id}:balance:auto-${booking.attempts + 1}`;
  const intent = await provider.createIntent({
    amount: booking.balance_amount,
    currency: 'EUR',
    idempotencyKey,
    customer: saved.customer_ref ?? undefined,
    description: `Bosun: balance of ${booking.reference}`,
    metadata: { kind: 'balance', bookingId: String(booking.id) },
    offSession: { paymentMethod: saved.payment_method_ref },
  });
  await insertPayment(db, {
    bookingId: booking.id,
    sessionId: null,
    cartId: null,
    provider: provider.name,
    intent,
    kind: 'balance',
    idempotencyKey,
    priceSnapshot: { balanceAmount: booking.balance_amount, offSession: true },
    customer: saved.customer_ref,
  });
  await recordIntentState(db, intent);
  if (intent.status !== 'succeeded') return intent.lastError?.code ?? intent.status;
  const outcome = await settlePaymentIntent(db, provider, intent.id, { publicUrl: options.publicUrl });
  return outcome?.status === 'paid' ? null : (outcome?.status ?? 'not_settled');
}

/** After grace: cancelled on the renter's side (they did not pay), refunded by the booking's policy. */
async function cancelUnpaid(
  db: Database,
  options: BalancePaymentOptions,
  booking: DueBalance,
  today: string,
) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: BookingStatus; balance_paid_at: Date | null }>(
      'SELECT status, balance_paid_at FROM bookings WHERE id = $1 FOR UPDATE',
      [booking.id],
    );
    const current = rows[0];
    if (!current || current.balance_paid_at || current.status !== 'accepted') {
      return false;
    }
    assertTransition(current.status, 'cancelled_by_tenant', 'system');
    await tx.query(
      `UPDATE bookings SET status = 'cancelled_by_tenant', cancelled_at = now(), cancellation_reason = $2, updated_at = now()
        WHERE id = $1`,
      // codes, worded by each reader (DESIGN: whose language)
      [booking.id, 'balanceUnpaid'],
    );
    await tx.query(
      `INSERT INTO booking_events (booking_id, from_status, to_status, actor_role, reason)
       VALUES ($1, $2, 'cancelled_by_tenant', 'system', 'balanceUnpaid')`,
      [booking.id, current.status],
    );
    const daysBefore = Math.round((Date.parse(booking.start_date) - Date.parse(today)) / DAY_MS);
    const refunded = await refundByPolicy(tx, options, booking, daysBefore);
    await tx.query(
      `UPDATE balance_collections SET status = 'cancelled', next_attempt_at = NULL WHERE booking_id = $1`,
      [booking.id],
    );
    await sendPaymentEmail(tx, booking.tenant_email, booking.language_code, 'balanceCancelled', {
      ref: booking.reference,
      boat: booking.listing_title,
      amount: refunded,
      publicUrl: options.publicUrl,
      payload: { bookingId: booking.id, refunded },
    });
    return true;
  });
}

async function refundByPolicy(
  tx: Queryable,
  options: BalancePaymentOptions,
  booking: DueBalance,
  daysBefore: number,
) {
  const payments = await refundablePayments(tx, booking.id);
  const refundable = payments.reduce((sum, p) => sum + p.refundable, 0);
  let left = policyRefund('tenant', booking.cancellation_terms, daysBefore, refundable);
  const total = left;
  for (const payment of payments) {
    if (left <= 0) break;
    const part = Math.min(left, payment.refundable);
    left -= part;
    const key = `balance-cancellation:${booking.id}:${payment.id}`;
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO refunds (payment_id, booking_id, amount, reason, status, idempotency_key)
       VALUES ($1, $2, $3, 'balanceUnpaid', 'pending', $4) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [payment.id, booking.id, part, key],
    );
    if (!inserted.rows[0]) continue;
    const refund = await options.providers
      .byName(payment.provider)
      .refund(payment.provider_reference, part, key);
    await tx.query(
      `UPDATE refunds SET status = $2, provider_reference = $3, succeeded_at = CASE WHEN $2 = 'succeeded' THEN now() END
        WHERE id = $1`,
      [inserted.rows[0].id, refund.status, refund.id],
    );
  }
  return total;
}

export function balancePaymentsJob(
  db: Database,
  options: BalancePaymentOptions & { log: JobLog },
): JobDefinition {
  return {
    name: 'balance-payments',
    everySeconds: 900,
    run: async () => {
      const run = await collectBalances(db, options);
      if (run.charged + run.failed + run.cancelled > 0) options.log.info(run, 'balances collected');
      return run;
    },
  };
}
