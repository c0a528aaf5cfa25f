import { Link, useLocation } from 'react-router';
import type { CalendarDay, Hold, ListingCalendar } from '../../../shared/owners/calendar.ts';
import { useDateFormat } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { calendarDay } from '../../components/Trip/tripDates.ts';
import { useEuros } from './useEuros.ts';

const MONTH_HEADING: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };
const DAY_LABEL: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
};
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short', timeZone: 'UTC' };
/** 2024-01-01 was a Monday: the week starts on Monday, as in Europe's harbours. */
const MONDAYS = Array.from({ length: 7 }, (_, i) => calendarDay(`2024-01-0${i + 1}`));

const holdClass = (hold: Hold | null) =>
  hold ? `owner-calendar__half--${hold.kind}` : 'owner-calendar__half--free';

/** The month as weeks of seven days; each day a button that picks it for the form below. */
export function MonthGrid({
  calendar,
  selection,
  onPick,
}: {
  calendar: ListingCalendar;
  selection: { from: string; to: string };
  onPick(date: string): void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const monthHeading = useDateFormat(MONTH_HEADING);
  const dayLabel = useDateFormat(DAY_LABEL);
  const weekday = useDateFormat(WEEKDAY);
  const euros = useEuros();

  const leading = (calendarDay(calendar.days[0].date).getUTCDay() + 6) % 7;
  const cells: (CalendarDay | null)[] = [...Array(leading).fill(null), ...calendar.days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  const stateOf = (day: CalendarDay) => {
    const word = (hold: Hold | null) => t(`ownerCalendar:holds.${hold?.kind ?? 'free'}`);
    if (day.morning?.kind === day.afternoon?.kind) return word(day.morning);
    return t('ownerCalendar:halves', { morning: word(day.morning), afternoon: word(day.afternoon) });
  };
  const selected = (date: string) => selection.from !== '' && selection.from <= date && date <= selection.to;

  return (
    <div className="owner-calendar__month">
      <nav className="owner-calendar__nav" aria-label={t('ownerCalendar:months')}>
        <Link to={`${pathname}?month=${calendar.previousMonth}`} data-testid="previous-month">
          ← {t('ownerCalendar:previousMonth')}
        </Link>
        <h3 aria-live="polite">{monthHeading(calendarDay(`${calendar.month}-01`))}</h3>
        <Link to={`${pathname}?month=${calendar.nextMonth}`} data-testid="next-month">
          {t('ownerCalendar:nextMonth')} →
        </Link>
      </nav>
      <table className="owner-calendar__grid">
        <caption className="visually-hidden">{t('ownerCalendar:gridCaption')}</caption>
        <thead>
          <tr>
            {MONDAYS.map((day) => (
              <th key={day.toISOString()} scope="col">
                {weekday(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)?.date}>
              {week.map((day, index) =>
                day ? (
                  <td key={day.date}>
                    <button
                      type="button"
                      className="owner-calendar__day"
                      aria-pressed={selected(day.date)}
                      aria-label={`${dayLabel(calendarDay(day.date))}: ${stateOf(day)}, ${euros(day.price)}`}
                      disabled={day.past}
                      onClick={() => onPick(day.date)}
                      data-date={day.date}
                      data-morning={day.morning?.kind ?? 'free'}
                      data-afternoon={day.afternoon?.kind ?? 'free'}
                    >
                      <span className="owner-calendar__date">{Number(day.date.slice(8))}</span>
                      <span className="owner-calendar__halves" aria-hidden="true">
                        <span className={holdClass(day.morning)} />
                        <span className={holdClass(day.afternoon)} />
                      </span>
                      <span className="owner-calendar__price">{euros(day.price)}</span>
                    </button>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before and after the month
                  <td key={`empty-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="owner-calendar__legend">
        {(['free', 'booking', 'request', 'block', 'imported'] as const).map((kind) => (
          <li key={kind}>
            <span className={holdClass(kind === 'free' ? null : { kind, id: 0 })} aria-hidden="true" />
            {t(`ownerCalendar:holds.${kind}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
