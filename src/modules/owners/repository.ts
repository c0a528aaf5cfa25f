import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';
import type { Queryable } from '../../db/connection.ts';
import { TAB_STATUSES } from '../bookings/stateMachine.ts';

export interface OwnerListingCounts {
  isOwner: boolean;
  /** How many of the owner's products are in each moderation status (absent: none). */
  byStatus: Partial<Record<OwnerListingRow['moderation_status'], number>>;
}

/** Whether the user is an owner, and their products counted by moderation status: one query. */
export async function countOwnerListings(db: Queryable, userId: number): Promise<OwnerListingCounts | null> {
  const { rows } = await db.query<{
    is_owner: boolean;
    moderation_status: OwnerListingRow['moderation_status'] | null;
    n: number | null;
  }>(
    `SELECT u.is_owner, s.moderation_status, s.n
       FROM users u
       LEFT JOIN LATERAL (SELECT moderation_status, count(*)::int AS n FROM products
                           WHERE owner_id = u.id GROUP BY moderation_status) s ON true
      WHERE u.id = $1`,
    [userId],
    { name: 'owners.listingCounts' },
  );
  if (rows.length === 0) return null;
  const byStatus: OwnerListingCounts['byStatus'] = {};
  for (const row of rows) if (row.moderation_status) byStatus[row.moderation_status] = row.n ?? 0;
  return { isOwner: rows[0].is_owner, byStatus };
}

export interface OwnerListingRow {
  id: number;
  kind: 'boat' | 'activity';
  title: string;
  moderation_status: 'draft' | 'pending_review' | 'published' | 'suspended';
  moderation_reason: string | null;
  harbour_id: number | null;
  /** null while a draft has no harbour yet */
  harbour_name: string | null;
  picture_url: string | null;
  picture_alt: string | null;
  has_description: boolean;
  equipment_count: number;
  base_price_per_day: number | null;
  has_boat_details: boolean;
  duration_hours: number | null;
  views_30_days: number;
  requests_30_days: number;
  bookings_30_days: number;
  /** The listing's next bookings, soonest first (see findOwnerListings). */
  next_bookings: UpcomingBookingRow[];
}

/** Requests still to answer, accepted trips and boats out at sea: what an owner prepares for next. */
export const NEXT_BOOKING_STATUSES: readonly BookingStatus[] = [
  ...TAB_STATUSES.requests,
  ...TAB_STATUSES.upcoming,
  ...TAB_STATUSES.inProgress,
];
/** Written into the statement (known statuses), so the planner matches migration 391's partial index. */
const NEXT_BOOKING_LIST = NEXT_BOOKING_STATUSES.map((status) => `'${status}'`).join(', ');

export interface UpcomingBookingRow {
  id: number;
  start_date: string;
  end_date: string;
  status: BookingStatus;
  renter_first_name: string;
}

/** One page of an owner's products, most recently changed first, optionally of one status. */
export interface OwnerListingPage {
  status: OwnerListingRow['moderation_status'] | null;
  limit: number;
  offset: number;
  /** How many of each listing's next bookings are shown under it. */
  nextBookingsShown: number;
}

/**
 * A page of the owner's products with what the completeness meter reads, the bookings made in the
 * 30 days before `now` and each listing's next bookings, in one prepared statement. The page's
 * products are chosen first, so the figures are worked out for them only (an owner of 200 boats no
 * longer pays for the other 176). The title is the one in `language` when the listing has one
 * (written or translated), else its own. The next bookings are up to `nextBookingsShown` in
 * NEXT_BOOKING_STATUSES whose last day is not past in the harbour's calendar (product_time_zones' rule; a draft without a
 * harbour is in UTC), soonest first, read off the index of active bookings (migration 391) a few
 * per listing.
 */
export async function findOwnerListings(
  db: Queryable,
  ownerId: number,
  now: Date,
  language: string | null,
  page: OwnerListingPage,
): Promise<OwnerListingRow[]> {
  const { rows } = await db.query<OwnerListingRow>(
    `SELECT p.id, p.kind, coalesce(nullif(tr.title, ''), p.title) AS title, p.moderation_status, p.moderation_reason, p.harbour_id, h.name AS harbour_name,
            pic.url AS picture_url, pic.alt AS picture_alt,
            EXISTS (SELECT 1 FROM product_translations t
                     WHERE t.product_id = p.id AND btrim(t.description) <> '') AS has_description,
            (SELECT count(*) FROM product_equipment e WHERE e.product_id = p.id)::int AS equipment_count,
            p.base_price_per_day::float8 AS base_price_per_day,
            (p.builder_name IS NOT NULL AND p.model_name IS NOT NULL AND p.build_year IS NOT NULL
              AND p.length_m IS NOT NULL) AS has_boat_details,
            p.duration_hours::float8 AS duration_hours,
            (SELECT coalesce(sum(v.views), 0) FROM product_view_days v
              WHERE v.product_id = p.id
                AND v.day > ($2::timestamptz AT TIME ZONE 'UTC')::date - 30)::int AS views_30_days,
            coalesce(recent.requests, 0)::int AS requests_30_days,
            coalesce(recent.bookings, 0)::int AS bookings_30_days,
            -- the listing's next bookings, soonest first
            (SELECT coalesce(json_agg(json_build_object(
                      'id', nb.id, 'start_date', to_char(lower(nb.period), 'YYYY-MM-DD'),
                      'end_date', to_char(upper(nb.period) - 1, 'YYYY-MM-DD'), 'status', nb.status,
                      'renter_first_name', u.first_name) ORDER BY lower(nb.period), nb.id), '[]')
               FROM (SELECT b.id, b.period, b.status, b.tenant_id FROM bookings b
                      WHERE b.product_id = p.id AND b.status IN (${NEXT_BOOKING_LIST})
                        AND upper(b.period) > ($2::timestamptz AT TIME ZONE coalesce(c.time_zone, co.time_zone, 'UTC'))::date
                      ORDER BY lower(b.period), b.id LIMIT $7) nb
               JOIN users u ON u.id = nb.tenant_id) AS next_bookings
       FROM (SELECT * FROM products
              WHERE owner_id = $1 AND ($4::text IS NULL OR moderation_status = $4)
              ORDER BY updated_at DESC, id DESC LIMIT $5 OFFSET $6) p
       LEFT JOIN harbours h ON h.id = p.harbour_id
       LEFT JOIN cities c ON c.id = p.city_id
       LEFT JOIN countries co ON co.code = p.country_code
       -- A lateral read by the translation's key: a plain join on language = $3 made the planner read
       -- every product's every translation when $3 was null (no language asked).
       LEFT JOIN LATERAL (SELECT t.title FROM product_translations t
                           WHERE t.product_id = p.id AND t.language = $3) tr ON true
       LEFT JOIN LATERAL (SELECT url, alt FROM product_pictures
                           WHERE product_id = p.id ORDER BY position LIMIT 1) pic ON true
       LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE b.paid_at IS NOT NULL) AS requests,
                                 count(*) FILTER (WHERE b.accepted_at IS NOT NULL) AS bookings
                            FROM bookings b
                           WHERE b.product_id = p.id AND b.created_at > $2::timestamptz - interval '30 days'
                             AND b.created_at <= $2::timestamptz) recent ON true
      ORDER BY p.updated_at DESC, p.id DESC`,
    [ownerId, now.toISOString(), language, page.status, page.limit, page.offset, page.nextBookingsShown],
    // planned once per connection: planning this query cost as much as running it for a page
    { name: 'owners.listingsPageWithBookings' },
  );
  return rows;
}
