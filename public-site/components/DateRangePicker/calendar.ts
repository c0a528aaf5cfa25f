import type { ProductAvailability } from '../../../shared/product/productDetails.ts';

export type TakenKind = ProductAvailability['days'][number]['taken'];
export type TakenDays = Map<string, TakenKind>;

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function takenDaysOf(availability: ProductAvailability): TakenDays {
  return new Map(availability.days.map((day) => [day.date, day.taken]));
}

/** The first day of the month `offset` months after the month of `date` ('2031-07-01'). */
export function monthStart(date: string, offset = 0): string {
  const [year, month] = date.split('-').map(Number);
  const d = new Date(Date.UTC(year, month - 1 + offset, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * The weeks of a month for a grid starting on Monday: null for the blanks before the 1st and after
 * the last day.
 */
export function monthWeeks(firstOfMonth: string): (string | null)[][] {
  const first = new Date(`${firstOfMonth}T00:00:00Z`);
  const leading = (first.getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let date = firstOfMonth; date.slice(0, 7) === firstOfMonth.slice(0, 7); date = addDays(date, 1))
    days.push(date);
  while (days.length % 7 !== 0) days.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** Whether a whole day can be chosen (a half-taken day can still be booked by the half day). */
export function isFullDayFree(taken: TakenDays, date: string): boolean {
  return !taken.has(date);
}

export function isHalfDayFree(taken: TakenDays, date: string, period: 'morning' | 'afternoon'): boolean {
  const kind = taken.get(date);
  return kind === undefined || (kind !== 'booked' && kind !== 'blocked' && kind !== period);
}

/** Whether every day from `from` to `to` (inclusive) is free. */
export function isRangeFree(taken: TakenDays, from: string, to: string): boolean {
  for (let date = from; date <= to; date = addDays(date, 1)) if (taken.has(date)) return false;
  return true;
}

export interface DateRange {
  dateFrom: string | null;
  dateTo: string | null;
}

/**
 * A click in the range picker: the first click starts a range, the second ends it (or starts again
 * when it is before the start or the range would cross a taken day).
 */
export function pickDate(range: DateRange, date: string, taken: TakenDays): DateRange {
  if (!range.dateFrom || range.dateTo) return { dateFrom: date, dateTo: null };
  if (date < range.dateFrom || !isRangeFree(taken, range.dateFrom, date))
    return { dateFrom: date, dateTo: null };
  return { dateFrom: range.dateFrom, dateTo: date };
}
