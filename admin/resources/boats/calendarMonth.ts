import type { BoatCalendarEntry } from '../../../shared/admin/boats.ts';

export interface CalendarDay {
  date: string;
  entries: BoatCalendarEntry[];
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the month `offset` months after the one `today` is in, as 'YYYY-MM-01'. */
export function monthStart(today: string, offset: number): string {
  const [year, month] = today.split('-').map(Number);
  return iso(new Date(Date.UTC(year, month - 1 + offset, 1)));
}

/**
 * A month as weeks of seven cells (Monday first; null pads the first and last weeks), each day with
 * the bookings and blocks that hold it. Periods are end-exclusive: the last night is the day before.
 */
export function calendarMonth(first: string, entries: BoatCalendarEntry[]): (CalendarDay | null)[][] {
  const start = new Date(`${first}T00:00:00Z`);
  const days: (CalendarDay | null)[] = Array.from({ length: (start.getUTCDay() + 6) % 7 }, () => null);
  for (let d = new Date(start); d.getUTCMonth() === start.getUTCMonth(); d.setUTCDate(d.getUTCDate() + 1)) {
    const date = iso(d);
    days.push({ date, entries: entries.filter((e) => e.startDate <= date && date < e.endDate) });
  }
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}
