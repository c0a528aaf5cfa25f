import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookingSummary } from '../../../shared/bookings/trips.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { BookingStatusBadge } from './BookingStatusBadge.tsx';
import { MoneyFact } from './MoneyFact.tsx';
import { NextActionButton } from './NextActionButton.tsx';
import { TimeLeftText } from './TimeLeftText.tsx';
import { useTripDates } from './tripDates.ts';
import '../../styles/trip.css';

export function detailPath(bookingId: number): string {
  return `/booking/${bookingId}/detail`;
}

/**
 * One booking in a list: picture, boat, harbour, dates, status in words, what was paid, is held or
 * due, and its next action. `answer` holds an owner's Accept / Decline for a request.
 */
export function BookingCard({
  booking,
  money,
  now,
  headingLevel = 3,
  answer,
}: {
  booking: BookingSummary;
  money(amountEurMinor: number): string;
  now: number;
  headingLevel?: 2 | 3;
  answer?: ReactNode;
}) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const dates = useTripDates();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = [booking.place.harbour, booking.place.city].filter(Boolean).join(', ');
  const period = booking.halfDayPeriod ? ` · ${t(`trips:halfDay.${booking.halfDayPeriod}`)}` : '';
  const isRequest =
    booking.responseDueAt !== null && (booking.status === 'paid' || booking.status === 'down_payment_paid');
  return (
    <article className="booking-card" data-booking-id={booking.id} data-status={booking.status}>
      <div className="booking-card__media">
        {booking.product.picture ? (
          <img src={booking.product.picture} alt="" loading="lazy" width="160" height="120" />
        ) : (
          <div className="booking-card__no-picture" aria-hidden="true" />
        )}
      </div>
      <div className="booking-card__body">
        <Heading className="booking-card__title">
          <Link to={localizedPath(language, detailPath(booking.id), defaultLanguage)}>
            {booking.product.title}
          </Link>
        </Heading>
        <p className="booking-card__place">{place || t('trips:common.harbourUnknown')}</p>
        <p className="booking-card__dates">
          <span>{dates.range(booking.startDate, booking.endDate)}</span>
          {period}
        </p>
        <p className="booking-card__meta">
          <BookingStatusBadge status={booking.status} side={booking.role} />
          <span className="muted">
            {t('trips:common.reference', { reference: booking.reference })} ·{' '}
            {booking.role === 'owner'
              ? t('trips:common.renter', { name: booking.counterpart.firstName })
              : t('trips:common.owner', { name: booking.counterpart.firstName })}
          </span>
        </p>
        <dl className="booking-card__money">
          <MoneyFact label={t('trips:money.total')} amount={money(booking.totalAmount)} />
          {booking.heldAmount > 0 && (
            <MoneyFact label={t('trips:money.held')} amount={money(booking.heldAmount)} />
          )}
          {booking.paidAmount > 0 && (
            <MoneyFact label={t('trips:money.paid')} amount={money(booking.paidAmount)} />
          )}
          {booking.dueAmount > 0 && (
            <div>
              <dt>
                {booking.balanceDueDate
                  ? t('trips:money.dueBy', { date: dates.day(booking.balanceDueDate) })
                  : t('trips:money.due')}
              </dt>
              <dd>{money(booking.dueAmount)}</dd>
            </div>
          )}
          {booking.refundedAmount > 0 && (
            <MoneyFact label={t('trips:money.refunded')} amount={money(booking.refundedAmount)} />
          )}
        </dl>
        {isRequest && booking.role === 'owner' && booking.responseDueAt && (
          <p className="booking-card__deadline">
            <TimeLeftText now={now} until={booking.responseDueAt} />
          </p>
        )}
        {answer ?? <NextActionButton action={booking.nextAction} bookingTitle={booking.product.title} />}
      </div>
    </article>
  );
}
