import { cancelBookingSchema } from '../../../../shared/admin/operations.ts';
import { FALLBACK_LANGUAGE, type LanguageCode } from '../../../../shared/i18n/languages.ts';
import type { Database, Queryable } from '../../../db/connection.ts';
import { appClock } from '../../../http/clock.ts';
import { badRequest, conflict, notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/validate.ts';
import type { PaymentProviders } from '../../../providers/payments/paymentProviderFor.ts';
import type { Viewer } from '../../auth/session.ts';
import { releaseStrandedAuthorisations } from '../../bookings/changes.ts';
import { notifyBooking, staffRefundLine } from '../../bookings/notices.ts';
import { bookingNoticeFacts } from '../../bookings/repository.ts';
import { cancelledStatusFor, canTransition } from '../../bookings/stateMachine.ts';
import { documentsOfBooking } from '../../documents/repository.ts';
import { moneyDocumentOf } from '../../documents/view.ts';
import { settleDueDeposits } from '../../econtracts/deposit.ts';
import { statementOf } from '../../ledger/statement.ts';
import { type PriceLineFacts, wordedPriceLines } from '../../pricing/priceLabels.ts';
import { writeAuditLog } from '../auditLog.ts';
import { parseFilter } from '../simpleRest.ts';
import { policyRefund } from './refundPolicy.ts';
import {
  type PendingRefund,
  recordRefunds,
  refundablePayments,
  refundTooLarge,
  sendRefunds,
  totalRefundable,
} from './refunds.ts';
import * as repo from './repository.ts';
import { bookingsListResource, countBookingsByStatus, findBookingDetails } from './repository.ts';

/** The tabs' badges: bookings per status under the list's other filters (its status filter is ignored). */
export async function bookingCounts(db: Queryable, rawFilter: unknown): Promise<Record<string, number>> {
  let filter: Record<string, unknown> = {};
  if (typeof rawFilter === 'string' && rawFilter !== '') {
    try {
      filter = JSON.parse(rawFilter);
    } catch {
      throw badRequest('"filter" is not valid JSON.', { filter: 'filterInvalid' }, 'invalid-list-query');
    }
  }
  const { status: _ignored, ...others } = filter ?? {};
  const { where, params } = parseFilter(bookingsListResource, JSON.stringify(others));
  const counts: Record<string, number> = {};
  for (const row of await countBookingsByStatus(db, where, params)) counts[row.status] = row.n;
  return counts;
}

/** The details plus what a cancellation would refund now, for each party. */
export async function bookingDetails(db: Queryable, id: number) {
  const details = await findBookingDetails(db, id);
  if (!details) return null;
  const refundable = totalRefundable(await refundablePayments(db, id));
  const snapshot = details as Record<string, unknown>;
  const terms = snapshot.cancellationTerms as { daysBefore: number; refundPercentage: number }[];
  const days = snapshot.daysBeforeStart as number;
  const status = snapshot.status as repo.BookingLockRow['status'];
  const [statement, documents] = await Promise.all([
    statementOf(db, id, 'staff'),
    documentsOfBooking(db, id, null),
  ]);
  return {
    ...details,
    // The console words each line from its key and params in the staff's language
    // (admin/components/priceLineLabel.ts); the label, in English, is its fallback.
    priceLines: wordedPriceLines(snapshot.priceLines as PriceLineFacts[], 'en'),
    statement,
    documents: documents.map(moneyDocumentOf),
    cancellation: {
      refundable,
      tenantPolicyRefund: policyRefund('tenant', terms, days, refundable),
      ownerPolicyRefund: policyRefund('owner', terms, days, refundable),
      allowedFor: (['tenant', 'owner'] as const).filter((p) =>
        canTransition(status, cancelledStatusFor(p), 'staff'),
      ),
    },
  };
}

/**
 * Cancels a booking on behalf of one party: the state machine's transition, its booking event, the
 * refund recorded, e-mails to both parties and the audit row, in one transaction; the refund goes
 * to the payment provider after it commits. Repeating the same cancellation answers the booking as it is, with no second refund.
 */
export async function cancelBooking(
  db: Database,
  actor: Viewer,
  id: number,
  body: unknown,
  providers?: PaymentProviders,
  publicUrl = '',
  /** The request's language: a refused refund's words are read in the console's (DESIGN: whose language). */
  language: LanguageCode = FALLBACK_LANGUAGE,
) {
  const input = parseInput(cancelBookingSchema, body);
  const refunds = await db.transaction(async (tx): Promise<PendingRefund[]> => {
    const booking = await repo.findBookingForChange(tx, id, true);
    if (!booking) throw notFound('No such booking.');
    const target = cancelledStatusFor(input.onBehalfOf);
    if (booking.status === target) return [];
    if (!canTransition(booking.status, target, 'staff'))
      throw conflict('booking-not-cancellable', `A booking in status ${booking.status} cannot be cancelled.`);

    const payments = await refundablePayments(tx, id);
    const refundable = totalRefundable(payments);
    const amount =
      input.refundAmount ??
      policyRefund(input.onBehalfOf, booking.cancellation_terms, booking.days_before_start, refundable);
    if (amount > refundable) throw refundTooLarge(refundable, language, 'refundAmount');

    await repo.setCancelled(tx, id, target, input.reason);
    await repo.addBookingEvent(tx, {
      bookingId: id,
      from: booking.status,
      to: target,
      actorId: actor.id,
      role: 'staff',
      reason: input.reason,
    });
    // recorded as pending here, sent to the provider after the commit (DESIGN.md, "One money ledger")
    const pending =
      amount > 0
        ? await recordRefunds(
            tx,
            {
              bookingId: id,
              amount,
              // a code, and the staff member's own words as its facts (DESIGN: whose language)
              reason: 'cancelledByStaff',
              facts: { staffReason: input.reason },
              actorId: actor.id,
              idempotencyKey: `booking-cancel:${id}`,
            },
            appClock.now(),
          )
        : [];
    const refundId = pending[0]?.id ?? null;
    // Each party in their own language (DESIGN: whose language); the staff's note is the team's and
    // stays in the back office (audit log, history): the parties read who cancelled and the refund.
    const facts = await bookingNoticeFacts(tx, id);
    for (const userId of [Number(booking.tenant_id), Number(booking.owner_id)]) {
      await notifyBooking(tx, publicUrl, {
        kind: 'cancelledByStaff',
        userId,
        booking: {
          id,
          reference: facts.reference,
          listingTitle: facts.listing_title,
          startDate: facts.start_date,
          endDate: facts.end_date,
        },
        amount,
        more: (language, money) => ({
          refund: amount > 0 ? staffRefundLine(language, money) : '',
        }),
      });
    }
    await writeAuditLog(tx, {
      actorId: actor.id,
      resource: 'bookings',
      recordId: id,
      action: 'cancel',
      before: { status: booking.status },
      after: { status: target, refundAmount: amount, refundId },
      reason: input.reason,
    });
    return pending;
  });
  // a provider that fails leaves the refund pending: the booking job sends it again under its key
  await sendRefunds(db, refunds, () => appClock.now());
  // Every way a booking ends releases what it holds: the renter's card authorisations (a request
  // waiting for the owner) and a deposit held before the check-in, at once and outside the
  // transaction; a provider failure is left to the lifecycle and deposit jobs, which retry.
  if (providers) {
    try {
      await releaseStrandedAuthorisations(db, { providers }, 20, id);
    } catch {
      // the booking lifecycle job releases it on a later run
    }
    await settleDueDeposits(db, providers, { bookingId: id });
  }
  return bookingDetails(db, id);
}
