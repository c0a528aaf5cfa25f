import type { Database } from '../db/connection.ts';
import { appClock } from '../http/clock.ts';
import { importFeeds } from '../modules/listing-calendar/service.ts';
import type { JobDefinition } from './engine.ts';
import type { JobLog } from './outboxDelivery.ts';

/**
 * iCal imports (issue 17): every feed another platform publishes for a listing is read again every
 * 30 minutes, and its days replace those of its last import. Each feed is claimed with a lease, so
 * two processes never fetch the same one, and a second run finds nothing due.
 */
export function icalImportJob(
  db: Database,
  options: { log: JobLog; allowPrivateFeeds: boolean },
): JobDefinition {
  return {
    name: 'ical-import',
    everySeconds: 60,
    run: async () => {
      const run = await importFeeds(db, {
        now: appClock.now(),
        allowPrivateFeeds: options.allowPrivateFeeds,
      });
      if (run.unexpected.length > 0)
        options.log.warn({ failures: run.unexpected }, 'ical feeds failed unexpectedly');
      if (run.imported + run.failed > 0)
        options.log.info({ imported: run.imported, failed: run.failed }, 'ical feeds imported');
      return { imported: run.imported, failed: run.failed, unexpected: run.unexpected.length };
    },
  };
}
