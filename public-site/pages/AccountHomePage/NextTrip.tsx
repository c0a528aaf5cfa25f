import { Link } from 'react-router';
import type { BookingSummary } from '../../../shared/bookings/trips.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { detailPath } from '../../components/Trip/BookingCard.tsx';
import { BookingStatusBadge } from '../../components/Trip/BookingStatusBadge.tsx';
import { NextActionButton } from '../../components/Trip/NextActionButton.tsx';
import { timeLeft } from '../../components/Trip/timeLeft.ts';
import { useTripDates } from '../../components/Trip/tripDates.ts';

/**
 * The renter's next trip with a countdown in days and hours to its first day. The summary carries
 * no meeting time or time zone, so the countdown runs to the first day's midnight UTC: within an
 * hour or two of the harbour's midnight in Europe, which is all "in 3 days 5 hours" promises.
 */
export function NextTrip({
  trip,
  money,
  now,
}: {
  trip: BookingSummary;
  money(amountEurMinor: number): string;
  now: number;
}) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const dates = useTripDates();
  const left = timeLeft(now, `${trip.startDate}T00:00:00Z`);
  const place = [trip.place.harbour, trip.place.city].filter(Boolean).join(', ');
  const today = new Date(now).toISOString().slice(0, 10);
  // A trip that began before today is under way (until its last day), not "starting today".
  const countdownText = () =>
    !left.over
      ? t('trips:home.countdown', { days: left.days, hours: left.hours })
      : trip.startDate < today
        ? t('trips:home.countdownUnderWay', { date: dates.day(trip.endDate) })
        : t('trips:home.countdownToday');
  return (
    <section className="next-trip" aria-labelledby="next-trip-title" data-testid="next-trip">
      <div className="next-trip__media">
        {trip.product.picture ? (
          <img src={trip.product.picture} alt="" width="640" height="400" />
        ) : (
          <div className="next-trip__no-picture" aria-hidden="true" />
        )}
      </div>
      <div className="next-trip__body">
        <p className="next-trip__eyebrow">{t('trips:home.nextTrip')}</p>
        <h2 id="next-trip-title">
          <Link
            className="next-trip__title-link"
            to={localizedPath(language, detailPath(trip.id), defaultLanguage)}
          >
            {trip.product.title}
          </Link>
        </h2>
        <p>{place}</p>
        <p className="next-trip__dates">{dates.range(trip.startDate, trip.endDate)}</p>
        <p className="next-trip__countdown" data-testid="countdown">
          {countdownText()}
        </p>
        <p>
          <BookingStatusBadge status={trip.status} />{' '}
          {trip.dueAmount > 0 && (
            <span className="muted">{t('trips:home.stillDue', { amount: money(trip.dueAmount) })}</span>
          )}
        </p>
        <NextActionButton action={trip.nextAction} />
      </div>
    </section>
  );
}
