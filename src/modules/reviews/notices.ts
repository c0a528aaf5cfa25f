import { storedNotice } from '../notifications/service.ts';

/** The review reminder, 1 and 7 days after a stay, to whoever has not written. */
export const reviewReminderTexts = storedNotice('reviews.reminder');
