import type { FastifyInstance } from 'fastify';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import type { Queryable } from '../../db/connection.ts';
import * as reviews from '../reviews/repository.ts';

/** Dates far enough ahead that the seasons below never fall into the past. */
export const FUTURE_YEAR = new Date().getUTCFullYear() + 2;
export const day = (monthDay: string) => `${FUTURE_YEAR}-${monthDay}`;

export interface ProductFixture {
  productId: number;
  ownerId: number;
  renterId: number;
  otherRenterId: number;
  skipperExtraId: number;
}

/**
 * One published sailboat in Marseille with known prices: 200 €/day (120 € half day, 1,200 €/week),
 * 300 €/day from July 1 to September 1, 10 % off from 7 days, a 150 €/day skipper on request, a
 * mandatory 80 € final cleaning, a 1,000 € deposit; and its owner and two renters.
 */
export async function insertProductFixture(db: Queryable): Promise<ProductFixture> {
  await db.query(
    `INSERT INTO currencies (code, symbol, name, rate) VALUES ('EUR', '€', 'Euro', 1), ('USD', '$', 'US dollar', 1.1)
     ON CONFLICT (code) DO NOTHING`,
  );
  await db.query(
    `INSERT INTO countries (code, slug, name, names, currency_code, dial_code, time_zone)
     VALUES ('FR', 'france', 'France', '{"fr": "France", "de": "Frankreich"}', 'EUR', '+33', 'Europe/Paris')`,
  );
  const region = (
    await db.query<{ id: number }>(
      `INSERT INTO regions (country_code, slug, name) VALUES ('FR', 'provence', 'Provence') RETURNING id`,
    )
  ).rows[0].id;
  const city = (
    await db.query<{ id: number }>(
      `INSERT INTO cities (region_id, country_code, slug, name, latitude, longitude)
       VALUES ($1, 'FR', 'marseille', 'Marseille', 43.296, 5.37) RETURNING id`,
      [region],
    )
  ).rows[0].id;
  const harbour = (
    await db.query<{ id: number }>(
      `INSERT INTO harbours (city_id, slug, name, address, latitude, longitude)
       VALUES ($1, 'vieux-port', 'Vieux-Port', 'Quai du Port', 43.2951, 5.3698) RETURNING id`,
      [city],
    )
  ).rows[0].id;
  const ownerId = await insertTestUser(db, {
    email: 'owner@example.test',
    firstName: 'Marie',
    lastName: 'Dupont',
    isOwner: true,
    ownerType: 'professional',
  });
  await db.query(
    'UPDATE users SET is_super_owner = true, response_rate = 97, response_time_minutes = 45 WHERE id = $1',
    [ownerId],
  );
  const renterId = await insertTestUser(db, {
    email: 'renter@example.test',
    firstName: 'Rita',
    lastName: 'Renter',
  });
  const otherRenterId = await insertTestUser(db, {
    email: 'other@example.test',
    firstName: 'Otto',
    lastName: 'Other',
  });

  const productId = (
    await db.query<{ id: number }>(
      `INSERT INTO products (kind, slug, title, product_type, owner_id, harbour_id, latitude, longitude, length_m,
                             engine_power_hp, cabins, berths, capacity, builder_name, model_name, build_year,
                             sailing_type, instant_booking, deposit_amount, cancellation_policy, minimum_days,
                             half_day_allowed, captain_price_per_day, base_price_per_day, base_price_per_half_day,
                             base_price_per_week, moderation_status, published_at)
       VALUES ('boat', 'pending-slug', 'Blue Wind', 'sailboat', $1, $2, NULL, NULL, 13.1, 40, 3, 6, 8, 'Beneteau',
               'Oceanis 46', 2018, 'withOrWithoutCaptain', false, 100000, 'moderate', 1, true, 15000, 20000, 12000,
               120000, 'published', now())
       RETURNING id`,
      [ownerId, harbour],
    )
  ).rows[0].id;
  await db.query(`UPDATE products SET slug = 'sailboat-beneteau-oceanis-46-marseille-' || id WHERE id = $1`, [
    productId,
  ]);
  await db.query(
    `INSERT INTO product_translations (product_id, language, title, description) VALUES
       ($1, 'en', 'Blue Wind, Beneteau Oceanis 46 in Marseille', 'A fast and comfortable cruiser.'),
       ($1, 'fr', 'Blue Wind, Beneteau Oceanis 46 à Marseille', 'Un croiseur rapide et confortable.')`,
    [productId],
  );
  await db.query(
    `INSERT INTO product_pictures (product_id, position, url, alt) VALUES
       ($1, 0, '/media/demo/a.svg', 'Deck'), ($1, 1, '/media/demo/b.svg', 'Saloon')`,
    [productId],
  );
  await db.query('INSERT INTO product_equipment (product_id, equipment_id) VALUES ($1, 29), ($1, 13)', [
    productId,
  ]);
  await db.query(
    `INSERT INTO product_seasons (product_id, name, period, price_per_day, price_per_half_day, price_per_week)
     VALUES ($1, 'High season', daterange($2::date, $3::date), 30000, 18000, 180000)`,
    [productId, day('07-01'), day('09-01')],
  );
  await db.query('INSERT INTO duration_discounts (product_id, min_days, percent) VALUES ($1, 7, 10)', [
    productId,
  ]);
  const skipperExtraId = (
    await db.query<{ id: number }>(
      `INSERT INTO extras (product_id, name, names, price, price_type, is_rental_type, crew_number, position)
       VALUES ($1, 'Skipper', '{"en": "Skipper", "fr": "Skipper"}', 15000, 'per_day', true, 1, 0) RETURNING id`,
      [productId],
    )
  ).rows[0].id;
  await db.query(
    `INSERT INTO extras (product_id, name, names, price, price_type, is_mandatory, position) VALUES
       ($1, 'Final cleaning', '{"en": "Final cleaning", "fr": "Ménage de fin de location"}', 8000, 'per_booking', true, 1),
       ($1, 'Stand-up paddle', '{"en": "Stand-up paddle"}', 2500, 'per_day', false, 2)`,
    [productId],
  );
  await db.query(
    `INSERT INTO sleeping_areas (product_id, name, beds, kind) VALUES
       ($1, 'Owner cabin', 2, 'double_cabin'), ($1, 'Cabin 2', 2, 'twin_cabin')`,
    [productId],
  );
  await db.query(
    `INSERT INTO itineraries (product_id, position, title, description, duration_hours)
     VALUES ($1, 0, 'Calanques', 'Swim stops in the calanques.', 6)`,
    [productId],
  );
  return { productId, ownerId, renterId, otherRenterId, skipperExtraId };
}

/** A past, reviewed booking by the other renter, so the product has one review. */
export async function insertReview(db: Queryable, fixture: ProductFixture, rating: number, comment: string) {
  const booking = (
    await db.query<{ id: number }>(
      `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title,
                             price_lines, rental_amount, total_amount, online_amount, cancellation_policy)
       VALUES ('BSN-' || substr(md5(random()::text), 1, 6), $1, $2, $3,
               daterange(current_date - 40 - $4::int, current_date - 38 - $4::int), 2, 'reviewed', 'Blue Wind',
               '[]', 40000, 40000, 40000, 'moderate')
       RETURNING id`,
      [fixture.productId, fixture.otherRenterId, fixture.ownerId, rating * 5],
    )
  ).rows[0].id;
  // Written and published as the reviews module does it, so the fixture follows its rules.
  await reviews.insertReview(db, {
    bookingId: booking,
    productId: fixture.productId,
    authorId: fixture.otherRenterId,
    authorRole: 'tenant',
    subjectUserId: fixture.ownerId,
    rating,
    criteria: { boat: rating, owner: 5 },
    comment,
    languageCode: 'en',
    at: new Date(),
  });
  await reviews.publishReviews(db, booking, new Date());
  await reviews.refreshProductAggregates(db, fixture.productId);
}

/** Signs a user in and returns the Bearer header (the native app's way, exempt from CSRF). */
export async function bearerFor(app: FastifyInstance, email: string): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email, password: 'Bosun-demo-2026' },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().authToken}` };
}
