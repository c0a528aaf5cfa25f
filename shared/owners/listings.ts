import { z } from 'zod';
import { BOOKING_STATUSES } from '../catalogue/catalogue.ts';
import { LISTING_STATES, LISTINGS_PER_PAGE } from './listingPaths.ts';

/**
 * account/listings (issue 17): the signed-in owner's boats and activities, as the API returns them
 * and the page parses them. Dates are the harbour's calendar dates `YYYY-MM-DD`; `endDate` is the
 * last day (inclusive), as in shared/bookings/trips.ts.
 */

export { LISTING_STATES, LISTINGS_PER_PAGE, type ListingState, ownerListingPaths } from './listingPaths.ts';

/** What a listing may lack, in the order the editor asks for it. */
export const LISTING_PARTS = [
  'details',
  'harbour',
  'description',
  'pictures',
  'prices',
  'equipment',
] as const;
export type ListingPart = (typeof LISTING_PARTS)[number];

/** `?state` filters by one state (none: every listing); `?page` past the last page reads the last. */
export const ownerListingsQuerySchema = z.object({
  state: z.enum(LISTING_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OwnerListingsQuery = z.infer<typeof ownerListingsQuerySchema>;

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date' });

export const upcomingBookingSchema = z.object({
  id: z.number().int(),
  startDate: calendarDate,
  endDate: calendarDate,
  status: z.enum(BOOKING_STATUSES),
  renterFirstName: z.string(),
  /** The booking detail page (SPEC: booking/{bookingId}/detail), without a language prefix. */
  path: z.string(),
});
export type UpcomingBooking = z.infer<typeof upcomingBookingSchema>;

export const ownerListingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['boat', 'activity']),
  title: z.string(),
  state: z.enum(LISTING_STATES),
  /** Why the back office suspended it or sent it back, when it said. */
  moderationReason: z.string().nullable(),
  /** null while a draft has no harbour yet. */
  harbourName: z.string().nullable(),
  picture: z.object({ url: z.string(), alt: z.string().nullable() }).nullable(),
  completeness: z.object({
    /** Share of the listing's parts that are filled, 0 to 100. */
    score: z.number().int().min(0).max(100),
    missing: z.array(z.enum(LISTING_PARTS)),
  }),
  /**
   * Bookings made in the last 30 days: `requests` reached the owner (paid), `bookings` were accepted
   * (by the owner, or at once for instant booking).
   */
  /** Product page views (counted by the page's beacon, robots left out), requests and bookings. */
  last30Days: z.object({ views: z.number().int(), requests: z.number().int(), bookings: z.number().int() }),
  /** The next three not yet over: requests waiting for an answer, accepted, or at sea now. */
  nextBookings: z.array(upcomingBookingSchema).max(3),
});
export type OwnerListing = z.infer<typeof ownerListingSchema>;

const count = z.number().int().min(0);

export const ownerListingsSchema = z.object({
  isOwner: z.boolean(),
  /** The state the page is filtered by, null for every listing. */
  state: z.enum(LISTING_STATES).nullable(),
  /** How many listings the owner has in each state, and in all: the filter's figures. */
  counts: z.object({ all: count, draft: count, inReview: count, published: count, suspended: count }),
  /** Most recently changed first. */
  listings: z.array(ownerListingSchema).max(LISTINGS_PER_PAGE),
  pagination: z.object({
    currentPage: z.number().int().min(1),
    totalPage: z.number().int().min(1),
    resultsCount: count,
  }),
});
export type OwnerListings = z.infer<typeof ownerListingsSchema>;
