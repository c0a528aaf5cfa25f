import { languageOf } from '../../../shared/i18n/languages.ts';
import { useDateFormat, useSite } from '../../app/useSite.ts';

/**
 * A harbour calendar date 'YYYY-MM-DD' as a Date at midnight UTC: formatted with timeZone 'UTC' (as
 * useDateFormat does), it prints that very day wherever the browser is. `new Date('2026-07-14')`
 * read in local time would print the 13th west of Greenwich.
 */
export function calendarDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const INSTANT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

// An instant is printed in the harbour's time zone (the same on the server and in the browser).
const instantFormats = new Map<string, Intl.DateTimeFormat>();
function instantFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = instantFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...INSTANT, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(locale, { ...INSTANT, timeZone: 'UTC' });
    }
    instantFormats.set(key, format);
  }
  return format;
}

/** Formats a booking's days: "14 Jul 2026", or "14 Jul – 18 Jul 2026" for several days. */
export function useTripDates() {
  const dayMonth = useDateFormat(DAY_MONTH);
  const dayMonthYear = useDateFormat(DAY_MONTH_YEAR);
  const { language } = useSite();
  const locale = languageOf(language).dateLocale;
  return {
    day: (date: string) => dayMonthYear(calendarDay(date)),
    range: (startDate: string, endDate: string) =>
      startDate === endDate
        ? dayMonthYear(calendarDay(startDate))
        : startDate.slice(0, 4) === endDate.slice(0, 4)
          ? `${dayMonth(calendarDay(startDate))} – ${dayMonthYear(calendarDay(endDate))}`
          : `${dayMonthYear(calendarDay(startDate))} – ${dayMonthYear(calendarDay(endDate))}`,
    /** An instant (ISO 8601 UTC) in the harbour's time zone, or in UTC (said so) when it is unknown. */
    instant: (iso: string, timeZone?: string | null) =>
      timeZone
        ? instantFormat(locale, timeZone).format(new Date(iso))
        : `${instantFormat(locale, 'UTC').format(new Date(iso))} UTC`,
  };
}
