import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingList } from '../../../shared/bookings/trips.ts';
import type { OwnerListings } from '../../../shared/owners/listings.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { type CountedStatement, countingDatabase } from '../../../tests/helpers/countingDatabase.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { bearerFor, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';

// The owner's two lists (SPEC section 2's account/listings and account/bookings) are read in a
// bounded number of prepared statements, whatever the owner's fleet and bookings: the page with its
// next bookings in one, the tab badges read from counts kept when bookings change.

let ctx: TestContext;
let fixture: ProductFixture;
let countingApp: FastifyInstance;
/** The statements the counting app ran, with the name each was prepared under. */
const statements: CountedStatement[] = [];

const counting = (db: Database) => countingDatabase(db, statements);

/** A booking of the fixture's boat starting `from` days from today, for `days` days. */
async function book(status: string, from: number, days: number, paid = true): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title,
                           price_lines, rental_amount, total_amount, online_amount, cancellation_policy, paid_at)
     VALUES ('BSN-' || $1::text || '-' || $2::int, $3, $4, $5, daterange(current_date + $2::int, current_date + $2::int + $6::int),
             2, $1, 'Blue Wind', '[]', 40000, 40000, 40000, 'moderate', CASE WHEN $7::boolean THEN now() END)
     RETURNING id`,
    [status, from, fixture.productId, fixture.renterId, fixture.ownerId, days, paid],
  );
  return Number(rows[0].id);
}

/** The tab badges as a plain count over every booking of the user would give them. */
async function plainCounts(side: 'owner_id' | 'tenant_id', userId: number) {
  const { rows } = await ctx.db.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM bookings
      WHERE ${side} = $1 AND status <> 'payment_pending' AND NOT (status = 'expired' AND paid_at IS NULL)
      GROUP BY status`,
    [userId],
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

async function kept(side: 'owner' | 'tenant', userId: number) {
  const { rows } = await ctx.db.query<{ status: string; n: number }>(
    'SELECT status, n FROM booking_status_counts WHERE user_id = $1 AND side = $2 AND n <> 0',
    [userId, side],
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

let declinedId: number;
let requestId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  for (let day = 2; day < 40; day += 3) await book('accepted', day, 2);
  requestId = await book('paid', 50, 1);
  declinedId = await book('declined', 60, 2);
  await book('payment_pending', 70, 2, false);
  await book('expired', 80, 2, false); // expired unpaid: in no tab
  await book('expired', 90, 2, true);
  await book('completed', -20, 2);
  countingApp = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_ON_START: 'false',
      PAGE_CACHE_SECONDS: '0',
    }),
    db: counting(ctx.db),
    logger: false,
  });
  await countingApp.ready();
});
afterAll(async () => {
  await countingApp.close();
  await ctx.close();
});

async function get<T>(url: string): Promise<T> {
  const headers = await bearerFor(countingApp, 'owner@example.test');
  await countingApp.inject({ url, headers }); // a first call may remember lookups (currency, places)
  statements.length = 0;
  const res = await countingApp.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the owner lists’ statements', () => {
  it('account/listings: the page with its next bookings in one statement, at most three in all, every one prepared', async () => {
    const answer = await get<OwnerListings>('/api/v6/account/listings');
    const boat = answer.listings.find((listing) => listing.id === fixture.productId);
    // the three soonest accepted trips and requests, from the page's own statement
    expect(boat?.nextBookings.map((booking) => booking.status)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(boat?.nextBookings[0].renterFirstName).toBeTruthy();
    // the session, the counts by state, the page with its next bookings
    expect(statements.length).toBeLessThanOrEqual(3);
    expect(statements.filter((statement) => !statement.name)).toEqual([]);
    expect(statements.filter((statement) => /FROM bookings/.test(statement.sql))).toHaveLength(1);
  });

  it('account/bookings as an owner: the badges without counting the bookings, at most three statements, every one prepared', async () => {
    const list = await get<BookingList>('/api/v6/account/bookings?role=owner&tab=upcoming');
    expect(list.counts).toMatchObject({ upcoming: 13, requests: 1, past: 1, cancelled: 2 });
    expect(list.items.length).toBeGreaterThan(0);
    expect(statements.length).toBeLessThanOrEqual(3);
    expect(statements.filter((statement) => !statement.name)).toEqual([]);
    // the badges are read from the kept counts; no statement groups the bookings by status
    expect(statements.some((statement) => statement.sql.includes('booking_status_counts'))).toBe(true);
    expect(statements.filter((statement) => /GROUP BY\s+(b\.)?status/i.test(statement.sql))).toEqual([]);
  });

  it('keeps the badges equal to a plain count as bookings are made, change status, are paid, and go', async () => {
    await ctx.db.query(`UPDATE bookings SET status = 'accepted' WHERE id = $1`, [requestId]);
    await ctx.db.query(`UPDATE bookings SET status = 'paid' WHERE status = 'payment_pending'`);
    await ctx.db.query(`UPDATE bookings SET paid_at = NULL WHERE id = $1`, [declinedId]);
    await ctx.db.query(`UPDATE bookings SET status = 'expired', paid_at = NULL WHERE id = $1`, [declinedId]);
    await ctx.db.query(`DELETE FROM bookings WHERE status = 'completed'`);
    await book('paid', 100, 1);
    expect(await kept('owner', fixture.ownerId)).toEqual(await plainCounts('owner_id', fixture.ownerId));
    expect(await kept('tenant', fixture.renterId)).toEqual(await plainCounts('tenant_id', fixture.renterId));
    const list = await get<BookingList>('/api/v6/account/bookings?role=owner&tab=requests');
    // 14 accepted now, two requests (the unpaid checkout paid, the new one), no past trip
    expect(list.counts).toMatchObject({ upcoming: 14, requests: 2, past: 0, cancelled: 1 });
  });
});
