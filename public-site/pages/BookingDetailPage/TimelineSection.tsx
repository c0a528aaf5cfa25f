import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useTripDates } from '../../components/Trip/tripDates.ts';

type TFunction = ReturnType<typeof useTranslation>['t'];

/**
 * A reason as the reader reads it: a decline's or the system's code in the page's language (DESIGN:
 * whose language); anything else is the words a person typed, shown as they wrote them.
 */
export function reasonWords(reason: string, t: TFunction, values: Record<string, string> = {}): string {
  return t(`trips:declineReasons.${reason}`, {
    defaultValue: t(`trips:systemReason.${reason}`, { defaultValue: reason, ...values }),
  });
}

type Entry = BookingDetail['timeline'][number];

/**
 * A history line's code with its facts in the page's words (DESIGN: whose language): a booking
 * change's new days after it, a postponement's dates in it, and the owner's own words for declining
 * a change as they wrote them.
 */
export function entryWords(entry: Entry, t: TFunction, dates: ReturnType<typeof useTripDates>): string {
  const facts = entry.facts ?? {};
  const values: Record<string, string> = {};
  if (facts.fromDate) values.fromDate = dates.day(facts.fromDate);
  if (facts.toDate) values.toDate = dates.day(facts.toDate);
  const parts = [reasonWords(entry.reason ?? '', t, values)];
  if (facts.startDate && facts.endDate) parts.push(dates.range(facts.startDate, facts.endDate));
  if (facts.message) parts.push(facts.message);
  return parts.join(' · ');
}

/** The booking's status changes, oldest first: what, when and who. */
export function TimelineSection({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const dates = useTripDates();
  const entries = [...booking.timeline].sort((a, b) => a.at.localeCompare(b.at));
  // A paid step followed by the system's acceptance was an instant booking: it never waited for
  // the owner, so the history says it was paid and booked, not "waiting for the owner".
  const instant = entries.some((e) => e.to === 'accepted' && e.actorRole === 'system');
  const label = (to: (typeof entries)[number]['to']) =>
    to === 'paid' || to === 'down_payment_paid'
      ? t(`trips:timelineStep.${to}${instant ? 'Instant' : ''}`)
      : to === 'accepted' && instant
        ? t('trips:timelineStep.acceptedInstant')
        : t(`trips:status.${to}`);
  return (
    <section className="detail-section" aria-labelledby="detail-timeline">
      <h2 id="detail-timeline">{t('trips:detail.timeline')}</h2>
      <ol className="detail-timeline">
        {entries.map((entry) => (
          <li key={`${entry.at}-${entry.to}`} data-status={entry.to}>
            <p className="detail-timeline__what">{label(entry.to)}</p>
            <p className="muted">
              <time dateTime={entry.at}>{dates.instant(entry.at, booking.harbour.timeZone)}</time> ·{' '}
              {t(`trips:actor.${entry.actorRole}`)}
            </p>
            {entry.reason && <p className="detail-timeline__reason">{entryWords(entry, t, dates)}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
