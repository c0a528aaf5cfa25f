import type { Database } from '../db/connection.ts';
import { runListingTranslations } from '../modules/translations/service.ts';
import type { MachineTranslator } from '../providers/translation.ts';
import type { JobDefinition } from './engine.ts';
import type { JobLog } from './outboxDelivery.ts';

/**
 * Listings changed since their last translation get their other languages (issue 23): every
 * 30 seconds, batches of 50 until the queue is empty, so an edit reads in every language within a
 * minute and a first start's backlog drains without holding the database.
 */
export function listingTranslationsJob(
  db: Database,
  options: { translator: MachineTranslator | null; log: JobLog },
): JobDefinition {
  return {
    name: 'listing-translations',
    everySeconds: 30,
    run: async () => {
      let translated = 0;
      for (let round = 0; round < 20; round++) {
        const run = await runListingTranslations(db, { translator: options.translator });
        if (run.translated > 0) options.log.info(run, 'listings translated');
        translated += run.translated;
        if (run.translated === 0) break;
      }
      return { translated };
    },
  };
}
