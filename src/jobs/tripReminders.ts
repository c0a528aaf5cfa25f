import type { Database } from '../db/connection.ts';
import { appClock } from '../http/clock.ts';
import { sendTripReminders } from '../modules/bookings/reminders.ts';
import type { JobLog } from './outboxDelivery.ts';
import { type ScheduledJob, scheduleJob } from './paymentSessionExpiry.ts';

/** Pushes the check-in tomorrow and the balance due, once each, every quarter of an hour. */
export function startTripReminders(
  db: Database,
  options: { log: JobLog; intervalMs?: number },
): ScheduledJob {
  return scheduleJob(
    'trip reminders',
    async () => {
      const sent = await sendTripReminders(db, appClock.now().toISOString().slice(0, 10));
      if (sent > 0) options.log.info({ sent }, 'trip reminders pushed');
    },
    options.log,
    options.intervalMs ?? 15 * 60_000,
  );
}
