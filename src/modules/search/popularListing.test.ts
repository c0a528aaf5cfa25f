import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../shared/search/searchResults.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import {
  bearerFor,
  day,
  FUTURE_YEAR,
  insertProductFixture,
  type ProductFixture,
} from '../catalogue/testFixtures.ts';

// A listing held on many separate days (a popular boat: 1,000 bookings, 300 owner blocks) stays
// bookable and searchable: its held days used to ride whole on the search index's tuple, which then
// outgrew B-tree's limit and failed every new booking of it.

let ctx: TestContext;
let fixture: ProductFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  // 1,000 past one-day trips two days apart, each its own held period.
  await ctx.db.query(
    `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status,
       listing_title, price_lines, rental_amount, total_amount, online_amount, cancellation_policy)
     SELECT 'POP-' || i, p.id, $2, p.owner_id, daterange(d, d + 1), 2, 'completed', p.title,
       '[]', 1000, 1000, 1000, 'moderate'
     FROM products p, generate_series(0, 999) AS i, LATERAL (SELECT $3::date + 2 * i AS d) AS start
     WHERE p.id = $1`,
    [fixture.productId, fixture.renterId, `${FUTURE_YEAR - 8}-01-01`],
  );
  // 300 blocks three days apart from January 2 of the searched year: every third day is taken.
  await ctx.db.query(
    `INSERT INTO availability_blocks (product_id, period, reason)
     SELECT $1, daterange($2::date + 3 * i, $2::date + 3 * i + 1), 'owner_blocked' FROM generate_series(0, 299) AS i`,
    [fixture.productId, day('01-02')],
  );
}, 120_000);
afterAll(() => ctx.close());

async function searchMarseille(dates: string): Promise<SearchResponse> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v6/products?placeSlug=marseille&${dates}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The blocked days: every third day from January 2 of the searched year. */
const blocked = new Set(
  Array.from({ length: 300 }, (_, i) =>
    new Date(Date.parse(`${day('01-02')}T00:00:00Z`) + 3 * i * 86_400_000).toISOString().slice(0, 10),
  ),
);
const firstFree = (dates: string[]) => dates.map(day).find((date) => !blocked.has(date));

describe('a listing with 1,000 bookings and 300 blocks', () => {
  it('is found for a free day, not for a blocked one nor for days around one', async () => {
    const free = firstFree(['07-06', '07-07', '07-08']);
    const taken = ['07-06', '07-07', '07-08'].map(day).find((date) => blocked.has(date));
    const found = await searchMarseille(`dateFrom=${free}&dateTo=${free}`);
    expect(found.products.map((card) => card.id)).toEqual([fixture.productId]);
    expect(found.products[0].totalForDates).toBeGreaterThan(0);
    expect((await searchMarseille(`dateFrom=${taken}&dateTo=${taken}`)).count).toBe(0);
    // Any three days running hold a blocked one.
    expect((await searchMarseille(`dateFrom=${day('07-06')}&dateTo=${day('07-08')}`)).count).toBe(0);
  });

  it('carries in the search index an outline of at most 16 periods that covers every held day', async () => {
    const { rows } = await ctx.db.query<{ periods: number; outline: number; covers: boolean }>(
      `SELECT (SELECT count(*) FROM unnest(held_am)) AS periods,
              (SELECT count(*) FROM unnest(held_am_outline)) AS outline,
              held_am_outline @> held_am AND held_pm_outline @> held_pm AS covers
         FROM products WHERE id = $1`,
      [fixture.productId],
    );
    expect(rows[0]).toEqual({ periods: 1300, outline: 16, covers: true });
  });

  it('can be booked on a free day, which search then leaves out', async () => {
    const date = firstFree(['08-10', '08-11', '08-12']);
    const renter = await bearerFor(ctx.app, 'renter@example.test');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v6/products/${fixture.productId}/payment-sessions?_locale=en`,
      headers: { ...renter, 'idempotency-key': 'popular-listing-0001' },
      payload: { dateFrom: date, dateTo: date, numberOfPeople: 2 },
    });
    expect(response.statusCode).toBe(201);
    expect((await searchMarseille(`dateFrom=${date}&dateTo=${date}`)).count).toBe(0);
  });
});
