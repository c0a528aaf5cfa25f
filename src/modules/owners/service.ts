import {
  LISTING_STATES,
  LISTINGS_PER_PAGE,
  type ListingPart,
  type ListingState,
  type OwnerListing,
  type OwnerListings,
  type OwnerListingsQuery,
  type UpcomingBooking,
} from '../../../shared/owners/listings.ts';
import type { Queryable } from '../../db/connection.ts';
import {
  countOwnerListings,
  findOwnerListings,
  type OwnerListingRow,
  type UpcomingBookingRow,
} from './repository.ts';

const STATE_OF: Record<OwnerListingRow['moderation_status'], ListingState> = {
  draft: 'draft',
  pending_review: 'inReview',
  published: 'published',
  suspended: 'suspended',
};
const STATUS_OF = Object.fromEntries(
  Object.entries(STATE_OF).map(([status, state]) => [state, status]),
) as Record<ListingState, OwnerListingRow['moderation_status']>;

const NEXT_BOOKINGS_SHOWN = 3;

/**
 * What the listing lacks. Equipment is asked of boats only (SPEC section 3's ids are a boat's);
 * an activity's details are its duration, a boat's its builder, model, year and length.
 */
export function missingParts(row: OwnerListingRow): ListingPart[] {
  const filled: Record<ListingPart, boolean> = {
    details: row.kind === 'boat' ? row.has_boat_details : row.duration_hours !== null,
    harbour: row.harbour_id !== null,
    description: row.has_description,
    pictures: row.picture_url !== null,
    prices: (row.base_price_per_day ?? 0) > 0,
    equipment: row.kind === 'activity' || row.equipment_count > 0,
  };
  return (Object.keys(filled) as ListingPart[]).filter((part) => !filled[part]);
}

function completenessOf(row: OwnerListingRow): OwnerListing['completeness'] {
  const missing = missingParts(row);
  const parts = row.kind === 'boat' ? 6 : 5;
  const score = Math.round(((parts - missing.length) / parts) * 100);
  return { score, missing };
}

function toUpcomingBooking(row: UpcomingBookingRow): UpcomingBooking {
  return {
    id: Number(row.id),
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    renterFirstName: row.renter_first_name,
    path: `/booking/${row.id}/detail`,
  };
}

/**
 * One page of the owner's listings (`query.state` filters, a page past the last reads the last) with
 * the figures of every state, for the filter.
 */
export async function listOwnerListings(
  db: Queryable,
  userId: number,
  now: Date,
  language: string | null,
  query: OwnerListingsQuery,
): Promise<OwnerListings> {
  const counted = await countOwnerListings(db, userId);
  const counts = { all: 0, draft: 0, inReview: 0, published: 0, suspended: 0 };
  for (const state of LISTING_STATES) {
    counts[state] = counted?.byStatus[STATUS_OF[state]] ?? 0;
    counts.all += counts[state];
  }
  const state = query.state ?? null;
  const resultsCount = state ? counts[state] : counts.all;
  const totalPage = Math.max(1, Math.ceil(resultsCount / LISTINGS_PER_PAGE));
  const currentPage = Math.min(query.page, totalPage);
  const answer = { isOwner: counted?.isOwner ?? false, state, counts };
  const pagination = { currentPage, totalPage, resultsCount };
  // A user who is not an owner (or owns nothing) has nothing more to read.
  if (!answer.isOwner || resultsCount === 0) return { ...answer, listings: [], pagination };
  // The page and each listing's next bookings (NEXT_BOOKING_STATUSES): one statement.
  const rows = await findOwnerListings(db, userId, now, language, {
    status: state ? STATUS_OF[state] : null,
    limit: LISTINGS_PER_PAGE,
    offset: (currentPage - 1) * LISTINGS_PER_PAGE,
    nextBookingsShown: NEXT_BOOKINGS_SHOWN,
  });
  return {
    ...answer,
    listings: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      title: row.title,
      state: STATE_OF[row.moderation_status],
      moderationReason: row.moderation_reason,
      harbourName: row.harbour_name,
      picture: row.picture_url ? { url: row.picture_url, alt: row.picture_alt } : null,
      completeness: completenessOf(row),
      last30Days: {
        views: row.views_30_days,
        requests: row.requests_30_days,
        bookings: row.bookings_30_days,
      },
      nextBookings: row.next_bookings.map(toUpcomingBooking),
    })),
    pagination,
  };
}
