import { formatMoney } from '../../../shared/currency.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { type NoticeTexts, notify } from '../notifications/service.ts';
import { bookingNoticeFacts } from './repository.ts';
import { isRequest } from './stateMachine.ts';

/**
 * The booking's notices (issue 16), each written by `notify` in the transaction of the change it
 * announces, in the recipient's language. `{boat}` the listing, `{ref}` the reference, `{dates}`
 * the booked days, `{amount}` money in the recipient's language, `{reason}` the owner's words,
 * `{link}` the booking's page.
 */
export const BOOKING_NOTICES = {
  requestReceived: {
    en: {
      subject: 'New booking request {ref}: {boat}',
      body: 'A renter asks for {boat} on {dates}. {amount} is reserved on their card and charged only when you accept. Answer within 48 hours: {link}',
      sms: 'Bosun: new request for {boat} on {dates}. Answer within 48 h: {link}',
    },
  },
  bookingReceived: {
    en: {
      subject: 'New booking {ref}: {boat}',
      body: '{boat} is booked on {dates} by instant booking. The renter paid {amount}. {link}',
    },
  },
  requestAccepted: {
    en: {
      subject: 'Booking {ref} confirmed: {boat}',
      body: 'The owner accepted your request for {boat} on {dates}. We charged {amount} to your card. {link}',
    },
  },
  requestDeclined: {
    en: {
      subject: 'Booking request {ref} declined',
      body: 'The owner declined your request for {boat} on {dates}. {reason} The {amount} reserved on your card is released: you pay nothing. {link}',
    },
  },
  requestExpired: {
    en: {
      subject: 'Booking request {ref} expired',
      body: 'The owner did not answer your request for {boat} on {dates} in time. The {amount} reserved on your card is released: you pay nothing. {link}',
    },
  },
  requestExpiredOwner: {
    en: {
      subject: 'Booking request {ref} expired',
      body: 'The request for {boat} on {dates} was not answered in time, so it expired and the renter pays nothing. {link}',
    },
  },
  cancelledByTenant: {
    en: {
      subject: 'Booking {ref} cancelled by the renter',
      body: 'The renter cancelled {boat} on {dates}. These days are free again. {link}',
    },
  },
  cancellationConfirmed: {
    en: {
      subject: 'Booking {ref} cancelled',
      body: 'You cancelled {boat} on {dates}. We refund {amount} under the cancellation policy; it reaches your card within 5 to 10 days. {link}',
    },
  },
  cancelledByOwner: {
    en: {
      subject: 'Booking {ref} cancelled by the owner',
      body: 'The owner cancelled your booking of {boat} on {dates}. We refund {amount} in full; it reaches your card within 5 to 10 days. {link}',
      sms: 'Bosun: the owner cancelled {boat} on {dates}. You are refunded {amount} in full. {link}',
    },
  },
} satisfies Record<string, NoticeTexts>;

export type BookingNoticeKind = keyof typeof BOOKING_NOTICES;

export interface BookingFacts {
  id: number;
  reference: string;
  listingTitle: string;
  startDate: string;
  endDate: string;
}

const EUR = { code: 'EUR', minorDigits: 2 };

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
  },
): Promise<void> {
  const { booking } = notice;
  await notify(tx, {
    userId: notice.userId,
    kind: `bookings.${notice.kind}`,
    texts: BOOKING_NOTICES[notice.kind] as NoticeTexts,
    bookingId: booking.id,
    urgent: URGENT.has(notice.kind),
    payload: { amount: notice.amount ?? null },
    values: (language: LanguageCode) => ({
      boat: booking.listingTitle,
      ref: booking.reference,
      dates:
        booking.startDate === booking.endDate
          ? booking.startDate
          : `${booking.startDate} – ${booking.endDate}`,
      amount: formatMoney(notice.amount ?? 0, EUR, language),
      reason: notice.reason ?? '',
      link: `${publicUrl.replace(/\/$/, '')}/${language}/booking/${booking.id}/detail`,
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
