import type { TripRole } from '../../../shared/bookings/trips.ts';
import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';
import type { Queryable } from '../../db/connection.ts';

/** Who a booking belongs to: the access rule of every call hung off a booking. */
export interface TripParties {
  id: number;
  tenant_id: number;
  owner_id: number;
  product_owner_id: number;
  status: BookingStatus;
}

export async function findTripParties(db: Queryable, bookingId: number): Promise<TripParties | undefined> {
  const { rows } = await db.query<TripParties>(
    `SELECT b.id, b.tenant_id, b.owner_id, p.owner_id AS product_owner_id, b.status
       FROM bookings b JOIN products p ON p.id = b.product_id WHERE b.id = $1`,
    [bookingId],
  );
  return rows[0];
}

/** A booking as reviews see it; `today` is the harbour's date at the app clock's `now`. */
export interface ReviewBooking {
  id: number;
  reference: string;
  status: BookingStatus;
  product_id: number;
  tenant_id: number;
  owner_id: number;
  listing_title: string;
  start_date: string;
  /** The last day of the stay (inclusive). */
  end_date: string;
  /** end_date + 14 days: the last day a review may be written. */
  write_until: string;
  today: string;
}

const REVIEW_BOOKING_COLUMNS = `b.id, b.reference, b.status, b.product_id, b.tenant_id, b.owner_id, b.listing_title,
  to_char(lower(b.period), 'YYYY-MM-DD') AS start_date, to_char(upper(b.period) - 1, 'YYYY-MM-DD') AS end_date,
  to_char(upper(b.period) - 1 + $2::int, 'YYYY-MM-DD') AS write_until,
  to_char(($1::timestamptz AT TIME ZONE tz.time_zone)::date, 'YYYY-MM-DD') AS today`;

export async function findReviewBooking(
  db: Queryable,
  bookingId: number,
  now: Date,
  windowDays: number,
  lock = false,
): Promise<ReviewBooking | undefined> {
  const { rows } = await db.query<ReviewBooking>(
    `SELECT ${REVIEW_BOOKING_COLUMNS}
       FROM bookings b JOIN product_time_zones tz ON tz.product_id = b.product_id
      WHERE b.id = $3 ${lock ? 'FOR UPDATE OF b' : ''}`,
    [now, windowDays, bookingId],
  );
  return rows[0];
}

export interface ReviewRow {
  id: number;
  author_role: TripRole;
  author_first_name: string;
  rating: number;
  criteria: Record<string, number>;
  comment: string | null;
  created_at: Date;
  published_at: Date | null;
}

export async function listBookingReviews(db: Queryable, bookingId: number): Promise<ReviewRow[]> {
  const { rows } = await db.query<ReviewRow>(
    `SELECT r.id, r.author_role, u.first_name AS author_first_name, r.rating, r.criteria, r.comment, r.created_at,
            r.published_at
       FROM reviews r JOIN users u ON u.id = r.author_id
      WHERE r.booking_id = $1 ORDER BY r.id`,
    [bookingId],
  );
  return rows;
}

/** The booking as reviews see it and its reviews, in one read (the booking detail's). */
export async function findReviewBookingWithReviews(
  db: Queryable,
  bookingId: number,
  now: Date,
  windowDays: number,
): Promise<{ booking: ReviewBooking; reviews: ReviewRow[] } | undefined> {
  const { rows } = await db.query<
    ReviewBooking & {
      reviews: (Omit<ReviewRow, 'created_at' | 'published_at'> & {
        created_at: string;
        published_at: string | null;
      })[];
    }
  >(
    `SELECT ${REVIEW_BOOKING_COLUMNS},
            coalesce((SELECT json_agg(json_build_object('id', r.id, 'author_role', r.author_role,
                               'author_first_name', u.first_name, 'rating', r.rating, 'criteria', r.criteria,
                               'comment', r.comment, 'created_at', r.created_at, 'published_at', r.published_at)
                             ORDER BY r.id)
                        FROM reviews r JOIN users u ON u.id = r.author_id WHERE r.booking_id = b.id), '[]') AS reviews
       FROM bookings b JOIN product_time_zones tz ON tz.product_id = b.product_id
      WHERE b.id = $3`,
    [now, windowDays, bookingId],
    { name: 'reviews-of-booking' },
  );
  const row = rows[0];
  if (!row) return undefined;
  const { reviews, ...booking } = row;
  return {
    booking,
    reviews: reviews.map((r) => ({
      ...r,
      created_at: new Date(r.created_at),
      published_at: r.published_at ? new Date(r.published_at) : null,
    })),
  };
}

export interface NewReview {
  bookingId: number;
  productId: number;
  authorId: number;
  authorRole: TripRole;
  subjectUserId: number;
  rating: number;
  criteria: Record<string, number>;
  comment: string;
  languageCode: string;
  at: Date;
}

/** Inserts the review; false when this side of the booking has already written one. */
export async function insertReview(tx: Queryable, review: NewReview): Promise<boolean> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO reviews (booking_id, product_id, author_id, author_role, subject_user_id, rating, criteria, comment,
                          language_code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (booking_id, author_role) DO NOTHING RETURNING id`,
    [
      review.bookingId,
      review.productId,
      review.authorId,
      review.authorRole,
      review.subjectUserId,
      review.rating,
      JSON.stringify(review.criteria),
      review.comment,
      review.languageCode,
      review.at,
    ],
  );
  return rows.length > 0;
}

/** Publishes the booking's unpublished reviews; answers the roles published now. */
export async function publishReviews(tx: Queryable, bookingId: number, at: Date): Promise<TripRole[]> {
  const { rows } = await tx.query<{ author_role: TripRole }>(
    `UPDATE reviews SET published_at = $2 WHERE booking_id = $1 AND published_at IS NULL RETURNING author_role`,
    [bookingId, at],
  );
  return rows.map((row) => row.author_role);
}

export async function refreshProductAggregates(tx: Queryable, productId: number): Promise<void> {
  await tx.query('SELECT refresh_product_aggregates(ARRAY[$1::bigint])', [productId]);
}

/**
 * Bookings with an unpublished review whose writing window is over (14 days after the stay, in the
 * harbour's dates), locked so that two job runs never publish the same booking at once.
 */
export async function lockBookingsDueForPublication(
  tx: Queryable,
  now: Date,
  windowDays: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT b.id FROM bookings b JOIN product_time_zones tz ON tz.product_id = b.product_id
      WHERE EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id AND r.published_at IS NULL)
        AND upper(b.period) - 1 + $2::int < ($1::timestamptz AT TIME ZONE tz.time_zone)::date
      ORDER BY b.id LIMIT $3
        FOR UPDATE OF b SKIP LOCKED`,
    [now, windowDays, limit],
  );
  return rows.map((row) => row.id);
}

/** Completed bookings whose renter review is published but which have not moved to reviewed yet. */
export async function lockCompletedWithPublishedReview(tx: Queryable, limit: number): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT b.id FROM bookings b
      WHERE b.status = 'completed'
        AND EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id AND r.author_role = 'tenant'
                       AND r.published_at IS NOT NULL)
      ORDER BY b.id LIMIT $1
        FOR UPDATE OF b SKIP LOCKED`,
    [limit],
  );
  return rows.map((row) => row.id);
}

export interface ReminderDue {
  booking_id: number;
  reference: string;
  listing_title: string;
  author_role: TripRole;
  user_id: number;
  days_after: 1 | 7;
  write_until: string;
}

/**
 * Who has not reviewed a stay that ended `days_after` days ago or more (and whose window is still
 * open), for each reminder not yet recorded. A first run 8 days after the stay sends only the
 * 7-day reminder.
 */
export async function listDueReminders(
  db: Queryable,
  now: Date,
  windowDays: number,
  limit: number,
): Promise<ReminderDue[]> {
  const { rows } = await db.query<ReminderDue>(
    `WITH stays AS (
       SELECT b.id, b.reference, b.listing_title, b.tenant_id, b.owner_id, b.status, b.period,
              upper(b.period) - 1 AS end_date,
              ($1::timestamptz AT TIME ZONE tz.time_zone)::date AS today
         FROM bookings b JOIN product_time_zones tz ON tz.product_id = b.product_id
        WHERE b.status IN ('accepted', 'checked_in', 'checked_out', 'completed', 'reviewed', 'damage_claimed')
          AND upper(b.period) > ($1::timestamptz - interval '30 days')::date
     )
     SELECT b.id AS booking_id, b.reference, b.listing_title, side.role AS author_role, side.user_id,
            CASE WHEN b.today - b.end_date >= 7 THEN 7 ELSE 1 END AS days_after,
            to_char(b.end_date + $2::int, 'YYYY-MM-DD') AS write_until
       FROM stays b
       CROSS JOIN LATERAL (VALUES ('tenant', b.tenant_id), ('owner', b.owner_id)) AS side (role, user_id)
      -- a stay that went ahead (the statuses above) and whose last day is behind is over
      WHERE b.today - b.end_date >= 1 AND b.today - b.end_date <= $2::int
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id AND r.author_role = side.role)
        AND NOT EXISTS (SELECT 1 FROM review_reminders m
                         WHERE m.booking_id = b.id AND m.author_role = side.role
                           AND m.days_after = CASE WHEN b.today - b.end_date >= 7 THEN 7 ELSE 1 END)
      ORDER BY b.id, side.role LIMIT $3`,
    [now, windowDays, limit],
  );
  return rows;
}

/** Records a reminder; false when it was already recorded (another run sent it). */
export async function recordReminder(
  tx: Queryable,
  reminder: Pick<ReminderDue, 'booking_id' | 'author_role' | 'days_after'>,
  at: Date,
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO review_reminders (booking_id, author_role, days_after, sent_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING booking_id`,
    [reminder.booking_id, reminder.author_role, reminder.days_after, at],
  );
  return rows.length > 0;
}
