/**
 * Calendar days typed as the console's language writes them: "30/11/2026" in French, "11/30/2026" in
 * English. The browser's own date input follows the browser's language instead, whatever the console's.
 */
type Part = 'day' | 'month' | 'year';

export interface DayPattern {
  order: Part[];
  separator: string;
}

export function dayPattern(locale: string): DayPattern {
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2026, 10, 30)));
  const order = parts
    .map((p) => p.type)
    .filter((t): t is Part => t === 'day' || t === 'month' || t === 'year');
  const separator = parts.find((p) => p.type === 'literal')?.value ?? '/';
  return { order, separator };
}

/** `2026-11-30` → "30/11/2026" in the pattern; anything else is shown as it is. */
export function formatDay(iso: string | null | undefined, pattern: DayPattern): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return iso ?? '';
  const value = { year: match[1], month: match[2], day: match[3] };
  return pattern.order.map((part) => value[part]).join(pattern.separator);
}

/** "30/11/2026" (or "30.11.2026", "30 11 2026", "2026-11-30") → `2026-11-30`; null unless it is a real day. */
export function parseDay(text: string, pattern: DayPattern): string | null {
  const numbers = text
    .trim()
    .split(/[^\d]+/)
    .filter(Boolean);
  if (numbers.length !== 3) return null;
  // A day pasted as `2026-11-30` reads as such in any language.
  const order: Part[] = /^\d{4}-\d{1,2}-\d{1,2}$/.test(text.trim())
    ? ['year', 'month', 'day']
    : pattern.order;
  const value: Record<Part, number> = { day: 0, month: 0, year: 0 };
  order.forEach((part, i) => {
    value[part] = Number(numbers[i]);
  });
  if (numbers[order.indexOf('year')].length !== 4) return null;
  const date = new Date(Date.UTC(value.year, value.month - 1, value.day));
  if (date.getUTCMonth() !== value.month - 1 || date.getUTCDate() !== value.day) return null;
  return date.toISOString().slice(0, 10);
}
