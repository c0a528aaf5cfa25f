import { EUR, formatMoney } from '../../../shared/currency.ts';
import { type LanguageCode, languageOf } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { readerText } from '../i18n/readerText.ts';
import { bookingListingTitles as listingTitlesOfBooking } from '../notifications/repository.ts';
import { notify, storedNotices } from '../notifications/service.ts';
import { bookingThreadUrl } from '../notifications/threadLink.ts';
import { formatDay } from '../payments/emails.ts';
import { bookingNoticeFacts } from './repository.ts';
import { isRequest } from './stateMachine.ts';

/**
 * The booking's notices, each written by `notify` in the transaction of the change it announces,
 * in the recipient's language. `{{boat}}` the listing, `{{ref}}` the reference, `{{dates}}` the
 * booked days, `{{amount}}` money in the recipient's language, `{{reason}}` the owner's words,
 * `{{link}}` the booking's page.
 */
export const BOOKING_NOTICE_KINDS = [
  'requestReceived',
  'bookingReceived',
  'requestAccepted',
  'requestDeclined',
  'requestExpired',
  'requestExpiredOwner',
  'cancelledByTenant',
  'cancellationConfirmed',
  'requestWithdrawn',
  'cancellationNoRefund',
  'cancelledByOwner',
  'cancelledByStaff',
] as const;

/** Each kind's words, from the `notices:bookings.<kind>` resources. */
export const BOOKING_NOTICES = storedNotices('bookings', BOOKING_NOTICE_KINDS);

/** The refund sentence of `cancelledByStaff` in the reader's language, with the notice's money. */
export const staffRefundLine = (language: LanguageCode, amount: string): string =>
  String(readerText(language).t('notices:bookings.staffRefundLine', { amount }));

export type BookingNoticeKind = (typeof BOOKING_NOTICE_KINDS)[number];

export interface BookingFacts {
  id: number;
  reference: string;
  listingTitle: string;
  startDate: string;
  endDate: string;
}

/** Worth an SMS: a request to answer, a trip the owner cancelled. */
const URGENT: ReadonlySet<BookingNoticeKind> = new Set(['requestReceived', 'cancelledByOwner']);

export async function notifyBooking(
  tx: Queryable,
  publicUrl: string,
  notice: {
    kind: BookingNoticeKind;
    userId: number;
    booking: BookingFacts;
    amount?: number;
    reason?: string | null;
    /** Extra placeholder values by language (a sentence of the notice's own, already filled). */
    more?: (language: LanguageCode, amount: string) => Record<string, string>;
  },
): Promise<void> {
  const { booking } = notice;
  const titles = await listingTitlesOfBooking(tx, booking.id);
  const base = publicUrl.replace(/\/$/, '');
  await notify(tx, {
    userId: notice.userId,
    kind: `bookings.${notice.kind}`,
    texts: BOOKING_NOTICES[notice.kind],
    bookingId: booking.id,
    threadUrl: await bookingThreadUrl(tx, publicUrl, booking.id),
    urgent: URGENT.has(notice.kind),
    payload: { amount: notice.amount ?? null },
    values: (language: LanguageCode) => ({
      ...notice.more?.(language, formatMoney(notice.amount ?? 0, EUR, languageOf(language).dateLocale)),
      boat: titles[language.slice(0, 2)] ?? booking.listingTitle,
      ref: booking.reference,
      dates:
        booking.startDate === booking.endDate
          ? formatDay(booking.startDate, language)
          : `${formatDay(booking.startDate, language)} – ${formatDay(booking.endDate, language)}`,
      amount: formatMoney(notice.amount ?? 0, EUR, languageOf(language).dateLocale),
      reason: notice.reason ?? '',
      link: `${base}/${language}/booking/${booking.id}/detail`,
    }),
  });
}

/** Tells the owner a paid booking arrived: a request to answer (urgent), or an instant booking. */
export async function notifyNewBooking(
  tx: Queryable,
  publicUrl: string,
  bookingId: number,
  amount: number,
): Promise<void> {
  const facts = await bookingNoticeFacts(tx, bookingId);
  if (!facts) return;
  await notifyBooking(tx, publicUrl, {
    kind: isRequest(facts.status) ? 'requestReceived' : 'bookingReceived',
    userId: Number(facts.owner_id),
    booking: {
      id: Number(facts.id),
      reference: facts.reference,
      listingTitle: facts.listing_title,
      startDate: facts.start_date,
      endDate: facts.end_date,
    },
    amount,
  });
}
