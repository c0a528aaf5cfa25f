import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { day, insertProductFixture, insertReview, type ProductFixture } from './testFixtures.ts';

let ctx: TestContext;
let fixture: ProductFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  await insertReview(ctx.db, fixture, 5, 'Perfect boat.');
  await insertReview(ctx.db, fixture, 4, 'Very good.');
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/v6/products/{id}', () => {
  it('answers in the language and currency asked', async () => {
    const res = await get(`/api/v6/products/${fixture.productId}?_locale=fr&currency=USD`);
    expect(res.statusCode).toBe(200);
    const product = res.json();
    expect(product.title).toBe('Blue Wind, Beneteau Oceanis 46 à Marseille');
    expect(product.description).toBe('Un croiseur rapide et confortable.');
    expect(product.currency.code).toBe('USD');
    expect(product.prices.fromPerDay).toBe(22000);
    expect(product.deposit).toBe(110000);
    expect(product.captain).toEqual({
      offered: true,
      required: false,
      pricePerDay: 16500,
      paidAtHarbour: false,
    });
    expect(product.equipment).toEqual([
      { id: 13, key: 'bimini', label: 'Bimini' },
      { id: 29, key: 'gps', label: 'GPS' },
    ]);
    expect(product.specifications).toMatchObject({
      length: 13.1,
      cabins: 3,
      capacity: 8,
      builderName: 'Beneteau',
    });
    // pictures are described in the page's language by the listing's title and place (issue 23)
    expect(product.pictures).toEqual([
      { url: '/media/demo/a.svg', alt: 'Blue Wind, Beneteau Oceanis 46 à Marseille (1/2)' },
      { url: '/media/demo/b.svg', alt: 'Blue Wind, Beneteau Oceanis 46 à Marseille (2/2)' },
    ]);
    expect(product.location).toMatchObject({ harbour: 'Vieux-Port', city: 'Marseille', countryCode: 'FR' });
    expect(product.owner).toMatchObject({
      name: 'Marie D.',
      ownerType: 'professional',
      isSuperOwner: true,
      responseRate: 97,
      responseTimeMinutes: 45,
    });
    expect(product.cancellationPolicy.key).toBe('moderate');
    expect(product.cancellationPolicy.terms[0]).toEqual({ daysBefore: 7, refundPercentage: 100 });
    expect(product.extras.map((e: { name: string }) => e.name)).toEqual([
      'Ménage de fin de location',
      'Stand-up paddle',
    ]);
    // the slug is the title in the path's language (issue 23)
    expect(product.paths.fr).toBe(
      `/location-bateau/marseille/voilier/blue-wind-beneteau-oceanis-46-a-marseille-${fixture.productId}`,
    );
    expect(product.paths.de).toMatch(/^\/boot-mieten\/marseille\//);
  });

  it('gives reviews with averages per criterion', async () => {
    const product = (await get(`/api/v6/products/${fixture.productId}`)).json();
    expect(product.reviews.count).toBe(2);
    expect(product.reviews.average).toBe(4.5);
    expect(product.reviews.criteria).toEqual({ boat: 4.5, owner: 5 });
    expect(product.reviews.items[0]).toMatchObject({ authorName: 'Otto O.' });
  });

  it('is 404 for an unknown or unpublished product, 400 for a bad id', async () => {
    expect((await get('/api/v6/products/999999')).statusCode).toBe(404);
    await ctx.db.query(`UPDATE products SET moderation_status = 'suspended' WHERE id = $1`, [
      fixture.productId,
    ]);
    const suspended = await get(`/api/v6/products/${fixture.productId}`);
    await ctx.db.query(`UPDATE products SET moderation_status = 'published' WHERE id = $1`, [
      fixture.productId,
    ]);
    expect(suspended.statusCode).toBe(404);
    expect(suspended.json().error.code).toBe('not-found');
    // A malformed id names no product: 404 like any unknown one (issue 22).
    expect((await get('/api/v6/products/abc')).statusCode).toBe(404);
  });

  it('lists booked, blocked and half-booked days in the calendar', async () => {
    await ctx.db.query(
      `INSERT INTO availability_blocks (product_id, period, reason) VALUES ($1, daterange($2::date, $3::date), 'maintenance')`,
      [fixture.productId, day('05-10'), day('05-12')],
    );
    await ctx.db.query(
      `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, half_day_period, people, status,
                             listing_title, price_lines, rental_amount, total_amount, online_amount, cancellation_policy)
       VALUES ('BSN-HALF01', $1, $2, $3, daterange($4::date, $4::date + 1), 'morning', 2, 'accepted', 'Blue Wind', '[]',
               12000, 12000, 12000, 'moderate')`,
      [fixture.productId, fixture.otherRenterId, fixture.ownerId, day('05-20')],
    );
    const res = await get(`/api/v6/products/${fixture.productId}/availability?from=${day('05-01')}&days=31`);
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toEqual([
      { date: day('05-10'), taken: 'blocked' },
      { date: day('05-11'), taken: 'blocked' },
      { date: day('05-20'), taken: 'morning' },
    ]);
  });
});

describe('GET /api/v6/products/{id} in one answer', () => {
  it('carries the cabins, itineraries and the coming months’ calendar', async () => {
    const { rows } = await ctx.db.query<{ d: string }>(
      `SELECT to_char(current_date + 10, 'YYYY-MM-DD') AS d`,
    );
    const soon = rows[0].d;
    await ctx.db.query(
      `INSERT INTO availability_blocks (product_id, period, reason) VALUES ($1, daterange($2::date, $2::date + 2), 'owner_blocked')`,
      [fixture.productId, soon],
    );
    const product = (await get(`/api/v6/products/${fixture.productId}`)).json();
    expect(product.sleepingAreas.map((a: { name: string }) => a.name)).toEqual(['Owner cabin', 'Cabin 2']);
    expect(product.itineraries).toEqual([expect.objectContaining({ title: 'Calanques', durationHours: 6 })]);
    expect(product.activity).toBeNull();
    expect(product.availability.days).toContainEqual({ date: soon, taken: 'blocked' });
  });

  it('lets a guest’s copy be cached and revalidated, and answers 304 to its ETag', async () => {
    const first = await get(`/api/v6/products/${fixture.productId}?_locale=fr`);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=60/);
    expect(first.headers.vary).toContain('Cookie');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/v6/products/${fixture.productId}?_locale=fr`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const english = await ctx.app.inject({
      method: 'GET',
      url: `/api/v6/products/${fixture.productId}?_locale=en`,
      headers: { 'if-none-match': etag },
    });
    expect(english.statusCode).toBe(200);
  });
});

describe('product satellites', () => {
  it('pages the reviews', async () => {
    const res = await get(`/api/v6/products/${fixture.productId}/reviews?page=1`);
    expect(res.json()).toMatchObject({ count: 2, page: 1, totalPages: 1 });
    expect(res.json().items).toHaveLength(2);
    const beyond = await get(`/api/v6/products/${fixture.productId}/reviews?page=3`);
    expect(beyond.json()).toMatchObject({ items: [], count: 2, page: 3 });
    expect((await get(`/api/v6/products/${fixture.productId}/reviews?page=0`)).statusCode).toBe(400);
  });

  it('lists sleeping areas and itineraries', async () => {
    const areas = await get(`/api/v6/product/${fixture.productId}/sleeping-area`);
    expect(areas.json()).toEqual([
      expect.objectContaining({ name: 'Owner cabin', kind: 'double_cabin', beds: 2 }),
      expect.objectContaining({ name: 'Cabin 2', kind: 'twin_cabin', beds: 2 }),
    ]);
    const itineraries = await get(`/api/v6/products/${fixture.productId}/itineraries`);
    expect(itineraries.json()).toEqual([expect.objectContaining({ title: 'Calanques', durationHours: 6 })]);
    expect((await get('/api/v6/product/999999/sleeping-area')).statusCode).toBe(404);
  });

  it('lists product pages with their language versions in the products sitemap', async () => {
    const res = await get('/sitemap-products.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(
      `<loc>http://localhost:3000/boat-rental/marseille/sailboat/blue-wind-beneteau-oceanis-46-in-marseille-${fixture.productId}</loc>`,
    );
    expect(res.body).toContain(
      `hreflang="fr" href="http://localhost:3000/fr/location-bateau/marseille/voilier/blue-wind-beneteau-oceanis-46-a-marseille-${fixture.productId}"`,
    );
  });
});
