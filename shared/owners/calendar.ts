import { z } from 'zod';
import { instant } from '../apiValues.ts';
import { BOOKING_STATUSES } from '../catalogue/catalogue.ts';
import { DAY_PARTS } from './calendarPaths.ts';

/**
 * A listing's calendar as its owner keeps it (issue 17): a month of days with their price and what
 * holds each half of the day, blocks the owner sets and lifts, and iCal sync with other platforms.
 * Dates are the harbour's calendar dates; `endDate` is the last day (inclusive).
 */
export {
  BLOCK_HORIZON_DAYS,
  DAY_PARTS,
  type DayPart,
  icalExportPath,
  listingCalendarPaths,
  listingCalendarUrl,
} from './calendarPaths.ts';

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid')
  .meta({ format: 'date' });

export const calendarMonthQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'monthInvalid')
    .optional(),
});

/** Days to block or unblock: `from` to `to` inclusive; a half day is one date. */
export const calendarDaysSchema = z
  .object({
    from: calendarDate,
    to: calendarDate,
    part: z.enum(DAY_PARTS).default('day'),
  })
  .refine((days) => days.from <= days.to, { message: 'toBeforeFrom', path: ['to'] })
  .refine((days) => days.part === 'day' || days.from === days.to, {
    message: 'halfDayOneDate',
    path: ['part'],
  });
export type CalendarDays = z.input<typeof calendarDaysSchema>;

export const icalFeedInputSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000, 'feedUrlInvalid')
    .regex(/^https?:\/\/[^\s]+$/i, 'feedUrlInvalid')
    .refine((url) => URL.canParse(url), 'feedUrlInvalid'),
});

/** What holds half a day: a booking (accepted or under way), a request waiting for the owner, or a block. */
export const holdSchema = z.object({
  kind: z.enum(['booking', 'request', 'block', 'imported']),
  /** The booking's or the block's id. */
  id: z.number().int(),
});
export type Hold = z.infer<typeof holdSchema>;

export const calendarDaySchema = z.object({
  date: calendarDate,
  /** The day's price in EUR minor units (its season's, else the listing's), and the half day's when offered. */
  price: z.number().int(),
  halfDayPrice: z.number().int().nullable(),
  past: z.boolean(),
  morning: holdSchema.nullable(),
  afternoon: holdSchema.nullable(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarBookingSchema = z.object({
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  isRequest: z.boolean(),
  startDate: calendarDate,
  endDate: calendarDate,
  part: z.enum(DAY_PARTS),
  renterFirstName: z.string(),
  /** booking/{id}/detail, without the language prefix. */
  path: z.string(),
});

export const calendarBlockSchema = z.object({
  id: z.number().int(),
  startDate: calendarDate,
  endDate: calendarDate,
  part: z.enum(DAY_PARTS),
  /** `owner`: set here or in the back office; `imported`: held by an iCal feed, lifted only there. */
  source: z.enum(['owner', 'imported']),
  note: z.string().nullable(),
});

export const icalFeedSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  lastSyncedAt: instant().nullable(),
  lastError: z.string().nullable(),
  heldPeriods: z.number().int(),
});
export type IcalFeed = z.infer<typeof icalFeedSchema>;

export const listingCalendarSchema = z
  .object({
    productId: z.number().int(),
    title: z.string(),
    month: z.string(),
    previousMonth: z.string(),
    nextMonth: z.string(),
    today: calendarDate,
    currency: z.literal('EUR'),
    days: z.array(calendarDaySchema),
    bookings: z.array(calendarBookingSchema),
    blocks: z.array(calendarBlockSchema),
    /** The secret export URL (absolute), to paste into another platform. */
    exportUrl: z.string(),
    feeds: z.array(icalFeedSchema),
  })
  .meta({ id: 'ListingCalendar' });
export type ListingCalendar = z.infer<typeof listingCalendarSchema>;
