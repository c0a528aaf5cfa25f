import type { Database } from '../db/connection.ts';
import { pruneEvents } from '../modules/events/repository.ts';
import type { JobLog } from './outboxDelivery.ts';
import { type ScheduledJob, scheduleJob } from './paymentSessionExpiry.ts';

/** Live events are kept a day: long enough for any tab to come back and replay, then deleted. */
const KEEP_MS = 24 * 60 * 60_000;

export function startEventPruning(db: Database, options: { log: JobLog; intervalMs?: number }): ScheduledJob {
  return scheduleJob(
    'event pruning',
    async () => {
      const pruned = await pruneEvents(db, new Date(Date.now() - KEEP_MS));
      if (pruned > 0) options.log.info({ pruned }, 'live events pruned');
    },
    options.log,
    options.intervalMs ?? 60 * 60_000,
  );
}
