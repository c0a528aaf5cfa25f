import type { z } from 'zod';
import { type DamageStatus, damageDecisionSchema } from '../../../../shared/admin/operations.ts';
import type { Database, Queryable } from '../../../db/connection.ts';
import { appClock } from '../../../http/clock.ts';
import { badRequest, conflict, notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/validate.ts';
import type { PaymentProviders } from '../../../providers/payments/paymentProviderFor.ts';
import type { Viewer } from '../../auth/session.ts';
import { assertTransition } from '../../bookings/stateMachine.ts';
import { settleDueDeposits } from '../../econtracts/deposit.ts';
import { findDeposit, markDepositDue } from '../../econtracts/repository.ts';
import { writeAuditLog } from '../auditLog.ts';
import { addBookingEvent } from '../bookings/repository.ts';
import { formatEuros } from '../outbox/queueEmail.ts';
import { notifyDamageDecision } from './notices.ts';
import * as repo from './repository.ts';

/**
 * A claim is reviewed, then accepted (an amount from the deposit) or refused; an accepted one is paid.
 * Paid from the deposit, it is payment_pending until the provider captured (DESIGN.md "Deposit": a
 * claim never reads paid with nothing captured); then staff may only record a payment made another
 * way, once no hold is left to capture.
 */
export const DAMAGE_TRANSITIONS: Record<DamageStatus, readonly DamageStatus[]> = {
  open: ['under_review', 'accepted', 'refused'],
  under_review: ['open', 'accepted', 'refused'],
  accepted: ['under_review', 'paid', 'refused'],
  payment_pending: ['paid'],
  refused: ['under_review'],
  paid: [],
};

const DECISIONS: readonly DamageStatus[] = ['accepted', 'refused', 'paid'];

type DamageDecision = z.infer<typeof damageDecisionSchema>;

/**
 * Changes a claim's status, amount and decision message. A decision (accepted, refused, paid) needs
 * a message, sent by e-mail to both parties; an accepted amount stays within the claim and the
 * deposit. A settled claim (paid or refused) closes the stay: the booking goes back to completed.
 */
export async function decideDamage(
  db: Database,
  actor: Viewer,
  id: number,
  body: unknown,
  providers?: PaymentProviders,
  publicUrl?: string,
) {
  const input = parseInput(damageDecisionSchema, body);
  const bookingId = await db.transaction(async (tx) => {
    const claim = await repo.lockDamage(tx, id);
    if (!claim) throw notFound('No such damage claim.');
    if (claim.status === 'payment_pending') return whilePaymentPending(tx, actor, claim, input, publicUrl);
    const status = input.status ?? claim.status;
    const amountDecided = input.amountDecided === undefined ? claim.amount_decided : input.amountDecided;
    const decisionMessage =
      input.decisionMessage === undefined ? claim.decision_message : input.decisionMessage || null;
    const statusChanges = status !== claim.status;
    if (
      !statusChanges &&
      amountDecided === claim.amount_decided &&
      decisionMessage === claim.decision_message
    )
      return null;
    if (statusChanges && !DAMAGE_TRANSITIONS[claim.status].includes(status))
      throw conflict('damage-status-invalid', `A claim cannot go from ${claim.status} to ${status}.`);
    if (claim.status === 'paid') throw conflict('damage-paid', 'A paid claim cannot change.');

    const fields: Record<string, string> = {};
    if ((status === 'accepted' || status === 'paid') && !amountDecided)
      fields.amountDecided = 'amountRequired';
    const ceiling = Math.min(
      claim.amount_claimed,
      claim.deposit_amount > 0 ? claim.deposit_amount : claim.amount_claimed,
    );
    if (amountDecided != null && amountDecided > ceiling) fields.amountDecided = 'amountAboveDeposit';
    if (DECISIONS.includes(status) && statusChanges && !decisionMessage)
      fields.decisionMessage = 'decisionMessageRequired';
    if (
      fields.amountDecided === 'amountAboveDeposit' &&
      claim.deposit_amount > 0 &&
      amountDecided != null &&
      amountDecided > claim.deposit_amount
    )
      throw badRequest(
        `No more than the deposit (${formatEuros(claim.deposit_amount)}) can be taken for a damage.`,
        fields,
        'amount-above-deposit',
      );
    if (Object.keys(fields).length > 0)
      throw badRequest('The decision is incomplete.', fields, 'validation-failed');

    const decidedAmount = status === 'refused' ? 0 : amountDecided;
    // The e-contract's deposit: a paid claim takes its amount from the hold, a refused one releases it.
    // A claim reads paid only when money backs it: the capture done (until then payment_pending, and
    // the parties are told once it is), or staff recording that the renter paid another way (then
    // the hold, if any, is released).
    const collection = input.collection ?? 'deposit';
    const capturing = statusChanges && status === 'paid' && collection === 'deposit';
    await repo.saveDamage(tx, {
      id,
      status: capturing ? 'payment_pending' : status,
      amountDecided: decidedAmount,
      decisionMessage,
      actorId: actor.id,
    });
    // What goes back to the renter's card of the hold, as the decision tells both parties.
    let released = 0;
    if (statusChanges && status === 'paid') {
      const deposit = await findDeposit(tx, claim.booking_id, true);
      const held = deposit && ['held', 'capture_due'].includes(deposit.status) ? Number(deposit.amount) : 0;
      if (collection === 'deposit' && held === 0)
        throw conflict(
          'damage-not-backed',
          'No deposit is held to take this from: record how the renter paid (collection "outside").',
        );
      released = collection === 'deposit' ? Math.max(0, held - (decidedAmount ?? 0)) : held;
      await repo.recordCollection(tx, id, collection);
      await markDepositDue(tx, {
        bookingId: claim.booking_id,
        status: collection === 'deposit' ? 'capture_due' : 'release_due',
        captureAmount: collection === 'deposit' ? (decidedAmount ?? 0) : undefined,
        claimId: id,
      });
    }
    if (statusChanges && DECISIONS.includes(status) && !capturing) {
      await notifyDamageDecision(tx, {
        status:
          status === 'paid' && collection === 'outside'
            ? 'paidOutside'
            : (status as 'accepted' | 'refused' | 'paid'),
        damageId: id,
        bookingId: Number(claim.booking_id),
        reference: claim.booking_reference,
        amount: decidedAmount ?? null,
        released,
        message: decisionMessage ?? null,
        parties: [Number(claim.tenant_id), Number(claim.owner_id)],
        publicUrl,
      });
    }
    if (statusChanges && status === 'refused') {
      await markDepositDue(tx, { bookingId: claim.booking_id, status: 'release_due', claimId: id });
    }
    if ((status === 'paid' || status === 'refused') && claim.booking_status === 'damage_claimed') {
      assertTransition('damage_claimed', 'completed', 'staff');
      await repo.completeBookingAfterClaim(tx, claim.booking_id, appClock.now());
      await addBookingEvent(tx, {
        bookingId: claim.booking_id,
        from: claim.booking_status,
        to: 'completed',
        actorId: actor.id,
        role: 'staff',
        reason: 'damageClaimSettled',
        facts: { claimId: Number(id), claimStatus: status },
        at: appClock.now(),
      });
    }
    await writeAuditLog(tx, {
      actorId: actor.id,
      resource: 'damages',
      recordId: id,
      action: 'update',
      before: {
        status: claim.status,
        amountDecided: claim.amount_decided,
        decisionMessage: claim.decision_message,
      },
      after: {
        status: capturing ? 'payment_pending' : status,
        amountDecided: decidedAmount,
        decisionMessage,
      },
    });
    return statusChanges && (status === 'paid' || status === 'refused') ? Number(claim.booking_id) : null;
  });
  // Moves the money at once (outside the transaction); a provider failure is left to the deposit job,
  // which makes a payment_pending claim paid when its capture succeeds.
  if (bookingId && providers) await settleDueDeposits(db, providers, { bookingId, publicUrl });
  return repo.findDamage(db, id);
}

/**
 * A claim whose capture is being tried. "Paid" again (from the deposit) is a replay that tries the
 * capture once more now; "paid outside Bosun" is recorded once no hold is left to capture (the
 * authorisation lapsed or was released), so the renter never pays twice. Anything else is 409.
 */
async function whilePaymentPending(
  tx: Queryable,
  actor: Viewer,
  claim: repo.DamageLockRow,
  input: DamageDecision,
  publicUrl: string | undefined,
): Promise<number | null> {
  if (input.status !== undefined && input.status !== 'paid' && input.status !== 'payment_pending')
    throw conflict(
      'damage-payment-pending',
      'The amount is being taken from the deposit: the decision stands.',
    );
  if ((input.collection ?? 'deposit') === 'deposit') {
    const changes =
      (input.amountDecided !== undefined && input.amountDecided !== claim.amount_decided) ||
      (input.decisionMessage !== undefined && (input.decisionMessage || null) !== claim.decision_message);
    if (changes)
      throw conflict(
        'damage-payment-pending',
        'The amount is being taken from the deposit: the decision stands.',
      );
    return Number(claim.booking_id);
  }
  const deposit = await findDeposit(tx, claim.booking_id, true);
  if (deposit && ['held', 'capture_due'].includes(deposit.status))
    throw conflict(
      'damage-capture-pending',
      'The capture from the deposit is still being tried: the claim reads paid once it succeeds.',
    );
  const message =
    input.decisionMessage === undefined ? claim.decision_message : input.decisionMessage || null;
  await repo.saveDamage(tx, {
    id: Number(claim.id),
    status: 'paid',
    amountDecided: claim.amount_decided,
    decisionMessage: message,
    actorId: actor.id,
  });
  await repo.recordCollection(tx, Number(claim.id), 'outside');
  await notifyDamageDecision(tx, {
    status: 'paidOutside',
    damageId: Number(claim.id),
    bookingId: Number(claim.booking_id),
    reference: claim.booking_reference,
    amount: claim.amount_decided,
    released: 0,
    message,
    parties: [Number(claim.tenant_id), Number(claim.owner_id)],
    publicUrl,
  });
  await writeAuditLog(tx, {
    actorId: actor.id,
    resource: 'damages',
    recordId: Number(claim.id),
    action: 'update',
    before: { status: claim.status, collection: 'deposit' },
    after: { status: 'paid', collection: 'outside' },
  });
  return null;
}
