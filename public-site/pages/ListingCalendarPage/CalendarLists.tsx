import { useState } from 'react';
import { Link } from 'react-router';
import type { ListingCalendar } from '../../../shared/owners/calendar.ts';
import { listingCalendarUrl } from '../../../shared/owners/calendarPaths.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { BookingStatusBadge } from '../../components/Trip/BookingStatusBadge.tsx';
import { useTripDates } from '../../components/Trip/tripDates.ts';

type Send = (path: string, method: 'POST' | 'DELETE', body?: unknown) => Promise<ListingCalendar>;

/** The month's bookings and requests (each linking to its page) and its blocks, each freed in one click. */
export function CalendarLists({ calendar, send }: { calendar: ListingCalendar; send: Send }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const dates = useTripDates();
  const [failed, setFailed] = useState(false);

  async function unblock(block: ListingCalendar['blocks'][number]) {
    setFailed(false);
    const from = block.startDate < calendar.today ? calendar.today : block.startDate;
    await send(listingCalendarUrl(calendar.productId, 'unblock'), 'POST', {
      from,
      to: block.endDate,
      part: block.part,
    }).catch(() => setFailed(true));
  }

  return (
    <div className="owner-calendar__lists">
      <section aria-labelledby="owner-calendar-bookings">
        <h3 id="owner-calendar-bookings">{t('ownerCalendar:bookings.title')}</h3>
        {calendar.bookings.length === 0 ? (
          <p className="muted">{t('ownerCalendar:bookings.none')}</p>
        ) : (
          <ul>
            {calendar.bookings.map((booking) => (
              <li key={booking.id}>
                <Link to={localizedPath(language, `/${booking.path}`, defaultLanguage)}>
                  {dates.range(booking.startDate, booking.endDate)} · {booking.renterFirstName}
                  {booking.part !== 'day' && ` · ${t(`ownerCalendar:parts.${booking.part}`)}`}
                </Link>
                <BookingStatusBadge status={booking.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="owner-calendar-blocks">
        <h3 id="owner-calendar-blocks">{t('ownerCalendar:blocks.title')}</h3>
        {calendar.blocks.length === 0 ? (
          <p className="muted">{t('ownerCalendar:blocks.none')}</p>
        ) : (
          <ul data-testid="owner-calendar-blocks">
            {calendar.blocks.map((block) => (
              <li key={block.id}>
                <span>
                  {dates.range(block.startDate, block.endDate)}
                  {block.part !== 'day' && ` · ${t(`ownerCalendar:parts.${block.part}`)}`}
                  {' · '}
                  {block.source === 'imported'
                    ? t('ownerCalendar:blocks.imported', { note: block.note ?? '' })
                    : t('ownerCalendar:blocks.owner')}
                </span>
                {block.source === 'owner' && block.endDate >= calendar.today && (
                  <button type="button" className="button button--ghost" onClick={() => void unblock(block)}>
                    {t('ownerCalendar:form.unblock')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {failed && (
          <p className="owner-calendar__problem" role="alert">
            {t('ownerCalendar:problems.failed')}
          </p>
        )}
      </section>
    </div>
  );
}
