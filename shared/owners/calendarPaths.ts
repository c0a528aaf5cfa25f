/**
 * A listing's calendar calls' paths and constants, apart from the schemas (shared/owners/calendar.ts)
 * so that the owner's calendar page loads no zod before a change is sent.
 */
export const listingCalendarPaths = {
  /** GET `?month=YYYY-MM` (default: this month at the harbour) → ListingCalendar. */
  month: '/api/v6/account/listing-calendar/:productId',
  /** POST CalendarDays → ListingCalendar of the first day's month: those days (or half day) blocked. */
  block: '/api/v6/account/listing-calendar/:productId/block',
  /** POST CalendarDays → ListingCalendar: the owner's blocks lifted from those days. */
  unblock: '/api/v6/account/listing-calendar/:productId/unblock',
  /** POST `{url}` → ListingCalendar: a feed of another platform, imported at once and then every 30 minutes. */
  feeds: '/api/v6/account/listing-calendar/:productId/ical-feeds',
  /** DELETE → ListingCalendar: the feed and the days it held, gone. */
  feed: '/api/v6/account/listing-calendar/:productId/ical-feeds/:feedId',
  /** POST → ListingCalendar with a new export URL; the old one stops working. */
  exportToken: '/api/v6/account/listing-calendar/:productId/ical-export',
} as const;

export const listingCalendarUrl = (
  productId: number | string,
  path: keyof typeof listingCalendarPaths = 'month',
) => listingCalendarPaths[path].replace(':productId', String(productId));

/** The export feed another platform subscribes to: secret by its token. */
export const icalExportPath = (token: string) => `/api/ical/${token}.ics`;

export const DAY_PARTS = ['day', 'morning', 'afternoon'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** How far ahead an owner may block, as far as bookings are taken. */
export const BLOCK_HORIZON_DAYS = 730;
