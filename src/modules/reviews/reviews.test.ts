import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ReviewState, tripPaths } from '../../../shared/bookings/trips.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { appClock } from '../../http/clock.ts';
import { runReviewPublication } from '../../jobs/reviewPublication.ts';
import { bearerFor, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import type { Headers } from '../payments/testPayments.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let owner: Headers;
let other: Headers;
let staff: Headers;

const DAY_MS = 86_400_000;

const tenantReview = {
  rating: 5,
  criteria: { boat: 5, owner: 4, cleanliness: 5, valueForMoney: 4, experience: 5 },
  comment: 'A lovely boat and a very helpful owner.',
};
const ownerReview = {
  rating: 4,
  criteria: { communication: 5, care: 4, punctuality: 4 },
  comment: 'Careful renters, back on time.',
};

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  await insertTestUser(ctx.db, { email: 'support@example.test', staffRole: 'support' });
  renter = await bearerFor(ctx.app, 'renter@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  other = await bearerFor(ctx.app, 'other@example.test');
  staff = await bearerFor(ctx.app, 'support@example.test');
});
afterEach(() => appClock.set(null));
afterAll(() => ctx.close());

/** A one-day stay of the renter that ended `endedDaysAgo` days ago (negative: still to come). */
async function insertStay(status: string, endedDaysAgo: number): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title,
                           price_lines, rental_amount, total_amount, online_amount, cancellation_policy)
     SELECT 'BSN-R' || substr(md5(random()::text), 1, 8), $1, $2, $3, daterange(d - $4::int, d - $4::int + 1), 2, $5, 'Blue Wind', '[]',
            40000, 40000, 40000, 'moderate'
       FROM (SELECT (now() AT TIME ZONE 'Europe/Paris')::date AS d) today
     RETURNING id`,
    [fixture.productId, fixture.renterId, fixture.ownerId, endedDaysAgo, status],
  );
  return rows[0].id;
}

const getState = (bookingId: number, headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: tripPaths.review(bookingId), headers });
const postReview = (bookingId: number, headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url: tripPaths.review(bookingId), headers, payload });
const stateOf = async (bookingId: number, headers: Headers) =>
  (await getState(bookingId, headers)).json() as ReviewState;

const reviewCount = async (bookingId: number) =>
  (
    await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE booking_id = $1', [
      bookingId,
    ])
  ).rows[0].n;
const productReviews = async () => {
  const page = await ctx.app.inject({ method: 'GET', url: `/api/v6/products/${fixture.productId}` });
  return page.json().reviews as { count: number; items: { comment: string }[] };
};
const bookingStatus = async (bookingId: number) =>
  (await ctx.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [bookingId])).rows[0]
    .status;
const runJob = (daysLater = 0) =>
  runReviewPublication(ctx.db, {
    publicUrl: 'https://bosun.example',
    now: () => new Date(Date.now() + daysLater * DAY_MS),
  });

describe('who may see and write reviews', () => {
  let bookingId: number;
  beforeAll(async () => {
    bookingId = await insertStay('completed', 30);
  });

  it('asks to sign in, and answers 404 to anyone but the parties and staff', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: tripPaths.review(bookingId) })).statusCode).toBe(401);
    for (const res of [await getState(bookingId, other), await postReview(bookingId, other, tenantReview)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not-found');
    }
    expect((await getState(999_999, renter)).statusCode).toBe(404);
    expect((await getState(bookingId, staff)).statusCode).toBe(200);
    expect(await reviewCount(bookingId)).toBe(0);
  });

  it('lets staff read but not write, and refuses a review outside the 14 days', async () => {
    const byStaff = await postReview(bookingId, staff, tenantReview);
    expect(byStaff.statusCode).toBe(403);
    const late = await postReview(bookingId, renter, tenantReview);
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe('review-window-closed');
    expect(await stateOf(bookingId, renter)).toMatchObject({ canWrite: false, mine: null });
    expect(await reviewCount(bookingId)).toBe(0);
  });

  it('refuses a review before the stay is over, and a booking that never took place', async () => {
    const coming = await insertStay('accepted', -20);
    const early = await postReview(coming, renter, tenantReview);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe('review-not-yet');
    expect(await stateOf(coming, renter)).toEqual({
      canWrite: false,
      writeUntil: null,
      mine: null,
      theirs: null,
      theirsWaiting: false,
    });
    const cancelled = await insertStay('cancelled_by_tenant', 2);
    const none = await postReview(cancelled, renter, tenantReview);
    expect(none.statusCode).toBe(422);
    expect(none.json().error.code).toBe('review-not-allowed');
    expect((await reviewCount(coming)) + (await reviewCount(cancelled))).toBe(0);
  });

  it('rejects bad input with the fields, each side with its own criteria', async () => {
    const stay = await insertStay('completed', 4);
    const wrongCriteria = await postReview(stay, renter, ownerReview);
    expect(wrongCriteria.statusCode).toBe(400);
    expect(wrongCriteria.json().error.code).toBe('validation-failed');
    expect(wrongCriteria.json().error.fields).toHaveProperty('criteria.boat');
    const outOfRange = await postReview(stay, owner, { ...ownerReview, rating: 6 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().error.fields).toHaveProperty('rating');
    const empty = await postReview(stay, renter, { ...tenantReview, comment: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(await reviewCount(stay)).toBe(0);
  });
});

describe('double-blind reviews', () => {
  let bookingId: number;
  beforeAll(async () => {
    bookingId = await insertStay('completed', 2);
  });

  it('keeps the renter’s review from the owner and the product page until the owner has written', async () => {
    const before = await productReviews();
    const res = await postReview(bookingId, renter, tenantReview);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      canWrite: false,
      mine: { authorRole: 'tenant', authorFirstName: 'Rita', rating: 5, publishedAt: null },
      theirs: null,
      theirsWaiting: false,
    });
    expect(await stateOf(bookingId, owner)).toMatchObject({
      canWrite: true,
      mine: null,
      theirs: null,
      theirsWaiting: true,
    });
    expect((await stateOf(bookingId, staff)).theirs).toBeNull();
    expect(await productReviews()).toEqual(before);
    expect(await bookingStatus(bookingId)).toBe('completed');
  });

  it('answers 409 to a second review by the same side', async () => {
    const again = await postReview(bookingId, renter, { ...tenantReview, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('review-exists');
    expect(await reviewCount(bookingId)).toBe(1);
  });

  it('publishes both once the owner writes: each sees the other’s, the product counts it, the booking is reviewed', async () => {
    const res = await postReview(bookingId, owner, ownerReview);
    expect(res.statusCode).toBe(201);
    const ownerState = res.json() as ReviewState;
    expect(ownerState.theirs).toMatchObject({
      authorRole: 'tenant',
      rating: 5,
      comment: tenantReview.comment,
    });
    expect(ownerState.theirs?.publishedAt).not.toBeNull();
    const renterState = await stateOf(bookingId, renter);
    expect(renterState.theirs).toMatchObject({
      authorRole: 'owner',
      authorFirstName: 'Marie',
      criteria: ownerReview.criteria,
    });
    expect(renterState.theirsWaiting).toBe(false);
    const page = await productReviews();
    expect(page.count).toBe(1);
    expect(page.items.map((item) => item.comment)).toEqual([tenantReview.comment]);
    expect(await bookingStatus(bookingId)).toBe('reviewed');
    const events = await ctx.db.query(
      `SELECT from_status, to_status FROM booking_events WHERE booking_id = $1`,
      [bookingId],
    );
    expect(events.rows).toEqual([{ from_status: 'completed', to_status: 'reviewed' }]);
  });
});

describe('publication after 14 days, and reminders', () => {
  it('publishes a lone review 14 days after the stay, once, and closes the window', async () => {
    const bookingId = await insertStay('completed', 6);
    expect((await postReview(bookingId, renter, tenantReview)).statusCode).toBe(201);
    const countBefore = (await productReviews()).count;

    expect((await runJob(7)).published).toBe(0);
    expect((await stateOf(bookingId, owner)).theirsWaiting).toBe(true);

    expect((await runJob(9)).published).toBe(1);
    expect((await runJob(9)).published).toBe(0);
    expect((await productReviews()).count).toBe(countBefore + 1);
    expect(await bookingStatus(bookingId)).toBe('reviewed');

    appClock.set(new Date(Date.now() + 9 * DAY_MS));
    const ownerState = await stateOf(bookingId, owner);
    expect(ownerState).toMatchObject({ canWrite: false, theirsWaiting: false });
    expect(ownerState.theirs?.authorRole).toBe('tenant');
    const late = await postReview(bookingId, owner, ownerReview);
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe('review-window-closed');
  });

  it('lets a renter review an accepted stay whose last day is behind', async () => {
    const bookingId = await insertStay('accepted', 8);
    expect((await postReview(bookingId, renter, tenantReview)).statusCode).toBe(201);
  });

  it('reminds whoever has not written, 1 day and 7 days after the stay, at most once each', async () => {
    const bookingId = await insertStay('completed', 1);
    const reminders = async () =>
      (
        await ctx.db.query<{ recipient: string; payload: { daysAfter: number } }>(
          `SELECT recipient, payload FROM outbox
            WHERE template = 'reviews.reminder' AND channel = 'email' AND (payload ->> 'bookingId')::bigint = $1
            ORDER BY id`,
          [bookingId],
        )
      ).rows.map((row) => [row.recipient, row.payload.daysAfter]);

    await runJob();
    await runJob();
    expect(await reminders()).toEqual([
      ['owner@example.test', 1],
      ['renter@example.test', 1],
    ]);
    const mail = await ctx.db.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM outbox WHERE template = 'reviews.reminder' AND recipient = 'owner@example.test'
        AND (payload ->> 'bookingId')::bigint = $1`,
      [bookingId],
    );
    expect(mail.rows[0].body).toContain(`https://bosun.example/en/booking/${bookingId}/detail`);

    expect((await postReview(bookingId, renter, tenantReview)).statusCode).toBe(201);
    await runJob(3);
    await runJob(6);
    await runJob(6);
    expect(await reminders()).toEqual([
      ['owner@example.test', 1],
      ['renter@example.test', 1],
      ['owner@example.test', 7],
    ]);
  });
});
