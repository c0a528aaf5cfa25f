import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';

let ctx: TestContext;
let fixture: ProductFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
});
afterAll(() => ctx.close());

const quote = async (query: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v6/products/${fixture.productId}/quote?${query}`,
  });
  return { status: res.statusCode, body: res.json() };
};
const lineAmounts = (body: { lines: { key: string; amount: number }[] }) =>
  Object.fromEntries(body.lines.map((line) => [line.key, line.amount]));

describe('GET /api/v6/products/{id}/quote', () => {
  it('prices low-season days at the base price with the mandatory extra and the service fee', async () => {
    const { status, body } = await quote(`dateFrom=${day('05-04')}&dateTo=${day('05-05')}&numberOfPeople=4`);
    expect(status).toBe(200);
    expect(body.available).toBe(true);
    expect(lineAmounts(body)).toEqual({ rental: 40000, extra: 8000, serviceFee: 3200 });
    expect(body.total).toBe(51200);
    expect(body.deposit).toBe(100000);
    expect(body.currency.code).toBe('EUR');
  });

  it('uses the season price and the week price with the duration discount', async () => {
    const { body } = await quote(`dateFrom=${day('07-06')}&dateTo=${day('07-12')}&numberOfPeople=2`);
    expect(lineAmounts(body)).toMatchObject({ rental: 180000, durationDiscount: -18000, serviceFee: 12960 });
    expect(body.days).toBe(7);
  });

  it('prices a half day', async () => {
    const { body } = await quote(`dateFrom=${day('05-04')}&halfDayPeriod=afternoon&numberOfPeople=2`);
    expect(body).toMatchObject({ available: true, halfDayPeriod: 'afternoon' });
    expect(lineAmounts(body).rental).toBe(12000);
  });

  it('adds the skipper when asked', async () => {
    const { body } = await quote(
      `dateFrom=${day('05-04')}&dateTo=${day('05-06')}&numberOfPeople=2&withCaptain=1`,
    );
    expect(lineAmounts(body)).toMatchObject({ rental: 60000, captain: 45000, serviceFee: 8400 });
  });

  it('labels the lines in the language of _locale', async () => {
    const week = `dateFrom=${day('07-06')}&dateTo=${day('07-12')}&numberOfPeople=2`;
    const labels = async (locale: string) =>
      Object.fromEntries(
        (await quote(`${week}&_locale=${locale}`)).body.lines.map((l: { key: string; label: string }) => [
          l.key,
          l.label,
        ]),
      );
    expect(await labels('fr')).toMatchObject({
      rental: 'Location, 7 jours',
      durationDiscount: 'Remise de 10 % pour 7 jours',
      serviceFee: 'Frais de service',
    });
    expect(await labels('de')).toMatchObject({ rental: 'Miete, 7 Tage', serviceFee: 'Servicegebühr' });
    expect(await labels('es')).toMatchObject({ rental: 'Alquiler, 7 días' });
    expect(await labels('ru')).toMatchObject({ rental: 'Аренда, 7 дней' });
    expect(await labels('en-GB')).toMatchObject({ rental: 'Rental, 7 days', serviceFee: 'Service fee' });
    const oneDay = await quote(`dateFrom=${day('05-04')}&numberOfPeople=2&_locale=pl`);
    expect(oneDay.body.lines[0].label).toBe('Wynajem, 1 dzień');
    const halfDay = await quote(`dateFrom=${day('05-04')}&halfDayPeriod=morning&numberOfPeople=2&_locale=it`);
    expect(halfDay.body.lines[0].label).toBe('Mezza giornata (mattina)');
  });

  it('converts every line to the currency asked', async () => {
    const { body } = await quote(`dateFrom=${day('05-04')}&numberOfPeople=2&currency=USD`);
    expect(body.currency.code).toBe('USD');
    expect(lineAmounts(body)).toEqual({ rental: 22000, extra: 8800, serviceFee: 1760 });
    expect(body.total).toBe(32560);
  });

  it('says why dates cannot be booked', async () => {
    await ctx.db.query('UPDATE products SET minimum_days = 3 WHERE id = $1', [fixture.productId]);
    const short = await quote(`dateFrom=${day('05-04')}&dateTo=${day('05-05')}&numberOfPeople=2`);
    await ctx.db.query('UPDATE products SET minimum_days = 1 WHERE id = $1', [fixture.productId]);
    expect(short.body).toEqual({ available: false, reason: 'minimumDuration', minimumDays: 3 });

    expect((await quote(`dateFrom=${day('05-04')}&numberOfPeople=9`)).body).toEqual({
      available: false,
      reason: 'capacity',
      capacity: 8,
    });

    await ctx.db.query(
      `INSERT INTO availability_blocks (product_id, period, reason) VALUES ($1, daterange($2::date, $3::date), 'owner_blocked')`,
      [fixture.productId, day('06-10'), day('06-12')],
    );
    const blocked = await quote(`dateFrom=${day('06-08')}&dateTo=${day('06-10')}&numberOfPeople=2`);
    expect(blocked.body).toEqual({ available: false, reason: 'unavailable' });
    expect((await quote(`dateFrom=${day('06-12')}&numberOfPeople=2`)).body.available).toBe(true);

    await ctx.db.query('UPDATE products SET half_day_allowed = false WHERE id = $1', [fixture.productId]);
    const half = await quote(`dateFrom=${day('05-04')}&halfDayPeriod=morning&numberOfPeople=2`);
    await ctx.db.query('UPDATE products SET half_day_allowed = true WHERE id = $1', [fixture.productId]);
    expect(half.body).toEqual({ available: false, reason: 'halfDayNotAllowed' });

    expect((await quote('dateFrom=2001-05-04&numberOfPeople=2')).body).toEqual({
      available: false,
      reason: 'pastDates',
    });
  });

  it('lets a morning be booked when only the afternoon is taken', async () => {
    await ctx.db.query(
      `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, half_day_period, people, status,
                             listing_title, price_lines, rental_amount, total_amount, online_amount, cancellation_policy)
       VALUES ('BSN-AFT001', $1, $2, $3, daterange($4::date, $4::date + 1), 'afternoon', 2, 'paid', 'Blue Wind', '[]',
               12000, 12000, 12000, 'moderate')`,
      [fixture.productId, fixture.otherRenterId, fixture.ownerId, day('06-20')],
    );
    expect(
      (await quote(`dateFrom=${day('06-20')}&halfDayPeriod=morning&numberOfPeople=2`)).body.available,
    ).toBe(true);
    expect(
      (await quote(`dateFrom=${day('06-20')}&halfDayPeriod=afternoon&numberOfPeople=2`)).body.reason,
    ).toBe('unavailable');
    expect((await quote(`dateFrom=${day('06-20')}&numberOfPeople=2`)).body.reason).toBe('unavailable');
  });

  it('rejects malformed requests with 400 and the field at fault, and unknown products with 404', async () => {
    const bad = await quote(`dateFrom=${day('05-04')}&dateTo=${day('05-01')}&numberOfPeople=2`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ dateTo: 'dateToBeforeDateFrom' });
    expect((await quote('dateFrom=tomorrow&numberOfPeople=2')).body.error.fields.dateFrom).toBe(
      'dateInvalid',
    );
    expect((await quote(`dateFrom=${day('05-04')}`)).status).toBe(400);
    // Missing parameters are named by message keys, not by zod's English text.
    expect((await quote('')).body.error.fields).toEqual({
      dateFrom: 'dateFromRequired',
      numberOfPeople: 'numberOfPeopleRequired',
    });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/v6/products/999999/quote?dateFrom=${day('05-04')}&numberOfPeople=2`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
