import type { Queryable } from '../../../db/connection.ts';
import { paymentProviderFor } from '../../../providers/payments/paymentProviderFor.ts';

interface RefundablePayment {
  id: number;
  provider: string;
  provider_reference: string;
  refundable: number;
}

/** The booking's captured payments with what is left to refund on each, newest first. */
export async function refundablePayments(tx: Queryable, bookingId: number): Promise<RefundablePayment[]> {
  const { rows } = await tx.query<RefundablePayment>(
    `SELECT p.id, p.provider, p.provider_reference,
            p.amount - coalesce((SELECT sum(r.amount) FROM refunds r
                                  WHERE r.payment_id = p.id AND r.status <> 'failed'), 0)::bigint AS refundable
       FROM payments p
      WHERE p.booking_id = $1 AND p.status = 'succeeded'
      ORDER BY p.created_at DESC, p.id DESC`,
    [bookingId],
  );
  return rows.filter((p) => p.refundable > 0);
}

export const totalRefundable = (payments: RefundablePayment[]) =>
  payments.reduce((sum, p) => sum + p.refundable, 0);

export interface BookingRefund {
  bookingId: number;
  amount: number;
  reason: string;
  /** Null for the system (a job: an expired request, an expired booking change). */
  actorId: number | null;
  /** e.g. `autorefund:12`: with the payment id it makes each part's idempotency key. */
  idempotencyKey: string;
}

/**
 * Refunds `amount` over the booking's payments, newest first, through each payment's provider.
 * Each part is first written as a pending row under a unique idempotency key (the same key goes to
 * the provider), so a doubled call inserts nothing and moves no money twice. Returns the first
 * refund's id. Call inside the transaction of the decision it belongs to.
 */
export async function refundBooking(tx: Queryable, refund: BookingRefund): Promise<number | null> {
  let left = refund.amount;
  let firstId: number | null = null;
  for (const payment of await refundablePayments(tx, refund.bookingId)) {
    if (left <= 0) break;
    const part = Math.min(left, payment.refundable);
    const key = `${refund.idempotencyKey}:${payment.id}`;
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO refunds (payment_id, booking_id, amount, reason, status, created_by, idempotency_key)
       VALUES ($1, $2, $3, $4, 'pending', $5, $6)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [payment.id, refund.bookingId, part, refund.reason, refund.actorId, key],
    );
    const row = inserted.rows[0];
    left -= part;
    // Another call already made this part (the status checks upstream make this the rare race).
    if (!row) continue;
    const answer = await paymentProviderFor(payment.provider).refund(payment.provider_reference, part, key);
    await tx.query(
      `UPDATE refunds SET status = $2, provider_reference = $3,
              succeeded_at = CASE WHEN $2 = 'succeeded' THEN now() END
        WHERE id = $1`,
      [row.id, answer.status, answer.id],
    );
    firstId ??= row.id;
  }
  if (left > 0) throw new Error(`Booking ${refund.bookingId}: ${left} could not be refunded.`);
  return firstId;
}
