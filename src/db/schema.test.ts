import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';

let ctx: TestContext;
let productId: number;
let activityId: number;
let tenantId: number;
let ownerId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx;
  await db.query(
    `INSERT INTO currencies (code, symbol, name, rate) VALUES ('EUR', '€', 'Euro', 1) ON CONFLICT DO NOTHING`,
  );
  const user = async (email: string, isOwner: boolean) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO users (email, first_name, last_name, is_owner) VALUES ($1, 'Test', 'Person', $2) RETURNING id`,
        [email, isOwner],
      )
    ).rows[0].id;
  ownerId = await user('schema-owner@example.com', true);
  tenantId = await user('schema-tenant@example.com', false);
  await db.query(
    `INSERT INTO countries (code, slug, name, names, currency_code, dial_code, time_zone)
     VALUES ('FR', 'france', 'France', '{"fr": "France", "de": "Frankreich"}', 'EUR', '+33', 'Europe/Paris')`,
  );
  const region = await db.query<{ id: number }>(
    `INSERT INTO regions (country_code, slug, name) VALUES ('FR', 'provence', 'Provence') RETURNING id`,
  );
  const city = await db.query<{ id: number }>(
    `INSERT INTO cities (region_id, country_code, slug, name, names, latitude, longitude)
     VALUES ($1, 'FR', 'saint-tropez', 'Saint-Tropez', '{"fr": "Saint-Tropez"}', 43.27, 6.64) RETURNING id`,
    [region.rows[0].id],
  );
  const harbour = await db.query<{ id: number }>(
    `INSERT INTO harbours (city_id, slug, name, latitude, longitude) VALUES ($1, 'port-st-tropez', 'Port de Saint-Tropez', 43.2715, 6.6375)
     RETURNING id`,
    [city.rows[0].id],
  );
  const product = (kind: string, type: string, unit: string) =>
    db.query<{ id: number }>(
      `INSERT INTO products (kind, slug, title, product_type, activity_type, owner_id, harbour_id, capacity, base_price_per_day, pricing_unit)
       VALUES ($1, $2, 'Test listing', $3, $4, $5, $6, 6, 20000, $7) RETURNING id`,
      [
        kind,
        `test-${kind}`,
        kind === 'boat' ? type : null,
        kind === 'activity' ? type : null,
        ownerId,
        harbour.rows[0].id,
        unit,
      ],
    );
  productId = (await product('boat', 'rib', 'per_boat')).rows[0].id;
  activityId = (await product('activity', 'sunsetCruise', 'per_person')).rows[0].id;
});
afterAll(() => ctx.close());

let references = 0;
function book(
  period: string,
  status: string,
  opts: { halfDay?: string; product?: number; exclusive?: boolean } = {},
) {
  references++;
  return ctx.db.query<{ id: number }>(
    `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, half_day_period, exclusive, people, status,
       listing_title, price_lines, rental_amount, total_amount, online_amount, cancellation_policy)
     VALUES ($1, $2, $3, $4, $5::daterange, $6, $7, 2, $8, 'Test listing', '[]', 10000, 10800, 10800, 'moderate')
     RETURNING id`,
    [
      `TEST-${references}`,
      opts.product ?? productId,
      tenantId,
      ownerId,
      period,
      opts.halfDay ?? null,
      opts.exclusive ?? true,
      status,
    ],
  );
}

describe('no double booking (bookings_no_double_booking)', () => {
  it('refuses a booking overlapping one that holds the boat', async () => {
    await book('[2030-07-01,2030-07-08)', 'accepted');
    await expect(book('[2030-07-05,2030-07-10)', 'payment_pending')).rejects.toThrow(
      /bookings_no_double_booking/,
    );
  });

  it('accepts back-to-back periods: the end date is exclusive', async () => {
    await expect(book('[2030-07-08,2030-07-10)', 'paid')).resolves.toMatchObject({ rowCount: 1 });
  });

  it('allows the dates again once the holding booking is cancelled', async () => {
    const first = await book('[2030-08-01,2030-08-04)', 'accepted');
    await expect(book('[2030-08-02,2030-08-03)', 'paid')).rejects.toThrow(/bookings_no_double_booking/);
    await ctx.db.query(`UPDATE bookings SET status = 'cancelled_by_tenant' WHERE id = $1`, [
      first.rows[0].id,
    ]);
    await expect(book('[2030-08-02,2030-08-03)', 'paid')).resolves.toMatchObject({ rowCount: 1 });
  });

  it('ignores bookings that do not hold the boat (declined, expired)', async () => {
    await book('[2030-09-01,2030-09-03)', 'declined');
    await book('[2030-09-01,2030-09-03)', 'expired');
    await expect(book('[2030-09-01,2030-09-03)', 'accepted')).resolves.toMatchObject({ rowCount: 1 });
  });

  it('allows a morning and an afternoon of the same day, but not two mornings', async () => {
    await book('[2030-10-01,2030-10-02)', 'accepted', { halfDay: 'morning' });
    await expect(book('[2030-10-01,2030-10-02)', 'paid', { halfDay: 'afternoon' })).resolves.toMatchObject({
      rowCount: 1,
    });
    await expect(book('[2030-10-01,2030-10-02)', 'paid', { halfDay: 'morning' })).rejects.toThrow(
      /bookings_no_double_booking/,
    );
  });

  it('refuses a full day over a half day, and a multi-day booking covering it', async () => {
    await book('[2030-10-10,2030-10-11)', 'accepted', { halfDay: 'afternoon' });
    await expect(book('[2030-10-10,2030-10-11)', 'paid')).rejects.toThrow(/bookings_no_double_booking/);
    await expect(book('[2030-10-08,2030-10-12)', 'paid')).rejects.toThrow(/bookings_no_double_booking/);
  });

  it('refuses a half day spanning more than one date', async () => {
    await expect(book('[2030-11-01,2030-11-03)', 'paid', { halfDay: 'morning' })).rejects.toThrow(/check/i);
  });

  it('lets several groups book seats on a shared per-person activity the same day', async () => {
    await book('[2030-07-01,2030-07-02)', 'accepted', { product: activityId, exclusive: false });
    await expect(
      book('[2030-07-01,2030-07-02)', 'accepted', { product: activityId, exclusive: false }),
    ).resolves.toMatchObject({ rowCount: 1 });
  });
});

describe('places and products', () => {
  it('finds a place by an unaccented, lower-cased fragment of any of its names', async () => {
    const { rows } = await ctx.db.query<{ kind: string; name: string }>(
      `SELECT kind, name FROM place_search WHERE search_text LIKE '%' || lower(unaccent($1)) || '%' ORDER BY kind`,
      ['FRANKREICH'],
    );
    expect(rows).toEqual([{ kind: 'country', name: 'France' }]);
    const harbours = await ctx.db.query<{ name: string }>(
      `SELECT name FROM place_search WHERE kind = 'harbour' AND search_text LIKE '%' || lower(unaccent($1)) || '%'`,
      ['saint-tropez'],
    );
    expect(harbours.rows.map((r) => r.name)).toEqual(['Port de Saint-Tropez']);
  });

  it('copies the city, country and coordinates of the harbour onto the product', async () => {
    const { rows } = await ctx.db.query<{ country_code: string; latitude: number; time_zone: string }>(
      `SELECT p.country_code, p.latitude, z.time_zone FROM products p JOIN product_time_zones z ON z.product_id = p.id
       WHERE p.id = $1`,
      [productId],
    );
    expect(rows[0]).toEqual({ country_code: 'FR', latitude: 43.2715, time_zone: 'Europe/Paris' });
  });

  it('refuses a product type outside the catalogue', async () => {
    await expect(
      ctx.db.query(`UPDATE products SET product_type = 'submarine' WHERE id = $1`, [productId]),
    ).rejects.toThrow(/check/i);
  });

  it('handles a payment webhook event only once', async () => {
    const insert = () =>
      ctx.db.query(
        `INSERT INTO payment_events (provider, provider_event_id, type, payload) VALUES ('sandbox', 'evt_1', 'payment_intent.succeeded', '{}')
         ON CONFLICT (provider, provider_event_id) DO NOTHING`,
      );
    expect((await insert()).rowCount).toBe(1);
    expect((await insert()).rowCount).toBe(0);
  });

  it('ships the business settings the checkout reads', async () => {
    const { rows } = await ctx.db.query<{ key: string; value: unknown }>(
      'SELECT key, value FROM settings ORDER BY key',
    );
    const settings = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    expect(settings.downPayment).toMatchObject({ minDaysBeforeStart: 45, minTotalAmount: 95000 });
    expect(settings.balancePaymentDays).toBe(30);
  });
});
