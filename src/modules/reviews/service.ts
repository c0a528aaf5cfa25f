import {
  ownerReviewInputSchema,
  type Review,
  type ReviewState,
  type TripRole,
  tenantReviewInputSchema,
} from '../../../shared/bookings/trips.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { addBookingEvent, setBookingStatus } from '../bookings/repository.ts';
import { assertTransition } from '../bookings/stateMachine.ts';
import {
  findReviewBooking,
  findReviewBookingWithReviews,
  insertReview,
  listBookingReviews,
  publishReviews,
  type ReviewBooking,
  type ReviewRow,
  refreshProductAggregates,
} from './repository.ts';
import type { TripViewerRole } from './tripAccess.ts';

/** Reviews may be written for this many days after the last day of the stay; then they are published. */
export const REVIEW_WINDOW_DAYS = 14;

/**
 * The stay is over: checked out, completed (or reviewed, or under a damage claim), or accepted or
 * checked in with its last day behind (the completion job may not have moved it yet).
 */
export function stayIsOver(booking: Pick<ReviewBooking, 'status' | 'end_date' | 'today'>): boolean {
  if (['checked_out', 'completed', 'reviewed', 'damage_claimed'].includes(booking.status)) return true;
  return ['accepted', 'checked_in'].includes(booking.status) && booking.end_date < booking.today;
}

/** Why the viewer's side may not write now, or null when it may. */
function writeRefusal(booking: ReviewBooking): 'review-not-yet' | 'review-window-closed' | null {
  if (!stayIsOver(booking)) return 'review-not-yet';
  if (booking.today > booking.write_until) return 'review-window-closed';
  return null;
}

const reviewDto = (row: ReviewRow): Review => ({
  authorRole: row.author_role,
  authorFirstName: row.author_first_name,
  rating: row.rating,
  criteria: row.criteria,
  comment: row.comment,
  createdAt: row.created_at.toISOString(),
  publishedAt: row.published_at?.toISOString() ?? null,
});

function stateOf(booking: ReviewBooking, rows: ReviewRow[], role: TripViewerRole): ReviewState {
  // Staff read the renter's side: like the parties, they only see a review once it is published.
  const side: TripRole = role === 'owner' ? 'owner' : 'tenant';
  const mine = rows.find((row) => row.author_role === side) ?? null;
  const theirs = rows.find((row) => row.author_role !== side) ?? null;
  return {
    canWrite: role !== 'staff' && !mine && writeRefusal(booking) === null,
    writeUntil: booking.write_until,
    mine: mine ? reviewDto(mine) : null,
    theirs: theirs?.published_at ? reviewDto(theirs) : null,
    theirsWaiting: !!theirs && !theirs.published_at,
  };
}

/** Statuses of a booking whose stay never happened: nothing to review. */
const NEVER_STAYED = ['payment_pending', 'declined', 'expired', 'cancelled_by_tenant', 'cancelled_by_owner'];

/**
 * The review part of a booking's detail, seen by `viewerRole`; null when reviews do not apply (the
 * stay has not happened, or never will). `viewerId` is kept for the detail's signature.
 */
export async function reviewStateFor(
  db: Queryable,
  bookingId: number,
  viewerRole: 'tenant' | 'owner' | 'staff',
  _viewerId?: number,
  now: Date = appClock.now(),
): Promise<ReviewState | null> {
  // One read: the booking page waits for this after its own read.
  const read = await findReviewBookingWithReviews(db, bookingId, now, REVIEW_WINDOW_DAYS);
  if (!read || NEVER_STAYED.includes(read.booking.status)) return null;
  const { booking, reviews: rows } = read;
  if (rows.length === 0 && !stayIsOver(booking)) return null;
  return stateOf(booking, rows, viewerRole);
}

/** GET review: the state, or an empty one when reviews do not apply (yet). */
export async function reviewState(
  db: Queryable,
  bookingId: number,
  role: TripViewerRole,
  now: Date,
): Promise<ReviewState> {
  return (
    (await reviewStateFor(db, bookingId, role, undefined, now)) ?? {
      canWrite: false,
      writeUntil: null,
      mine: null,
      theirs: null,
      theirsWaiting: false,
    }
  );
}

/**
 * Publishes the booking's waiting reviews. A renter's review that becomes public counts for the
 * product (its aggregates are refreshed) and moves a completed booking to reviewed. Call with the
 * booking locked.
 */
export async function publishBooking(tx: Queryable, booking: ReviewBooking, at: Date): Promise<void> {
  const published = await publishReviews(tx, booking.id, at);
  if (!published.includes('tenant')) return;
  await refreshProductAggregates(tx, booking.product_id);
  await markReviewed(tx, booking.id, booking.status, at);
}

/** completed → reviewed: the renter's published review moves the stay on (a system step). */
export async function markReviewed(tx: Queryable, bookingId: number, status: string, at: Date) {
  if (status !== 'completed') return;
  assertTransition('completed', 'reviewed', 'system');
  await setBookingStatus(tx, { id: bookingId, to: 'reviewed', at });
  await addBookingEvent(tx, {
    bookingId,
    from: 'completed',
    to: 'reviewed',
    actorId: null,
    role: 'system',
    reason: 'reviewPublished',
    at,
  });
}

/**
 * POST review: the tenant reviews the boat (the product page's criteria), the owner the renter.
 * Once the stay is over and for 14 days; one each (409 on a second); both written publishes both.
 */
export async function writeReview(
  db: Database,
  bookingId: number,
  author: { id: number; role: TripViewerRole; languageCode: string },
  body: unknown,
  now: Date,
): Promise<ReviewState> {
  if (author.role === 'staff') throw forbidden('Only the renter and the owner write reviews.');
  const role = author.role;
  const input =
    role === 'tenant' ? parseInput(tenantReviewInputSchema, body) : parseInput(ownerReviewInputSchema, body);
  await db.transaction(async (tx) => {
    const booking = await findReviewBooking(tx, bookingId, now, REVIEW_WINDOW_DAYS, true);
    if (!booking) throw notFound('This booking does not exist.');
    if (NEVER_STAYED.includes(booking.status)) {
      throw unprocessable(
        'review-not-allowed',
        'This booking did not take place: there is nothing to review.',
      );
    }
    const refusal = writeRefusal(booking);
    if (refusal === 'review-not-yet') {
      throw unprocessable(refusal, 'Reviews open once the stay is over.');
    }
    if (refusal) throw unprocessable(refusal, 'Reviews close 14 days after the stay.');
    const inserted = await insertReview(tx, {
      bookingId,
      productId: booking.product_id,
      authorId: author.id,
      authorRole: role,
      subjectUserId: role === 'tenant' ? booking.owner_id : booking.tenant_id,
      rating: input.rating,
      criteria: input.criteria,
      comment: input.comment,
      languageCode: author.languageCode,
      at: now,
    });
    if (!inserted) throw conflict('review-exists', 'You have already reviewed this booking.');
    const rows = await listBookingReviews(tx, bookingId);
    // Double-blind: both sides written, both published at once.
    if (rows.length === 2) await publishBooking(tx, booking, now);
  });
  return reviewState(db, bookingId, role, now);
}
