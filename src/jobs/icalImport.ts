import type { Database } from '../db/connection.ts';
import { appClock } from '../http/clock.ts';
import { importFeeds } from '../modules/listing-calendar/service.ts';
import type { JobLog } from './outboxDelivery.ts';
import { type ScheduledJob, scheduleJob } from './paymentSessionExpiry.ts';

/**
 * iCal imports (issue 17): every feed another platform publishes for a listing is read again every
 * 30 minutes, and its days replace those of its last import. Each feed is claimed with a lease, so
 * two processes never fetch the same one, and a second run finds nothing due.
 */
export function startIcalImport(
  db: Database,
  options: { log: JobLog; allowPrivateFeeds: boolean; intervalMs?: number },
): ScheduledJob {
  return scheduleJob(
    'ical import',
    async () => {
      const run = await importFeeds(db, {
        now: appClock.now(),
        allowPrivateFeeds: options.allowPrivateFeeds,
      });
      if (run.unexpected.length > 0)
        options.log.warn({ failures: run.unexpected }, 'ical feeds failed unexpectedly');
      if (run.imported + run.failed > 0)
        options.log.info({ imported: run.imported, failed: run.failed }, 'ical feeds imported');
    },
    options.log,
    options.intervalMs ?? 60_000,
  );
}
