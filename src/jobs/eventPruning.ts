import type { Database } from '../db/connection.ts';
import { pruneEvents } from '../modules/events/repository.ts';
import type { JobDefinition } from './engine.ts';
import type { JobLog } from './outboxDelivery.ts';

/** Live events are kept a day: long enough for any tab to come back and replay, then deleted. */
const KEEP_MS = 24 * 60 * 60_000;

export function eventPruningJob(db: Database, options: { log: JobLog }): JobDefinition {
  return {
    name: 'event-pruning',
    everySeconds: 3600,
    run: async () => {
      const pruned = await pruneEvents(db, new Date(Date.now() - KEEP_MS));
      if (pruned > 0) options.log.info({ pruned }, 'live events pruned');
      return { pruned };
    },
  };
}
