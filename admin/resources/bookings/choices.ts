import { BOOKING_TABS, type BookingTab } from '../../../shared/admin/operations.ts';
import { BOOKING_STATUSES } from '../../../shared/catalogue/catalogue.ts';

export const bookingStatusChoices = BOOKING_STATUSES.map((id) => ({ id, name: `bosun.bookingStatus.${id}` }));

export const BOOKING_TAB_KEYS = Object.keys(BOOKING_TABS) as BookingTab[];

/** The tab a status filter selects, or 'all'. */
export function tabOfFilter(status: unknown): BookingTab | 'all' {
  if (!Array.isArray(status)) return 'all';
  const found = BOOKING_TAB_KEYS.find(
    (tab) => BOOKING_TABS[tab].length === status.length && BOOKING_TABS[tab].every((s) => status.includes(s)),
  );
  return found ?? 'all';
}

export const tabCount = (tab: BookingTab | 'all', counts: Record<string, number> | undefined) => {
  if (!counts) return undefined;
  const statuses: readonly string[] = tab === 'all' ? Object.keys(counts) : BOOKING_TABS[tab];
  return statuses.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
};
