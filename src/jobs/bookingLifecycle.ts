import type { Database } from '../db/connection.ts';
import { appClock } from '../http/clock.ts';
import { retryPendingRefunds } from '../modules/backoffice/bookings/refunds.ts';
import {
  type ChangeContext,
  completeEndedStays,
  expireRequest,
  releaseStrandedAuthorisations,
} from '../modules/bookings/changes.ts';
import { claimDueRequests } from '../modules/bookings/repository.ts';
import type { JobDefinition } from './engine.ts';
import type { JobLog } from './outboxDelivery.ts';

/**
 * The booking jobs (issue 16): requests nobody answered expire, and stays that ended complete.
 * Each claims its rows with FOR UPDATE SKIP LOCKED in a short transaction and marks them with the
 * booking's lease, so a second process (or a second run) skips what the first is doing; each move
 * goes through the state machine, so a row handled twice is handled once. Time is `appClock`, which
 * tests and the dev clock move.
 */
export interface BookingJobRun {
  expired: number;
  completed: number;
  /** Authorisations released on bookings closed without the provider (back-office cancellations). */
  released: number;
  /** Requests whose expiry failed this run (a provider error, say); their lease lapses and a later run retries. */
  failed: number;
  /** Refunds recorded but never answered by their provider, sent again under their keys. */
  refundsSent: number;
  /** ...of which the provider failed again: still pending, for a later run. */
  refundsFailed: number;
}

/** At most this many bookings per run; the next run takes the rest. */
const BATCH = 50;

export async function expireUnansweredRequests(
  db: Database,
  context: ChangeContext,
): Promise<{ expired: number; failed: number }> {
  const now = appClock.now();
  const ids = await db.transaction((tx) => claimDueRequests(tx, now, BATCH));
  let expired = 0;
  let failed = 0;
  for (const id of ids) {
    // One booking the provider refuses to release must not hold back the others, nor completions.
    try {
      if (await expireRequest(db, context, id, undefined, { leaseTaken: true })) expired++;
    } catch {
      failed++;
    }
  }
  return { expired, failed };
}

export async function runBookingJobs(db: Database, context: ChangeContext): Promise<BookingJobRun> {
  const { expired, failed } = await expireUnansweredRequests(db, context);
  // Checked out → completed; accepted with no check-out → completed two days after the last day.
  const completed = await completeEndedStays(db, appClock.now(), BATCH);
  const released = await releaseStrandedAuthorisations(db, context, BATCH);
  const refunds = await retryPendingRefunds(db, appClock.now(), BATCH);
  return { expired, completed, released, failed, refundsSent: refunds.sent, refundsFailed: refunds.failed };
}

export function bookingLifecycleJob(db: Database, options: ChangeContext & { log: JobLog }): JobDefinition {
  return {
    name: 'booking-lifecycle',
    everySeconds: 60,
    run: async () => {
      const run = await runBookingJobs(db, options);
      if (run.failed + run.refundsFailed > 0)
        options.log.error(run, 'some requests could not be expired or refunds sent; retried on a later run');
      else if (run.expired + run.completed + run.released + run.refundsSent > 0)
        options.log.info(run, 'bookings expired or completed');
      return run;
    },
  };
}
