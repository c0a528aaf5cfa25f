import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerListing, OwnerListings } from '../../../shared/owners/listings.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { bearerFor, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let draftActivityId: number;
let rivalProductId: number;
/** The booking ids by what they are, and the calendar dates the API should print for them. */
const booked: Record<string, { id: number; startDate: string; endDate: string }> = {};

/**
 * A booking on `productId` made `createdDaysAgo` days ago for the days [from, to) counted from
 * today; `paid` and `accepted` set the instants a request reached the owner and was accepted.
 */
async function insertBooking(
  name: string,
  productId: number,
  ownerId: number,
  status: string,
  days: { from: number; to: number; createdDaysAgo: number },
  stamps: { paid?: boolean; accepted?: boolean } = {},
) {
  const { rows } = await ctx.db.query<{ id: number; start_date: string; end_date: string }>(
    `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title,
                           price_lines, rental_amount, total_amount, online_amount, cancellation_policy,
                           created_at, paid_at, accepted_at)
     VALUES ($1, $2, $3, $4, daterange(current_date + $5::int, current_date + $6::int), 2, $7, 'Blue Wind',
             '[]', 40000, 40000, 40000, 'moderate', now() - make_interval(days => $8::int),
             CASE WHEN $9::boolean THEN now() - make_interval(days => $8::int) END,
             CASE WHEN $10::boolean THEN now() - make_interval(days => $8::int) END)
     RETURNING id, to_char(lower(period), 'YYYY-MM-DD') AS start_date,
               to_char(upper(period) - 1, 'YYYY-MM-DD') AS end_date`,
    [
      `BSN-${name}`,
      productId,
      fixture.renterId,
      ownerId,
      days.from,
      days.to,
      status,
      days.createdDaysAgo,
      stamps.paid ?? false,
      stamps.accepted ?? false,
    ],
  );
  booked[name] = { id: Number(rows[0].id), startDate: rows[0].start_date, endDate: rows[0].end_date };
}

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  const harbour = (await ctx.db.query<{ harbour_id: number }>('SELECT harbour_id FROM products')).rows[0]
    .harbour_id;
  // An activity just started: no picture, no description, no duration, no price yet.
  draftActivityId = (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO products (kind, slug, title, activity_type, owner_id, harbour_id, capacity, base_price_per_day)
       VALUES ('activity', 'draft-sunset', 'Sunset cruise', 'sunsetCruise', $1, $2, 10, 0) RETURNING id`,
      [fixture.ownerId, harbour],
    )
  ).rows[0].id;
  const rivalId = await insertTestUser(ctx.db, { email: 'rival@example.test', isOwner: true });
  rivalProductId = (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO products (kind, slug, title, product_type, owner_id, harbour_id, capacity, base_price_per_day,
                             moderation_status, moderation_reason)
       VALUES ('boat', 'rival-rib', 'Rival RIB', 'rib', $1, $2, 6, 30000, 'suspended', 'Pictures of another boat')
       RETURNING id`,
      [rivalId, harbour],
    )
  ).rows[0].id;

  const blueWind = fixture.productId;
  const owner = fixture.ownerId;
  await insertBooking(
    'atSea',
    blueWind,
    owner,
    'checked_in',
    { from: -1, to: 2, createdDaysAgo: 35 },
    {
      paid: true,
      accepted: true,
    },
  );
  await insertBooking(
    'request',
    blueWind,
    owner,
    'paid',
    { from: 3, to: 4, createdDaysAgo: 2 },
    { paid: true },
  );
  await insertBooking(
    'accepted',
    blueWind,
    owner,
    'accepted',
    { from: 10, to: 13, createdDaysAgo: 5 },
    {
      paid: true,
      accepted: true,
    },
  );
  await insertBooking(
    'declined',
    blueWind,
    owner,
    'declined',
    { from: 10, to: 12, createdDaysAgo: 10 },
    {
      paid: true,
    },
  );
  await insertBooking('unpaid', blueWind, owner, 'payment_pending', { from: 20, to: 22, createdDaysAgo: 1 });
  await insertBooking(
    'later',
    blueWind,
    owner,
    'accepted',
    { from: 30, to: 33, createdDaysAgo: 3 },
    {
      paid: true,
      accepted: true,
    },
  );
  await insertBooking(
    'past',
    blueWind,
    owner,
    'completed',
    { from: -45, to: -43, createdDaysAgo: 60 },
    {
      paid: true,
      accepted: true,
    },
  );
  await insertBooking(
    'rivals',
    rivalProductId,
    rivalId,
    'accepted',
    { from: 5, to: 7, createdDaysAgo: 1 },
    {
      paid: true,
      accepted: true,
    },
  );
});
afterAll(() => ctx.close());

async function listingsAs(email: string, query = ''): Promise<OwnerListings> {
  const res = await ctx.app.inject({
    url: `/api/v6/account/listings${query}`,
    headers: await bearerFor(ctx.app, email),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const byId = (answer: OwnerListings, id: number): OwnerListing => {
  const listing = answer.listings.find((candidate) => candidate.id === id);
  if (!listing) throw new Error(`listing ${id} is not in the answer`);
  return listing;
};

describe('GET /api/v6/account/listings', () => {
  it('is 401 signed out', async () => {
    const res = await ctx.app.inject({ url: '/api/v6/account/listings' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBeTruthy();
  });

  it('answers a renter who lists nothing with an empty list and isOwner false', async () => {
    expect(await listingsAs('renter@example.test')).toEqual({
      isOwner: false,
      state: null,
      counts: { all: 0, draft: 0, inReview: 0, published: 0, suspended: 0 },
      listings: [],
      pagination: { currentPage: 1, totalPage: 1, resultsCount: 0 },
    });
  });

  it('shows the owner their own boats and activities only', async () => {
    const answer = await listingsAs('owner@example.test');
    expect(answer.isOwner).toBe(true);
    expect(answer.listings.map((listing) => listing.id).sort()).toEqual(
      [fixture.productId, draftActivityId].sort(),
    );
    const rival = await listingsAs('rival@example.test');
    expect(rival.listings.map((listing) => listing.id)).toEqual([rivalProductId]);
    expect(rival.listings[0]).toMatchObject({
      state: 'suspended',
      moderationReason: 'Pictures of another boat',
      last30Days: { requests: 1, bookings: 1 },
    });
    // the rival's booking never shows among Marie's
    const ids = answer.listings.flatMap((listing) => listing.nextBookings.map((booking) => booking.id));
    expect(ids).not.toContain(booked.rivals.id);
  });

  it('gives a complete published boat its state, picture, 30-day figures and next three bookings', async () => {
    const blueWind = byId(await listingsAs('owner@example.test'), fixture.productId);
    expect(blueWind).toMatchObject({
      kind: 'boat',
      title: 'Blue Wind',
      state: 'published',
      moderationReason: null,
      harbourName: 'Vieux-Port',
      picture: { url: '/media/demo/a.svg', alt: 'Deck' },
      completeness: { score: 100, missing: [] },
      // made in the last 30 days and paid: the request, the accepted one, the declined one, the later one
      last30Days: { requests: 4, bookings: 2 },
    });
    expect(blueWind.nextBookings).toEqual(
      (['atSea', 'request', 'accepted'] as const).map((name) => ({
        id: booked[name].id,
        startDate: booked[name].startDate,
        endDate: booked[name].endDate,
        status: { atSea: 'checked_in', request: 'paid', accepted: 'accepted' }[name],
        renterFirstName: 'Rita',
        path: `/booking/${booked[name].id}/detail`,
      })),
    );
    expect(booked.request.startDate).toBe(booked.request.endDate);
  });

  it('names each listing in the page’s language when it has a title there, else by its own', async () => {
    const inLanguage = async (locale: string) => {
      const res = await ctx.app.inject({
        url: `/api/v6/account/listings?_locale=${locale}`,
        headers: await bearerFor(ctx.app, 'owner@example.test'),
      });
      expect(res.statusCode).toBe(200);
      return byId(res.json() as OwnerListings, fixture.productId).title;
    };
    // the fixture's boat has a French title; German it has none, and "xx" is no language
    expect(await inLanguage('fr')).toBe('Blue Wind, Beneteau Oceanis 46 à Marseille');
    expect(await inLanguage('de')).toBe('Blue Wind');
    expect(await inLanguage('xx')).toBe('Blue Wind');
  });

  it('counts the product page’s views of the last 30 days, not robots’, not a draft’s', async () => {
    const view = (id: number | string, userAgent = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v6/products/${id}/view`,
        headers: { 'user-agent': userAgent },
      });
    for (let i = 0; i < 3; i++) expect((await view(fixture.productId)).statusCode).toBe(204);
    expect((await view(fixture.productId, 'Mozilla/5.0 (compatible; Googlebot/2.1)')).statusCode).toBe(204);
    expect((await view(draftActivityId)).statusCode).toBe(404);
    expect((await view('12abc')).statusCode).toBe(404);
    // a busy day six weeks ago is outside the window
    await ctx.db.query(
      `INSERT INTO product_view_days (product_id, day, views) VALUES ($1, current_date - 42, 500)`,
      [fixture.productId],
    );
    const listings = await listingsAs('owner@example.test');
    expect(byId(listings, fixture.productId).last30Days.views).toBe(3);
    expect(byId(listings, draftActivityId).last30Days.views).toBe(0);
    expect(byId(await listingsAs('rival@example.test'), rivalProductId).last30Days.views).toBe(0);
  });

  it('says what a new activity lacks and scores it by what is filled', async () => {
    const draft = byId(await listingsAs('owner@example.test'), draftActivityId);
    expect(draft).toMatchObject({
      kind: 'activity',
      state: 'draft',
      picture: null,
      last30Days: { requests: 0, bookings: 0 },
      nextBookings: [],
      // five parts for an activity (no equipment), the harbour alone is filled
      completeness: { score: 20, missing: ['details', 'description', 'pictures', 'prices'] },
    });
  });

  it('maps a listing waiting for moderation to in review and counts equipment for boats', async () => {
    await ctx.db.query(`UPDATE products SET moderation_status = 'pending_review' WHERE id = $1`, [
      fixture.productId,
    ]);
    await ctx.db.query('DELETE FROM product_equipment WHERE product_id = $1', [fixture.productId]);
    const blueWind = byId(await listingsAs('owner@example.test'), fixture.productId);
    expect(blueWind.state).toBe('inReview');
    expect(blueWind.completeness).toEqual({ score: 83, missing: ['equipment'] });
  });

  it('reads a page of 24 at a time, most recently changed first, filtered by state', async () => {
    const fleetOwner = await insertTestUser(ctx.db, { email: 'fleet@example.test', isOwner: true });
    const harbour = (await ctx.db.query<{ harbour_id: number }>('SELECT harbour_id FROM products LIMIT 1'))
      .rows[0].harbour_id;
    // 30 boats: every fifth a draft; boat n was last changed n minutes ago
    await ctx.db.query(
      `INSERT INTO products (kind, slug, title, product_type, owner_id, harbour_id, capacity, base_price_per_day,
                             moderation_status, updated_at)
       SELECT 'boat', 'fleet-' || n, 'Fleet ' || n, 'sailboat', $1, $2, 6, 20000,
              CASE WHEN n % 5 = 0 THEN 'draft' ELSE 'published' END, now() - make_interval(mins => n)
         FROM generate_series(1, 30) n`,
      [fleetOwner, harbour],
    );
    const first = await listingsAs('fleet@example.test');
    expect(first.counts).toEqual({ all: 30, draft: 6, inReview: 0, published: 24, suspended: 0 });
    expect(first.pagination).toEqual({ currentPage: 1, totalPage: 2, resultsCount: 30 });
    expect(first.listings.map((listing) => listing.title)).toEqual(
      Array.from({ length: 24 }, (_, i) => `Fleet ${i + 1}`),
    );
    const second = await listingsAs('fleet@example.test', '?page=2');
    expect(second.listings.map((listing) => listing.title)).toEqual(
      Array.from({ length: 6 }, (_, i) => `Fleet ${i + 25}`),
    );
    const drafts = await listingsAs('fleet@example.test', '?state=draft');
    expect(drafts.state).toBe('draft');
    expect(drafts.pagination).toEqual({ currentPage: 1, totalPage: 1, resultsCount: 6 });
    expect(drafts.listings.map((listing) => listing.title)).toEqual([
      'Fleet 5',
      'Fleet 10',
      'Fleet 15',
      'Fleet 20',
      'Fleet 25',
      'Fleet 30',
    ]);
    expect(drafts.listings.every((listing) => listing.state === 'draft')).toBe(true);
    // a page past the last reads the last; a state with nothing in it is an empty page
    expect((await listingsAs('fleet@example.test', '?page=9')).pagination.currentPage).toBe(2);
    const suspended = await listingsAs('fleet@example.test', '?state=suspended');
    expect(suspended).toMatchObject({ isOwner: true, listings: [], pagination: { resultsCount: 0 } });
  });

  it('refuses a state or a page it does not know with 400, naming the field', async () => {
    for (const query of ['?state=sunk', '?page=0', '?page=abc', '?page=1.5']) {
      const res = await ctx.app.inject({
        url: `/api/v6/account/listings${query}`,
        headers: await bearerFor(ctx.app, 'owner@example.test'),
      });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), query).toEqual([query.slice(1).split('=')[0]]);
    }
  });
});
