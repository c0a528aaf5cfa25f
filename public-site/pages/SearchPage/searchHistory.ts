/** SPEC sections 3, 5 and 9: the last searches, kept in the browser (5 entries, one year). */

export const SEARCH_HISTORY_KEY = 'bosun.searchHistory';
export const SEARCH_HISTORY_SIZE = 5;
const YEAR_MS = 365 * 86_400_000;

export interface SearchHistoryFilters {
  address?: string;
  startDate?: string;
  endDate?: string;
  halfDayPeriod?: string;
  types?: string[];
  sailingType?: string;
  /** The party size searched for (ours, not the SPEC's; an older entry has none). */
  people?: number;
}

export interface SearchHistoryItem {
  key: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  filters: SearchHistoryFilters;
  /** The search page's path and query, to come back to it. */
  href: string;
}

export function historyKey(filters: SearchHistoryFilters): string {
  return JSON.stringify([
    filters.address?.toLowerCase() ?? '',
    filters.startDate ?? '',
    filters.endDate ?? '',
    filters.halfDayPeriod ?? '',
    [...(filters.types ?? [])].sort(),
    filters.sailingType ?? '',
    filters.people ?? '',
  ]);
}

/** Drops entries older than a year or whose dates are past. `today` is YYYY-MM-DD. */
export function liveEntries(items: SearchHistoryItem[], now: number, today: string): SearchHistoryItem[] {
  return items.filter((item) => {
    if (now - item.timestamp > YEAR_MS) return false;
    const lastDay = item.filters.endDate ?? item.filters.startDate;
    return !lastDay || lastDay >= today;
  });
}

/** Adds a search at the top; the same search again moves up; at most 5 are kept. */
export function addEntry(
  items: SearchHistoryItem[],
  entry: { filters: SearchHistoryFilters; href: string },
  now: number,
): SearchHistoryItem[] {
  if (!entry.filters.address && !entry.filters.startDate && !entry.filters.types?.length) return items;
  const key = historyKey(entry.filters);
  const rest = items.filter((item) => item.key !== key);
  return [{ key, timestamp: now, ...entry }, ...rest].slice(0, SEARCH_HISTORY_SIZE);
}

function isItem(value: unknown): value is SearchHistoryItem {
  const item = value as SearchHistoryItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.key === 'string' &&
    typeof item.timestamp === 'number' &&
    typeof item.href === 'string' &&
    typeof item.filters === 'object'
  );
}

/** Reads the stored history; anything unreadable counts as empty. */
export function readHistory(
  storage: Pick<Storage, 'getItem'>,
  now: number,
  today: string,
): SearchHistoryItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? liveEntries(parsed.filter(isItem), now, today) : [];
  } catch {
    return [];
  }
}

export function writeHistory(storage: Pick<Storage, 'setItem'>, items: SearchHistoryItem[]): void {
  try {
    storage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(items));
  } catch {
    // A full or disabled storage only loses the history.
  }
}
