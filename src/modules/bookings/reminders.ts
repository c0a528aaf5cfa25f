import { EUR, formatMoney } from '../../../shared/currency.ts';
import type { Database } from '../../db/connection.ts';
import { claimTripReminders } from '../notifications/repository.ts';
import { notify, storedNotice } from '../notifications/service.ts';

/**
 * Pushed reminders about a trip (issue 20): the check-in tomorrow (renter and owner) and the balance
 * due (renter). `{boat}` the listing, `{date}` the day, `{amount}` the balance in the reader's language.
 */

export const CHECK_IN_TOMORROW = storedNotice('reminders.checkInTomorrow');

export const BALANCE_DUE = storedNotice('reminders.balanceDue');

/** Claims today's reminders and pushes each in its own transaction with its claim. */
export async function sendTripReminders(db: Database, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimTripReminders(tx, today);
    for (const row of due) {
      const bookingId = Number(row.booking_id);
      const balance = row.kind === 'balanceDue';
      await notify(tx, {
        userId: Number(row.user_id),
        kind: `bookings.${row.kind}`,
        texts: balance ? BALANCE_DUE : CHECK_IN_TOMORROW,
        channels: ['push'],
        bookingId,
        values: (language) => ({
          boat: row.listing_title,
          ref: row.reference,
          date: (balance ? row.balance_due_date : row.start_date) ?? '',
          amount: formatMoney(Number(row.balance_amount ?? 0), EUR, language),
        }),
        deepLink: (language) =>
          balance ? `/${language}/balance-payment/${bookingId}` : `/${language}/booking/${bookingId}/detail`,
      });
    }
    return due.length;
  });
}
