import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { PaymentProvider } from '../../providers/payments/paymentProvider.ts';
import type { PaymentProviders } from '../../providers/payments/paymentProviderFor.ts';
import { policyRefund } from '../backoffice/bookings/refundPolicy.ts';
import {
  type PendingRefund,
  recordRefunds,
  refundablePayments,
  sendRefunds,
  totalRefundable,
} from '../backoffice/bookings/refunds.ts';
import { returnVoucherCredit } from '../vouchers/service.ts';
import { type BookingNoticeKind, notifyBooking } from './notices.ts';
import * as repo from './repository.ts';
import { assertTransition, type BookingActor, canTransition, isRequest } from './stateMachine.ts';

/**
 * The changes of a booking's status that move money: the owner's answer, cancellations and the
 * request expiry. Each runs in three steps, because a provider call may go over the network and no
 * transaction stays open over it (paymentProvider.ts):
 *   1. a short transaction locks the booking, checks the move against the state machine and takes
 *      the booking's lease (a second click, another process or a job now finds it busy: 409);
 *   2. the provider captures or releases the authorisations, outside any transaction;
 *   3. a second transaction locks the payments then the booking (settlement.ts's lock order),
 *      records what the provider did, moves the status through assertTransition, writes the
 *      booking_events row, records what must be refunded as pending refunds (each part under its
 *      idempotency key) and queues the notices, then clears the lease;
 *   4. (closings) after the commit, the pending refunds are sent to the provider under their keys;
 *      one that fails stays pending and the booking job sends it again.
 * A step that fails clears the lease; a process that dies leaves it to lapse (two minutes).
 */
export interface ChangeContext {
  providers: PaymentProviders;
  publicUrl: string;
}

const LEASE_SECONDS = 120;

type Verdict = 'go' | 'done';

/** Step 1. `check` throws when the move is refused and answers 'done' when it already happened. */
async function begin(
  db: Database,
  bookingId: number,
  now: Date,
  check: (booking: repo.LockedBooking) => Verdict,
  leaseTaken = false,
): Promise<{ booking: repo.LockedBooking; held: repo.HeldPayment[] } | null> {
  return db.transaction(async (tx) => {
    const booking = await repo.lockBooking(tx, bookingId, now);
    if (!booking) throw notFound('This booking does not exist.');
    if (check(booking) === 'done') return null;
    if (booking.leased && !leaseTaken) {
      throw conflict('booking-busy', 'This booking is being changed right now: try again in a moment.');
    }
    await repo.takeLease(tx, bookingId, LEASE_SECONDS);
    return { booking, held: await repo.heldPayments(tx, bookingId) };
  });
}

/** Runs step 2, clearing the lease if the provider fails, so the booking can be tried again. */
async function providerStep<T>(db: Database, bookingId: number, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await repo.releaseLease(db, bookingId);
    throw error;
  }
}

type HeldOutcome = { payment: repo.HeldPayment; status: string };

/** Releases authorisations (cancelIntent); one captured meanwhile comes back `succeeded`. */
async function release(providers: PaymentProviders, held: repo.HeldPayment[]): Promise<HeldOutcome[]> {
  const outcomes: HeldOutcome[] = [];
  for (const payment of held) {
    // One key per authorisation: a retried or concurrent release is one call at the provider.
    const intent = await providers
      .byName(payment.provider)
      .cancelIntent(payment.provider_reference, { idempotencyKey: `authorisation-release:${payment.id}` });
    outcomes.push({ payment, status: intent.status });
  }
  return outcomes;
}

/**
 * Captures an authorisation. An intent the bank no longer holds (lapsed, cancelled) answers its
 * status; a provider error on an intent still capturable is thrown (a passing fault: try again).
 */
async function capture(provider: PaymentProvider, intentId: string): Promise<string> {
  const before = await provider.retrieveIntent(intentId);
  if (before.status !== 'requires_capture') return before.status;
  try {
    return (await provider.capture(intentId)).status;
  } catch (error) {
    const after = await provider.retrieveIntent(intentId);
    if (after.status === 'requires_capture') throw error;
    return after.status;
  }
}

async function recordOutcomes(tx: Queryable, outcomes: HeldOutcome[]) {
  for (const { payment, status } of outcomes) {
    if (status === 'succeeded' || status === 'canceled') await repo.recordHeldPayment(tx, payment.id, status);
  }
}

const factsOf = (booking: repo.LockedBooking) => ({
  id: Number(booking.id),
  reference: booking.reference,
  listingTitle: booking.listing_title,
  startDate: booking.start_date,
  endDate: booking.end_date,
});

export interface Closing {
  to: BookingStatus;
  actor: { role: BookingActor; id: number | null };
  reason: string | null;
  check(booking: repo.LockedBooking): Verdict;
  /** What is given back of what was captured (authorisations are always released in full). */
  refund(booking: repo.LockedBooking, refundable: number): number;
  refundKey: string;
  refundReason: string;
  notices: { kind: BookingNoticeKind; to: 'tenant' | 'owner' }[];
  /** The owner's own words for the renter (a decline's message); the stored reason may be a key. */
  noticeReason?: string | null;
  /** The job already holds the lease it claimed the booking with. */
  leaseTaken?: boolean;
  /** The share of what vouchers paid that comes back as credit (default: the card's refunded share). */
  voucherShare?: number;
  /** An owner's cancellation counts against them unless false (a weather cancellation: DESIGN, "Weather"). */
  countsAgainstOwner?: boolean;
  /**
   * More to record in the closing's transaction once the status moved and the refund was made (a
   * weather cancellation's voucher, its outcome and its notices).
   */
  after?(
    tx: Queryable,
    closed: { booking: repo.LockedBooking; refundable: number; refund: number },
  ): Promise<void>;
}

/**
 * Ends a booking with its money settled: authorisations released, captured money refunded as
 * `closing.refund` says. Answers false when the booking was already there (a replay).
 */
export async function closeBooking(
  db: Database,
  context: ChangeContext,
  bookingId: number,
  closing: Closing,
): Promise<boolean> {
  const now = appClock.now();
  const plan = await begin(db, bookingId, now, closing.check, closing.leaseTaken);
  if (!plan) return false;
  const outcomes = await providerStep(db, bookingId, () => release(context.providers, plan.held));
  const refunds = await db.transaction(async (tx): Promise<PendingRefund[]> => {
    // The booking first, then its payments (see acceptRequest).
    const booking = await repo.lockBooking(tx, bookingId, now);
    await recordOutcomes(tx, outcomes);
    if (!booking || !canTransition(booking.status, closing.to, closing.actor.role)) {
      // Moved meanwhile by a path that takes no lease (the back office): nothing more to do here.
      await repo.releaseLease(tx, bookingId);
      return [];
    }
    assertTransition(booking.status, closing.to, closing.actor.role);
    await repo.setBookingStatus(tx, { id: bookingId, to: closing.to, at: now, reason: closing.reason });
    await repo.addBookingEvent(tx, {
      bookingId,
      from: booking.status,
      to: closing.to,
      actorId: closing.actor.id,
      role: closing.actor.role,
      reason: closing.reason,
      at: now,
    });
    const refundable = totalRefundable(await refundablePayments(tx, bookingId));
    const refund = Math.min(refundable, closing.refund(booking, refundable));
    // Recorded here as pending; sent to the provider once this transaction has committed (step 4).
    const pending =
      refund > 0
        ? await recordRefunds(
            tx,
            {
              bookingId,
              amount: refund,
              reason: closing.refundReason,
              actorId: closing.actor.id,
              idempotencyKey: closing.refundKey,
            },
            now,
          )
        : [];
    const released = outcomes
      .filter((o) => o.status === 'canceled')
      .reduce((sum, o) => sum + Number(o.payment.amount), 0);
    // What vouchers paid comes back as credit in the share the card is refunded (all of it when
    // nothing was captured: a request declined or expired), unless the closing says otherwise.
    const voucherShare = closing.voucherShare ?? (refundable > 0 ? refund / refundable : 1);
    await returnVoucherCredit(tx, bookingId, voucherShare, now);
    if (closing.to === 'cancelled_by_owner' && closing.countsAgainstOwner !== false) {
      await repo.countOwnerCancellation(tx, booking.owner_id);
    }
    await closing.after?.(tx, { booking, refundable, refund });
    for (const notice of closing.notices) {
      await notifyBooking(tx, context.publicUrl, {
        kind: confirmationWords(notice.kind, released, refund),
        userId: Number(notice.to === 'tenant' ? booking.tenant_id : booking.owner_id),
        booking: factsOf(booking),
        amount: released + refund,
        reason: closing.noticeReason ?? null,
      });
    }
    return pending;
  });
  // Step 4: the refunds go to the provider after the commit, each under its idempotency key. One the
  // provider fails stays pending; the booking job sends it again (retryPendingRefunds): money moves once.
  await sendRefunds(db, refunds, () => appClock.now());
  return true;
}

/**
 * The renter's confirmation says what happened to the money: a withdrawn request's hold released
 * (nothing was charged), a cancellation that the policy refunds nothing for, or the refund.
 */
function confirmationWords(kind: BookingNoticeKind, released: number, refund: number): BookingNoticeKind {
  if (kind !== 'cancellationConfirmed' || refund > 0) return kind;
  return released > 0 ? 'requestWithdrawn' : 'cancellationNoRefund';
}

const ownerOnly = (booking: repo.LockedBooking, viewerId: number) => {
  if (Number(booking.owner_id) !== viewerId) throw forbidden('Only the owner answers a request.');
};

const openRequest = (booking: repo.LockedBooking, now: Date) => {
  if (booking.response_due_at && booking.response_due_at.getTime() <= now.getTime()) {
    throw conflict('request-expired', 'The time to answer this request is over: it expires.');
  }
};

/** A request nobody may pay more for: released in full, whatever is captured refunded in full. */
const everything = (_booking: repo.LockedBooking, refundable: number) => refundable;

export async function declineRequest(
  db: Database,
  context: ChangeContext,
  viewerId: number,
  bookingId: number,
  input: { reason: string; message?: string },
): Promise<void> {
  const now = appClock.now();
  const reason = input.message ? `${input.reason}: ${input.message}` : input.reason;
  await closeBooking(db, context, bookingId, {
    to: 'declined',
    actor: { role: 'owner', id: viewerId },
    reason,
    check(booking) {
      ownerOnly(booking, viewerId);
      if (booking.status === 'declined') return 'done';
      if (!canTransition(booking.status, 'declined', 'owner')) {
        throw conflict('booking-not-declinable', 'Only a request waiting for your answer can be declined.');
      }
      openRequest(booking, now);
      return 'go';
    },
    refund: everything,
    refundKey: `decline:${bookingId}`,
    refundReason: 'requestDeclined',
    notices: [{ kind: 'requestDeclined', to: 'tenant' }],
    noticeReason: input.message ?? null,
  });
}

/**
 * A cancellation by one party. The renter's is refunded by the snapshot's terms once accepted; a
 * request they withdraw is free (nothing was confirmed). The owner's refunds everything and counts
 * against them (users.owner_cancellation_count).
 */
export async function cancelBooking(
  db: Database,
  context: ChangeContext,
  actor: { id: number; side: 'tenant' | 'owner' },
  bookingId: number,
  reason: string | null,
): Promise<void> {
  const to: BookingStatus = actor.side === 'tenant' ? 'cancelled_by_tenant' : 'cancelled_by_owner';
  await closeBooking(db, context, bookingId, {
    to,
    actor: { role: actor.side, id: actor.id },
    reason,
    check(booking) {
      if (booking.status === to) return 'done';
      if (!canTransition(booking.status, to, actor.side)) {
        throw conflict('booking-not-cancellable', 'This booking can no longer be cancelled.');
      }
      if (booking.days_before_start <= 0) {
        throw conflict('booking-started', 'This trip has started: it can no longer be cancelled.');
      }
      return 'go';
    },
    refund: (booking, refundable) =>
      actor.side === 'owner' || isRequest(booking.status)
        ? refundable
        : policyRefund('tenant', booking.cancellation_terms, booking.days_before_start, refundable),
    refundKey: `trip-cancel:${bookingId}`,
    refundReason: actor.side === 'owner' ? 'cancelledByOwner' : 'cancelledByTenant',
    notices:
      actor.side === 'owner'
        ? [{ kind: 'cancelledByOwner', to: 'tenant' }]
        : [
            { kind: 'cancelledByTenant', to: 'owner' },
            { kind: 'cancellationConfirmed', to: 'tenant' },
          ],
  });
}

/** The expiry job: a request past its answer time, on a booking the job claimed with its lease. */
export async function expireRequest(
  db: Database,
  context: ChangeContext,
  bookingId: number,
  reason = 'ownerDidNotAnswer',
  options: { leaseTaken?: boolean } = {},
): Promise<boolean> {
  return closeBooking(db, context, bookingId, {
    to: 'expired',
    actor: { role: 'system', id: null },
    reason,
    check: (booking) => (isRequest(booking.status) ? 'go' : 'done'),
    refund: everything,
    refundKey: `expiry:${bookingId}`,
    refundReason: 'requestExpired',
    notices: [
      { kind: 'requestExpired', to: 'tenant' },
      { kind: 'requestExpiredOwner', to: 'owner' },
    ],
    leaseTaken: options.leaseTaken,
  });
}

/**
 * The owner accepts: the authorisation is captured, then the booking is accepted. When the bank no
 * longer holds the authorisation (card authorisations last about 7 days; a request is answered
 * within 48 hours, so this is the rare case of a card cancelled or a bank that lets go early), the
 * accept fails with 409 `authorisation-lapsed` and the request expires with nothing charged: asking
 * the renter to pay again would be a new request, which they can make from the product page.
 */
export async function acceptRequest(
  db: Database,
  context: ChangeContext,
  viewerId: number,
  bookingId: number,
): Promise<void> {
  const now = appClock.now();
  const plan = await begin(db, bookingId, now, (booking) => {
    ownerOnly(booking, viewerId);
    if (booking.status === 'accepted') return 'done';
    if (!canTransition(booking.status, 'accepted', 'owner')) {
      throw conflict('booking-not-acceptable', 'Only a request waiting for your answer can be accepted.');
    }
    openRequest(booking, now);
    return 'go';
  });
  if (!plan) return;
  const outcomes = await providerStep(db, bookingId, async () => {
    const captured: HeldOutcome[] = [];
    for (const payment of plan.held) {
      const provider = context.providers.byName(payment.provider);
      captured.push({ payment, status: await capture(provider, payment.provider_reference) });
    }
    return captured;
  });
  if (outcomes.some((o) => o.status !== 'succeeded')) {
    await db.transaction(async (tx) => recordOutcomes(tx, outcomes));
    await expireRequest(db, context, bookingId, 'authorisationLapsed', {
      leaseTaken: true,
    });
    throw conflict(
      'authorisation-lapsed',
      "The renter's card no longer holds this payment: the request has expired and nothing was charged.",
    );
  }
  const refunds = await db.transaction(async (tx): Promise<PendingRefund[]> => {
    // The booking first, then its payments: the order every change takes (the back office's cancel
    // too), so that an accept racing a cancel waits instead of deadlocking into a 500 on PostgreSQL.
    const booking = await repo.lockBooking(tx, bookingId, now);
    await recordOutcomes(tx, outcomes);
    if (!booking) return [];
    const captured = outcomes.reduce((sum, o) => sum + Number(o.payment.amount), 0);
    if (!canTransition(booking.status, 'accepted', 'owner')) {
      // Cancelled from the back office while the card was being charged: give it all back.
      const refundable = totalRefundable(await refundablePayments(tx, bookingId));
      const pending =
        refundable > 0
          ? await recordRefunds(
              tx,
              {
                bookingId,
                amount: refundable,
                reason: 'capturedAfterClose',
                actorId: null,
                idempotencyKey: `accept-undone:${bookingId}`,
              },
              now,
            )
          : [];
      await repo.releaseLease(tx, bookingId);
      return pending;
    }
    assertTransition(booking.status, 'accepted', 'owner');
    await repo.setBookingStatus(tx, { id: bookingId, to: 'accepted', at: now });
    await repo.addBookingEvent(tx, {
      bookingId,
      from: booking.status,
      to: 'accepted',
      actorId: viewerId,
      role: 'owner',
      // a code and its facts, worded by each reader (DESIGN: whose language)
      reason: 'acceptedByOwner',
      facts: { paymentCaptured: captured > 0 },
      at: now,
    });
    // A cheaper change made while the card was only authorised: the hold was captured whole, so
    // what the booking no longer costs goes back now, once (booking-modifications' refundNow).
    const overpaid = await repo.overpaidAfterChanges(tx, bookingId);
    const pending =
      overpaid > 0
        ? await recordRefunds(
            tx,
            {
              bookingId,
              amount: overpaid,
              reason: 'modificationBeforeAcceptance',
              actorId: null,
              idempotencyKey: `accept-changed:${bookingId}`,
            },
            now,
          )
        : [];
    await notifyBooking(tx, context.publicUrl, {
      kind: 'requestAccepted',
      userId: Number(booking.tenant_id),
      booking: factsOf(booking),
      // A request paid before manual capture existed was charged then: that is what it cost.
      amount: captured > 0 ? captured - overpaid : totalRefundable(await refundablePayments(tx, bookingId)),
    });
    return pending;
  });
  // The refunds leave after the commit, under their keys (see closeBooking's step 4).
  await sendRefunds(db, refunds, () => appClock.now());
}

/**
 * The completion job's work, in one short transaction (no money moves): stays checked out, or
 * accepted and ended two days ago with no check-out, become completed through the state machine.
 */
export async function completeEndedStays(db: Database, now: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const stays = await repo.lockEndedStays(tx, now, limit);
    for (const stay of stays) {
      assertTransition(stay.status, 'completed', 'system');
      await repo.setBookingStatus(tx, { id: Number(stay.id), to: 'completed', at: now });
      await repo.addBookingEvent(tx, {
        bookingId: Number(stay.id),
        from: stay.status,
        to: 'completed',
        actorId: null,
        role: 'system',
        reason: stay.status === 'checked_out' ? 'checkedOut' : 'endedWithoutCheckOut',
        at: now,
      });
    }
    return stays.length;
  });
}

/**
 * Releases authorisations left on bookings that are no longer requests: at once for one booking the
 * back office just cancelled (`bookingId`), or by the job for any (a release that failed before).
 * Releasing twice is harmless: the provider answers `canceled` again.
 */
export async function releaseStrandedAuthorisations(
  db: Database,
  context: Pick<ChangeContext, 'providers'>,
  limit: number,
  bookingId?: number,
): Promise<number> {
  const stranded = await db.transaction((tx) => repo.claimStrandedAuthorisations(tx, limit, bookingId));
  const outcomes = await release(context.providers, stranded);
  await db.transaction((tx) => recordOutcomes(tx, outcomes));
  return outcomes.filter((o) => o.status === 'canceled').length;
}
