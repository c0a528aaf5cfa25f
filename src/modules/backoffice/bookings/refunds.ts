import type { LanguageCode } from '../../../../shared/i18n/languages.ts';
import { formatMoney } from '../../../../shared/money/format.ts';
import type { Database, Queryable } from '../../../db/connection.ts';
import { appClock } from '../../../http/clock.ts';
import { badRequest } from '../../../http/errors.ts';
import { paymentProviderFor } from '../../../providers/payments/paymentProviderFor.ts';
import { readerText } from '../../i18n/readerText.ts';
import {
  claimUnsentRefunds,
  insertPendingRefund,
  recordRefundAnswer as recordProviderAnswer,
  selectRefundablePayments,
} from './repository.ts';

export type { PendingRefund, RefundablePayment } from './repository.ts';

import type { PendingRefund, RefundablePayment } from './repository.ts';

/** The booking's captured payments with what is left to refund on each, newest first. */
export async function refundablePayments(tx: Queryable, bookingId: number): Promise<RefundablePayment[]> {
  const rows = await selectRefundablePayments(tx, bookingId);
  return rows.filter((p) => p.refundable > 0);
}

export const totalRefundable = (payments: RefundablePayment[]) =>
  payments.reduce((sum, p) => sum + p.refundable, 0);

/**
 * 400 for a refund above what is left: the staff member reads it in the request's language (the
 * console's, sent as Accept-Language), the amount written as that language writes money (DESIGN:
 * whose language). Its own code, so the console shows these words rather than a generic "bad request".
 */
export const refundTooLarge = (refundable: number, language: LanguageCode, field = 'amount') =>
  badRequest(
    readerText(language).t('errors:refundTooLarge', {
      amount: formatMoney(refundable, { code: 'EUR', minorDigits: 2 }, language),
    }),
    { [field]: 'refundTooLarge' },
    'refund-too-large',
  );

export interface BookingRefund {
  bookingId: number;
  amount: number;
  /** A code (`autorefund`, `balanceUnpaid`…) with its `facts`, or the words a staff member typed. */
  reason: string;
  facts?: Record<string, string | number>;
  /** Null for the system (a job: an expired request, an expired booking change). */
  actorId: number | null;
  /** e.g. `autorefund:12`: with the payment id it makes each part's idempotency key. */
  idempotencyKey: string;
}

/**
 * Records the refund of `amount` over the booking's payments, newest first, as pending rows, without
 * calling any provider (DESIGN.md, "One money ledger": the provider is called after the commit). Each
 * part has a unique idempotency key (`{key}:{paymentId}`), the same one the provider gets, so a doubled
 * call inserts nothing and moves no money twice. Answers the parts this call wrote.
 */
export async function recordRefunds(
  tx: Queryable,
  refund: BookingRefund,
  at: Date,
): Promise<PendingRefund[]> {
  let left = refund.amount;
  const written: PendingRefund[] = [];
  for (const payment of await refundablePayments(tx, refund.bookingId)) {
    if (left <= 0) break;
    const part = Math.min(left, payment.refundable);
    const key = `${refund.idempotencyKey}:${payment.id}`;
    const id = await insertPendingRefund(tx, {
      paymentId: payment.id,
      bookingId: refund.bookingId,
      amount: part,
      reason: refund.reason,
      facts: refund.facts ?? {},
      actorId: refund.actorId,
      idempotencyKey: key,
      at,
    });
    left -= part;
    // Another call already made this part (the status checks upstream make this the rare race).
    if (id === undefined) continue;
    written.push({
      id,
      provider: payment.provider,
      provider_reference: payment.provider_reference,
      amount: part,
      idempotency_key: key,
    });
  }
  if (left > 0) throw new Error(`Booking ${refund.bookingId}: ${left} could not be refunded.`);
  return written;
}

/**
 * Sends recorded refunds to their providers, outside any transaction, and records each answer. A
 * provider that fails leaves its refund pending without a provider reference: the booking job sends
 * it again later under the same key (retryPendingRefunds), so the money moves once. Answers how many
 * could not be sent.
 */
export async function sendRefunds(
  db: Queryable,
  pending: PendingRefund[],
  now: () => Date,
  log?: { warn(obj: object, msg: string): void },
): Promise<number> {
  let failed = 0;
  for (const refund of pending) {
    try {
      const answer = await paymentProviderFor(refund.provider).refund(
        refund.provider_reference,
        refund.amount,
        refund.idempotency_key,
      );
      await recordProviderAnswer(db, refund.id, answer, now());
    } catch (err) {
      failed++;
      log?.warn({ err, refundId: refund.id }, 'refund not sent: kept pending, sent again by the booking job');
    }
  }
  return failed;
}

/**
 * Refunds recorded but never answered by their provider (it failed, or the process stopped between
 * the commit and the call), older than `graceMs` so a refund being sent right now is left to its
 * sender. Claimed with SKIP LOCKED; a second sender at the same time would use the same key, which the
 * provider answers with the same refund. Refunds a provider answered `pending` (it has them) wait for
 * its webhook, never a second call.
 */
export async function retryPendingRefunds(
  db: Database,
  now: Date,
  limit: number,
  graceMs = 60_000,
): Promise<{ sent: number; failed: number }> {
  const pending = await db.transaction((tx) =>
    claimUnsentRefunds(tx, new Date(now.getTime() - graceMs), limit),
  );
  const failed = await sendRefunds(db, pending, () => now);
  return { sent: pending.length - failed, failed };
}

/**
 * Refunds `amount` over the booking's payments and calls their providers at once, in the caller's
 * transaction: only booking changes (booking-modifications) still do, deep in their transactions; every
 * other path records with recordRefunds and sends after its commit. Returns the first refund's id.
 */
export async function refundBooking(tx: Queryable, refund: BookingRefund): Promise<number | null> {
  const written = await recordRefunds(tx, refund, appClock.now());
  for (const part of written) {
    const answer = await paymentProviderFor(part.provider).refund(
      part.provider_reference,
      part.amount,
      part.idempotency_key,
    );
    await recordProviderAnswer(tx, part.id, answer, appClock.now());
  }
  return written[0]?.id ?? null;
}
