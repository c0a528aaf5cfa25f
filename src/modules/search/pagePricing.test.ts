import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../shared/search/searchResults.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { type CountedStatement, countingDatabase } from '../../../tests/helpers/countingDatabase.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { blockProduct, bookProduct, type Fixture, seedSearchFixture } from './searchFixture.ts';

// A page of result cards is priced as a set (pagePricing.ts); each card's total must still be what
// the booking box quotes for the same product, dates and people, whatever the product's rules.

let ctx: TestContext;
let fixture: Fixture;
/** The statements the counting app ran, with the name each was prepared under. */
const statements: CountedStatement[] = [];
let countingApp: FastifyInstance;

const counting = (db: Database) => countingDatabase(db, statements);

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await seedSearchFixture(ctx.db, [
    { title: 'Plain sailboat', price: 20_000, capacity: 8, halfDayAllowed: true },
    { title: 'Seasonal catamaran', type: 'catamaran', price: 50_000, capacity: 10, discountPercent: 15 },
    {
      title: 'Skippered motorboat',
      type: 'motorboat',
      price: 30_000,
      capacity: 8,
      sailingType: 'withOrWithoutCaptain',
      halfDayAllowed: true,
    },
    { title: 'Shared outing', price: 6_000, capacity: 10, sailingType: 'withCaptain' },
    { title: 'Long-stay yacht', type: 'sailYacht', price: 80_000, capacity: 8 },
    { title: 'Blocked sailboat', price: 15_000, capacity: 8 },
  ]);
  const { ids } = fixture;
  await ctx.db.query(
    `INSERT INTO product_seasons (product_id, name, period, price_per_day, price_per_half_day, price_per_week)
     VALUES ($1, 'High season', '[2031-07-01,2031-09-01)', 70000, NULL, 420000),
            ($2, 'High season', '[2031-07-01,2031-09-01)', 45000, 25000, NULL)`,
    [ids['Seasonal catamaran'], ids['Skippered motorboat']],
  );
  await ctx.db.query(
    `INSERT INTO extras (product_id, name, names, price, price_type, is_rental_type, crew_number, position)
     VALUES ($1, 'Skipper', '{"fr": "Skipper"}', 18000, 'per_day', true, 1, 0)`,
    [ids['Skippered motorboat']],
  );
  await ctx.db.query(
    `INSERT INTO extras (product_id, name, names, price, price_type, is_mandatory, paid_at_harbour, position)
     VALUES ($1, 'Final cleaning', '{"fr": "Ménage"}', 9000, 'per_booking', true, false, 1),
            ($1, 'Fuel', '{}', 4000, 'per_day', true, true, 2),
            ($2, 'Lunch', '{}', 1500, 'per_person', true, false, 1)`,
    [ids['Seasonal catamaran'], ids['Shared outing']],
  );
  await ctx.db.query(
    `UPDATE products SET pricing_unit = 'per_person', captain_price_per_day = 12000 WHERE id = $1`,
    [ids['Shared outing']],
  );
  await ctx.db.query('UPDATE products SET minimum_days = 5 WHERE id = $1', [ids['Long-stay yacht']]);
  await blockProduct(ctx.db, ids['Blocked sailboat'], '[2031-07-14,2031-07-15)');
  // Seats sold on the shared outing: it stays listed, with fewer seats left.
  await ctx.db.query(
    `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, exclusive,
       listing_title, price_lines, rental_amount, total_amount, online_amount, cancellation_policy)
     SELECT 'B-shared', p.id, $2, p.owner_id, '[2031-07-10,2031-07-11)', 7, 'accepted', false, p.title,
       '[]', 1000, 1000, 1000, 'moderate' FROM products p WHERE p.id = $1`,
    [ids['Shared outing'], fixture.renterId],
  );
  await bookProduct(ctx.db, ids['Plain sailboat'], fixture.renterId, '[2031-08-01,2031-08-02)', {
    halfDayPeriod: 'morning',
  });
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
  await countingApp?.close();
  await ctx.close();
});

async function search(app: FastifyInstance, query: string): Promise<SearchResponse> {
  const response = await app.inject({ method: 'GET', url: `/api/v6/products?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function quotedTotal(productId: number, query: string): Promise<number | null> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v6/products/${productId}/quote?${query}`,
  });
  expect(response.statusCode).toBe(200);
  const quote = response.json();
  return quote.available ? quote.total : null;
}

describe('search result cards priced as a page', () => {
  const choices = [
    // Low season, two days, with a mandatory extra paid online and one paid at the harbour.
    'dateFrom=2031-05-04&dateTo=2031-05-05&numberOfPeople=4',
    // A week straddling the season's start: week price, duration discount, per-person lunch.
    'dateFrom=2031-06-28&dateTo=2031-07-04&numberOfPeople=3&currency=USD',
    // In high season with the skipper, around the block and the sold seats.
    'dateFrom=2031-07-10&dateTo=2031-07-14&numberOfPeople=3&withCaptain=1&_locale=fr',
    'dateFrom=2031-07-10&dateTo=2031-07-10&numberOfPeople=4',
    // A half day, the morning of which one boat is booked.
    'dateFrom=2031-08-01&dateTo=2031-08-01&halfDayPeriod=afternoon&numberOfPeople=2',
  ];

  it.each(choices)("gives each card the booking box's total: %s", async (choice) => {
    const body = await search(ctx.app, choice);
    expect(body.products.length).toBeGreaterThan(1);
    for (const card of body.products) {
      expect({ title: card.title, total: card.totalForDates }).toEqual({
        title: card.title,
        total: await quotedTotal(card.id, choice),
      });
    }
  });

  it('prices the rules each product has: seasons, weeks, discounts, extras, captain, per person', async () => {
    const totals = async (choice: string) =>
      Object.fromEntries(
        (await search(ctx.app, choice)).products.map((card) => [card.title, card.totalForDates]),
      );
    const week = await totals('dateFrom=2031-07-06&dateTo=2031-07-12&numberOfPeople=2');
    // 420,000 a week in season, 15 % off, the cleaning online and the fuel at the harbour, 8 % fee.
    expect(week['Seasonal catamaran']).toBe(
      420_000 - 63_000 + 9_000 + 7 * 4_000 + Math.round(357_000 * 0.08),
    );
    // Per person, two people, captain included, lunch each: 2 x 7 x 6,000 + 7 x 12,000 + 2 x 1,500 + fee.
    expect(week['Shared outing']).toBe(84_000 + 84_000 + 3_000 + Math.round(168_000 * 0.08));
    expect(week['Long-stay yacht']).toBe(7 * 80_000 + Math.round(7 * 80_000 * 0.08));
  });

  it('runs at most four statements for a search with dates, every one prepared', async () => {
    const query = 'placeSlug=marseille&dateFrom=2031-07-10&dateTo=2031-07-14&numberOfPeople=2&lengthFrom=6';
    await search(countingApp, query); // the place and currency lookups are remembered from here on
    statements.length = 0;
    const body = await search(countingApp, `${query}&boatTypes=sailboat;catamaran`);
    expect(body.products.length).toBeGreaterThan(1);
    expect(body.products.every((card) => card.totalForDates !== undefined)).toBe(true);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.length).toBeLessThanOrEqual(4);
    expect(statements.filter((statement) => !statement.name)).toEqual([]);
  });
});

describe('price statistics of a search', () => {
  it('are computed once for the same filters, then each page only counts and reads its cards', async () => {
    const query = 'placeSlug=marseille&numberOfPeople=3&lengthFrom=5';
    const first = await search(countingApp, `${query}&limit=2`);
    statements.length = 0;
    const second = await search(countingApp, `${query}&limit=2&_page=2&sort=price`);
    expect(statements.length).toBe(1);
    expect(statements[0].sql).not.toContain('percentile_cont');
    expect(second.productsPriceStatistics).toEqual(first.productsPriceStatistics);
    expect(second.priceChartBar).toEqual(first.priceChartBar);
    expect(second.count).toBe(first.count);
    expect(second.products.map((card) => card.title)).not.toEqual(first.products.map((card) => card.title));
    // Other filters, other statistics.
    statements.length = 0;
    const other = await search(countingApp, 'placeSlug=marseille&boatTypes=catamaran');
    expect(statements[0].sql).toContain('percentile_cont');
    expect(other.productsPriceStatistics?.lowest).toBe(50_000);
  });
});
