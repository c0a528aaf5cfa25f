import type { Queryable } from '../../db/connection.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { writeAuditLog } from '../backoffice/auditLog.ts';
import { appendEntry } from '../ledger/repository.ts';
import * as repo from './repository.ts';
import { voucherTotal, voucherUse } from './voucherUse.ts';

/**
 * Vouchers (DESIGN.md, "Weather"): account credit spent at checkout before the card. Each movement
 * is a ledger row under its idempotency key: issued (+), spent (−) when the booking it paid is
 * paid, cancelled (−) by staff, and a refunded booking gives what vouchers paid of it back as a new
 * voucher ("returned").
 */

const DAY_MS = 86_400_000;

export async function issueVoucher(
  tx: Queryable,
  v: {
    userId: number;
    amount: number;
    currency?: string;
    reason: repo.VoucherReason;
    sourceBookingId?: number | null;
    note?: string | null;
    issuedBy?: number | null;
    at: Date;
    validityDays?: number;
  },
): Promise<number | undefined> {
  if (v.amount <= 0) return undefined;
  const days = v.validityDays ?? (await repo.readNumberSetting(tx, 'voucherValidityDays', 90));
  const currency = v.currency ?? 'EUR';
  const id = await repo.insertVoucher(tx, {
    userId: v.userId,
    amount: v.amount,
    currency,
    reason: v.reason,
    sourceBookingId: v.sourceBookingId ?? null,
    note: v.note ?? null,
    issuedBy: v.issuedBy ?? null,
    expiresAt: new Date(v.at.getTime() + days * DAY_MS),
    at: v.at,
  });
  if (id === undefined) return undefined;
  await appendEntry(tx, {
    bookingId: v.sourceBookingId ?? null,
    userId: v.userId,
    party: 'renter',
    kind: 'voucher_issued',
    amount: v.amount,
    currency,
    sourceTable: 'vouchers',
    sourceId: id,
    idempotencyKey: `voucher:${id}:issued`,
    details: { reason: v.reason },
    occurredAt: v.at,
  });
  return id;
}

/**
 * Reserves the renter's credit for a checkout about to be charged: the vouchers are locked, the
 * session's earlier holds replaced (its price may have changed), and credit held soonest-expiring
 * first up to what is due, leaving the card at least `voucherMinimumCardAmount` (a request holds the
 * card until the owner answers). Answers what the vouchers pay; the card pays the rest.
 */
export async function holdVouchersForCheckout(
  tx: Queryable,
  checkout: {
    tenantId: number;
    sessionId: number;
    bookingId: number | null;
    due: number;
    currency: string;
    now: Date;
  },
): Promise<number> {
  const vouchers = await repo.lockSpendableVouchers(tx, checkout.tenantId, checkout.sessionId, checkout.now);
  await repo.clearSessionHolds(tx, checkout.sessionId);
  const minimumCard = await repo.readNumberSetting(tx, 'voucherMinimumCardAmount', 100);
  const parts = voucherUse(checkout.due, checkout.currency, minimumCard, vouchers);
  for (const part of parts) {
    await repo.insertHold(tx, {
      voucherId: part.voucherId,
      sessionId: checkout.sessionId,
      bookingId: checkout.bookingId,
      amount: part.amount,
      at: checkout.now,
    });
  }
  return voucherTotal(parts);
}

/**
 * What the renter's credit pays of a checkout, for its price: an open checkout shows what paying now
 * would hold (the same rule, unlocked), one no longer open what it held or spent.
 */
export async function checkoutVoucherAmount(
  db: Queryable,
  checkout: { sessionId: number; tenantId: number; open: boolean; due: number; currency: string; now: Date },
): Promise<number> {
  if (!checkout.open) return repo.heldAmountOfSession(db, checkout.sessionId);
  if (checkout.due <= 0) return 0;
  const vouchers = await repo.spendableVouchers(db, checkout.tenantId, checkout.sessionId, checkout.now);
  if (vouchers.length === 0) return 0;
  const minimumCard = await repo.readNumberSetting(db, 'voucherMinimumCardAmount', 100);
  return voucherTotal(voucherUse(checkout.due, checkout.currency, minimumCard, vouchers));
}

/** The session's booking is paid: its holds become voucher_spent rows on that booking, once. */
export async function spendSessionVouchers(tx: Queryable, sessionId: number, bookingId: number, at: Date) {
  for (const hold of await repo.heldOfSession(tx, sessionId)) {
    await appendEntry(tx, {
      bookingId,
      userId: hold.user_id,
      party: 'renter',
      kind: 'voucher_spent',
      amount: -hold.amount,
      currency: hold.currency_code,
      sourceTable: 'vouchers',
      sourceId: hold.voucher_id,
      idempotencyKey: `voucher:${hold.voucher_id}:spent:${sessionId}`,
      details: { paymentSessionId: sessionId },
      occurredAt: at,
    });
    await repo.markHoldSpent(tx, hold.voucher_id, sessionId, bookingId);
  }
}

/**
 * A booking paid partly by voucher is refunded: the same share of what vouchers paid comes back as
 * credit (a new voucher, valid from today), less what was already given back.
 */
export async function returnVoucherCredit(tx: Queryable, bookingId: number, share: number, at: Date) {
  const paid = await repo.voucherPaidOfBooking(tx, bookingId);
  if (paid.spent <= 0 || paid.user_id === null) return 0;
  const owed = Math.min(paid.spent, Math.round(paid.spent * Math.min(1, Math.max(0, share)))) - paid.returned;
  if (owed <= 0) return 0;
  await issueVoucher(tx, {
    userId: paid.user_id,
    amount: owed,
    currency: paid.currency_code,
    reason: 'returned',
    sourceBookingId: bookingId,
    at,
  });
  return owed;
}

export async function cancelVoucher(
  tx: Queryable,
  staff: { id: number },
  id: number,
  input: { reason: string },
  at: Date,
): Promise<repo.VoucherRow> {
  const voucher = await repo.findVoucher(tx, id, true);
  if (!voucher) throw notFound('This voucher does not exist.');
  if (voucher.cancelled_at) throw conflict('voucher-cancelled', 'This voucher is already cancelled.');
  if (voucher.balance > 0) {
    await appendEntry(tx, {
      bookingId: null,
      userId: voucher.user_id,
      party: 'renter',
      kind: 'voucher_cancelled',
      amount: -voucher.balance,
      currency: voucher.currency_code,
      sourceTable: 'vouchers',
      sourceId: id,
      idempotencyKey: `voucher:${id}:cancelled`,
      details: { by: staff.id },
      occurredAt: at,
    });
  }
  await repo.markCancelled(tx, id, staff.id, at);
  const after = (await repo.findVoucher(tx, id)) as repo.VoucherRow;
  await writeAuditLog(tx, {
    actorId: staff.id,
    resource: 'vouchers',
    recordId: id,
    action: 'cancel',
    before: { balance: voucher.balance, cancelledAt: null },
    after: { balance: after.balance, cancelledAt: at.toISOString() },
    reason: input.reason,
  });
  return after;
}

export async function issueGoodwillVoucher(
  tx: Queryable,
  staff: { id: number },
  input: { userId: number; amount: number; currency: string; note: string; validityDays?: number },
  at: Date,
): Promise<repo.VoucherRow> {
  if (!(await repo.userExists(tx, input.userId)))
    throw unprocessable('unknown-user', 'No account has this id.');
  const id = (await issueVoucher(tx, {
    userId: input.userId,
    amount: input.amount,
    currency: input.currency,
    reason: 'goodwill',
    note: input.note,
    issuedBy: staff.id,
    at,
    validityDays: input.validityDays,
  })) as number;
  const voucher = (await repo.findVoucher(tx, id)) as repo.VoucherRow;
  await writeAuditLog(tx, {
    actorId: staff.id,
    resource: 'vouchers',
    recordId: id,
    action: 'create',
    before: null,
    after: {
      userId: input.userId,
      amount: input.amount,
      currency: input.currency,
      expiresAt: voucher.expires_at,
    },
    reason: input.note,
  });
  return voucher;
}

export type VoucherState = 'usable' | 'used' | 'expired' | 'cancelled';

export const voucherState = (v: repo.VoucherRow, now: Date): VoucherState =>
  v.cancelled_at ? 'cancelled' : v.balance <= 0 ? 'used' : v.expires_at <= now ? 'expired' : 'usable';
