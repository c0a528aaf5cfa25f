import type { Database } from '../db/connection.ts';
import { appClock } from '../http/clock.ts';
import { noticeLanguage, notify } from '../modules/notifications/service.ts';
import { reviewReminderTexts } from '../modules/reviews/notices.ts';
import {
  findReviewBooking,
  listDueReminders,
  lockBookingsDueForPublication,
  lockCompletedWithPublishedReview,
  recordReminder,
} from '../modules/reviews/repository.ts';
import { markReviewed, publishBooking, REVIEW_WINDOW_DAYS } from '../modules/reviews/service.ts';
import type { JobDefinition } from './engine.ts';
import type { JobLog } from './outboxDelivery.ts';

export interface ReviewPublicationOptions {
  publicUrl: string;
  /** The job's clock; tests move it. */
  now?: () => Date;
}

export interface ReviewPublicationRun {
  published: number;
  reviewed: number;
  reminders: number;
}

const BATCH = 200;

/**
 * Double-blind reviews (issue 16): a review nobody answered is published 14 days after the stay; a
 * completed booking whose renter review is public moves to reviewed (also when the completion job
 * ran after the publication); and whoever has not written is reminded 1 and 7 days after the stay,
 * once each (review_reminders). Bookings are claimed with FOR UPDATE SKIP LOCKED, so two runs or two
 * processes never handle the same one, and a second run finds nothing left to do.
 */
export async function runReviewPublication(
  db: Database,
  options: ReviewPublicationOptions,
): Promise<ReviewPublicationRun> {
  const now = (options.now ?? appClock.now)();
  const run: ReviewPublicationRun = { published: 0, reviewed: 0, reminders: 0 };

  run.published = await db.transaction(async (tx) => {
    const due = await lockBookingsDueForPublication(tx, now, REVIEW_WINDOW_DAYS, BATCH);
    for (const bookingId of due) {
      const booking = await findReviewBooking(tx, bookingId, now, REVIEW_WINDOW_DAYS);
      if (booking) await publishBooking(tx, booking, now);
    }
    return due.length;
  });

  run.reviewed = await db.transaction(async (tx) => {
    const completed = await lockCompletedWithPublishedReview(tx, BATCH);
    for (const bookingId of completed) await markReviewed(tx, bookingId, 'completed', now);
    return completed.length;
  });

  const base = options.publicUrl.replace(/\/$/, '');
  for (const reminder of await listDueReminders(db, now, REVIEW_WINDOW_DAYS, BATCH)) {
    const sent = await db.transaction(async (tx) => {
      // The row is the lock: a second run (or process) inserts nothing and sends nothing.
      if (!(await recordReminder(tx, reminder, now))) return false;
      await notify(tx, {
        userId: reminder.user_id,
        kind: 'reviews.reminder',
        texts: reviewReminderTexts,
        bookingId: reminder.booking_id,
        values: (language) => ({
          ref: reminder.reference,
          boat: reminder.listing_title,
          until: reminder.write_until,
          link: `${base}/${noticeLanguage(language)}/booking/${reminder.booking_id}/detail`,
        }),
        payload: { daysAfter: reminder.days_after, authorRole: reminder.author_role },
      });
      return true;
    });
    if (sent) run.reminders++;
  }
  return run;
}

export function reviewPublicationJob(
  db: Database,
  options: ReviewPublicationOptions & { log: JobLog },
): JobDefinition {
  return {
    name: 'review-publication',
    everySeconds: 900,
    run: async () => {
      const run = await runReviewPublication(db, options);
      if (run.published + run.reviewed + run.reminders > 0) options.log.info(run, 'reviews published');
      return run;
    },
  };
}
