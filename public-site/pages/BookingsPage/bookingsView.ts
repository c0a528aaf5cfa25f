import type { BookingTab, TripRole } from '../../../shared/bookings/trips.ts';
import { OWNER_TABS, TENANT_TABS } from '../../components/Trip/tripContract.ts';

/** Which list account/bookings shows, read from its URL (`?role=owner&tab=requests&page=2`). */
export interface BookingsView {
  role: TripRole;
  tab: BookingTab;
  page: number;
}

export function tabsOf(role: TripRole): readonly BookingTab[] {
  return role === 'owner' ? OWNER_TABS : TENANT_TABS;
}

/**
 * A role or tab that does not exist (or a tab the role has not: a renter's "inProgress") falls back
 * to the role's first tab: an owner lands on the requests to answer, a renter on the upcoming trips.
 */
export function bookingsViewOf(search: string | URLSearchParams): BookingsView {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const role: TripRole = query.get('role') === 'owner' ? 'owner' : 'tenant';
  const tabs = tabsOf(role);
  const asked = query.get('tab');
  const tab = tabs.find((candidate) => candidate === asked) ?? tabs[0];
  const page = Number(query.get('page'));
  return { role, tab, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

/** The query string of a view; the defaults stay out of the URL. */
export function bookingsQuery(view: Partial<BookingsView> & { role: TripRole }): string {
  const query = new URLSearchParams();
  if (view.role === 'owner') query.set('role', 'owner');
  if (view.tab && view.tab !== tabsOf(view.role)[0]) query.set('tab', view.tab);
  if (view.page && view.page > 1) query.set('page', String(view.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The API's query for a view: every parameter, explicitly. */
export function bookingsApiQuery(view: BookingsView): string {
  return `role=${view.role}&tab=${view.tab}&page=${view.page}`;
}
