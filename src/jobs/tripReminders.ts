import type { Database } from '../db/connection.ts';
import { appClock } from '../http/clock.ts';
import { sendTripReminders } from '../modules/bookings/reminders.ts';
import type { JobDefinition } from './engine.ts';
import type { JobLog } from './outboxDelivery.ts';

/** Pushes the check-in tomorrow and the balance due, once each, every quarter of an hour. */
export function tripRemindersJob(db: Database, options: { log: JobLog }): JobDefinition {
  return {
    name: 'trip-reminders',
    everySeconds: 900,
    run: async () => {
      const sent = await sendTripReminders(db, appClock.now().toISOString().slice(0, 10));
      if (sent > 0) options.log.info({ sent }, 'trip reminders pushed');
      return { sent };
    },
  };
}
