import {
  approveAutorefundSchema,
  bulkApproveAutorefundsSchema,
  rejectAutorefundSchema,
} from '../../../../shared/admin/operations.ts';
import { FALLBACK_LANGUAGE, type LanguageCode } from '../../../../shared/i18n/languages.ts';
import type { Database } from '../../../db/connection.ts';
import { appClock } from '../../../http/clock.ts';
import { conflict, HttpError, notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/validate.ts';
import type { Viewer } from '../../auth/session.ts';
import { writeAuditLog } from '../auditLog.ts';
import {
  type PendingRefund,
  recordRefunds,
  refundablePayments,
  refundTooLarge,
  sendRefunds,
  totalRefundable,
} from '../bookings/refunds.ts';
import { addBookingEvent } from '../bookings/repository.ts';
import { sendDecisionEmail } from '../outbox/decisionEmails.ts';
import * as repo from './repository.ts';

const decided = (status: string) => status === 'approved' || status === 'adjusted';

async function approveOne(
  db: Database,
  actor: Viewer,
  id: number,
  language: LanguageCode,
  amountWanted?: number,
  reason?: string,
) {
  const refunds = await db.transaction(async (tx): Promise<PendingRefund[]> => {
    const autorefund = await repo.lockAutorefund(tx, id);
    if (!autorefund) throw notFound('No such autorefund.');
    // A second click (or a replay) finds the decision made and changes nothing.
    if (decided(autorefund.status)) return [];
    if (autorefund.status === 'rejected')
      throw conflict('autorefund-decided', 'This autorefund was rejected.');

    const refundable = totalRefundable(await refundablePayments(tx, autorefund.booking_id));
    const amount = amountWanted ?? autorefund.proposed_amount;
    if (amount > refundable) throw refundTooLarge(refundable, language);
    const status = amount === autorefund.proposed_amount ? 'approved' : 'adjusted';
    // recorded as pending here, sent to the provider after the commit (DESIGN.md, "One money ledger")
    const pending =
      amount > 0
        ? await recordRefunds(
            tx,
            {
              bookingId: autorefund.booking_id,
              amount,
              reason: 'autorefund',
              facts: { autorefundReason: autorefund.reason },
              actorId: actor.id,
              idempotencyKey: `autorefund:${id}`,
            },
            appClock.now(),
          )
        : [];
    const refundId = pending[0]?.id ?? null;
    const decisionReason = reason ?? null;
    await repo.saveDecision(tx, {
      id,
      status,
      approvedAmount: amount,
      actorId: actor.id,
      reason: decisionReason,
      refundId,
    });
    await addBookingEvent(tx, {
      bookingId: autorefund.booking_id,
      from: autorefund.booking_status,
      to: autorefund.booking_status,
      actorId: actor.id,
      role: 'staff',
      // a code and its facts, worded by each reader (DESIGN: whose language)
      reason: 'autorefundApproved',
      facts: { amount, autorefundId: id },
    });
    await sendDecisionEmail(
      tx,
      autorefund.tenant_email,
      'refundApproved',
      { ref: autorefund.booking_reference, amount },
      { template: 'refund-approved', payload: { bookingId: autorefund.booking_id, amount } },
    );
    await writeAuditLog(tx, {
      actorId: actor.id,
      resource: 'autorefunds',
      recordId: id,
      action: status === 'approved' ? 'approve' : 'adjust',
      before: { status: autorefund.status, approvedAmount: autorefund.approved_amount },
      after: { status, approvedAmount: amount, refundId },
      reason: decisionReason ?? undefined,
    });
    return pending;
  });
  // a provider that fails leaves the refund pending: the booking job sends it again under its key
  await sendRefunds(db, refunds, () => appClock.now());
}

export async function approveAutorefund(
  db: Database,
  actor: Viewer,
  id: number,
  body: unknown,
  language: LanguageCode = FALLBACK_LANGUAGE,
) {
  const input = parseInput(approveAutorefundSchema, body);
  await approveOne(db, actor, id, language, input.amount, input.reason);
  return repo.findAutorefund(db, id);
}

export async function rejectAutorefund(db: Database, actor: Viewer, id: number, body: unknown) {
  const input = parseInput(rejectAutorefundSchema, body);
  await db.transaction(async (tx) => {
    const autorefund = await repo.lockAutorefund(tx, id);
    if (!autorefund) throw notFound('No such autorefund.');
    if (autorefund.status === 'rejected') return;
    if (decided(autorefund.status)) throw conflict('autorefund-decided', 'This refund was already made.');
    await repo.saveDecision(tx, {
      id,
      status: 'rejected',
      approvedAmount: null,
      actorId: actor.id,
      reason: input.reason,
      refundId: null,
    });
    await sendDecisionEmail(
      tx,
      autorefund.tenant_email,
      'refundRejected',
      { ref: autorefund.booking_reference, reason: input.reason },
      { template: 'refund-rejected', payload: { bookingId: autorefund.booking_id } },
    );
    await writeAuditLog(tx, {
      actorId: actor.id,
      resource: 'autorefunds',
      recordId: id,
      action: 'reject',
      before: { status: autorefund.status },
      after: { status: 'rejected' },
      reason: input.reason,
    });
  });
  return repo.findAutorefund(db, id);
}

/** Each autorefund in its own transaction: one that cannot be approved does not block the others. */
export async function bulkApproveAutorefunds(
  db: Database,
  actor: Viewer,
  body: unknown,
  language: LanguageCode = FALLBACK_LANGUAGE,
) {
  const { ids } = parseInput(bulkApproveAutorefundsSchema, body);
  const approved: number[] = [];
  const skipped: { id: number; code: string; message: string }[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      await approveOne(db, actor, id, language);
      approved.push(id);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      skipped.push({ id, code: error.code, message: error.message });
    }
  }
  return { approved, skipped };
}
