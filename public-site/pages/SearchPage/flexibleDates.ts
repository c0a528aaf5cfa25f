/** SPEC sections 4 and 9: the flexible dates bar's alternatives to the searched dates. */

export const FLEXIBLE_RANGE_THRESHOLD_DAYS = 17;
const SHIFT_BY_DAYS_UNDER = 6;
const TWO_WEEKS_FROM = 11;
const DAY_MS = 86_400_000;

export interface FlexibleDateOption {
  startDate: string;
  endDate: string;
  /** Days between this option's start and the searched start. */
  delta: number;
}

export interface FlexibleDatesInput {
  dateFrom?: string;
  dateTo?: string;
  halfDayPeriod?: string;
  isMobile: boolean;
  /** YYYY-MM-DD */
  today: string;
}

const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const toDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Days of a stay, both ends included (a one-day search is 1). */
export function stayDays(dateFrom: string, dateTo: string): number {
  return toDay(dateTo) - toDay(dateFrom) + 1;
}

/** Whether the bar shows: dates chosen, a range under 17 days, and no half day. */
export function showsFlexibleDates(input: Omit<FlexibleDatesInput, 'isMobile' | 'today'>): boolean {
  if (!input.dateFrom || !input.dateTo || input.halfDayPeriod) return false;
  return stayDays(input.dateFrom, input.dateTo) < FLEXIBLE_RANGE_THRESHOLD_DAYS;
}

/**
 * The alternatives, in date order, the searched dates included (delta 0). Stays under 6 days shift
 * by days (-1..1 on mobile, -3..3 otherwise); longer ones by weeks (2 weeks from 11 days, else 1).
 * An alternative that would start in the past is pushed forward after the last one, so the bar
 * keeps its length and never offers a day already gone.
 */
export function flexibleDateOptions(input: FlexibleDatesInput): FlexibleDateOption[] {
  if (!showsFlexibleDates(input) || !input.dateFrom || !input.dateTo) return [];
  const start = toDay(input.dateFrom);
  const length = stayDays(input.dateFrom, input.dateTo);
  const today = toDay(input.today);
  const reach = input.isMobile ? 1 : 3;
  const step = length < SHIFT_BY_DAYS_UNDER ? 1 : length >= TWO_WEEKS_FROM ? 14 : 7;
  const stepsAround = length < SHIFT_BY_DAYS_UNDER ? reach : 1;

  const shifts: number[] = [];
  for (let i = -stepsAround; i <= stepsAround; i++) shifts.push(i * step);
  const future = shifts.filter((shift) => start + shift >= today);
  let next = (shifts.at(-1) ?? 0) + step;
  while (future.length < shifts.length) {
    if (start + next >= today) future.push(next);
    next += step;
  }
  return future.map((delta) => ({
    startDate: toDate(start + delta),
    endDate: toDate(start + delta + length - 1),
    delta,
  }));
}
