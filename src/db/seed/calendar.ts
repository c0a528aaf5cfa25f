/** Calendar-date arithmetic on 'YYYY-MM-DD' strings (booked days are dates, never instants). */

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** An instant on a date, as an ISO string (UTC). */
export function instant(date: string, hour = 12, minute = 0): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * 60_000).toISOString();
}

/** An instant shifted by some hours. */
export function plusHours(iso: string, hours: number): string {
  return new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
}

/** The earlier of two ISO instants. */
export function earlier(a: string, b: string): string {
  return a < b ? a : b;
}

/** The later of two ISO instants. */
export function later(a: string, b: string): string {
  return a > b ? a : b;
}

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
