import type {
  ListingPart,
  ListingState,
  OwnerListing,
  OwnerListings,
  UpcomingBooking,
} from '../../../shared/owners/listings.ts';
import type { Queryable } from '../../db/connection.ts';
import { TAB_STATUSES } from '../bookings/stateMachine.ts';
import {
  findOwnerListings,
  findUpcomingBookings,
  isOwner,
  type OwnerListingRow,
  type UpcomingBookingRow,
} from './repository.ts';

const STATE_OF: Record<OwnerListingRow['moderation_status'], ListingState> = {
  draft: 'draft',
  pending_review: 'inReview',
  published: 'published',
  suspended: 'suspended',
};

/** Requests still to answer, accepted trips and boats out at sea: what an owner prepares for next. */
const NEXT_BOOKING_STATUSES = [
  ...TAB_STATUSES.requests,
  ...TAB_STATUSES.upcoming,
  ...TAB_STATUSES.inProgress,
];
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

export async function listOwnerListings(
  db: Queryable,
  userId: number,
  now: Date,
  language: string | null = null,
): Promise<OwnerListings> {
  if (!(await isOwner(db, userId))) return { isOwner: false, listings: [] };
  const [rows, upcoming] = await Promise.all([
    findOwnerListings(db, userId, now, language),
    findUpcomingBookings(db, userId, now, NEXT_BOOKING_STATUSES, NEXT_BOOKINGS_SHOWN),
  ]);
  const upcomingByListing = new Map<number, UpcomingBooking[]>();
  for (const booking of upcoming) {
    const productId = Number(booking.product_id);
    upcomingByListing.set(productId, [
      ...(upcomingByListing.get(productId) ?? []),
      toUpcomingBooking(booking),
    ]);
  }
  return {
    isOwner: true,
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
      nextBookings: upcomingByListing.get(Number(row.id)) ?? [],
    })),
  };
}
