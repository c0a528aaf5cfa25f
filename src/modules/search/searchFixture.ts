import { insertTestUser } from '../../../tests/helpers/users.ts';
import type { Queryable } from '../../db/connection.ts';

/** A boat or activity of the test marketplace; unset fields take a plain sailboat's values. */
export interface FixtureProduct {
  title: string;
  kind?: 'boat' | 'activity';
  type?: string;
  activityType?: string;
  harbour?: 'vieuxPort' | 'estaque' | 'nice';
  owner?: 'super' | 'private';
  price: number;
  capacity?: number;
  cabins?: number;
  berths?: number;
  lengthM?: number;
  engineHp?: number;
  buildYear?: number;
  sailingType?: string;
  instantBooking?: boolean;
  cancellationPolicy?: string;
  halfDayAllowed?: boolean;
  experiences?: string[];
  timesOfDay?: string[];
  skipperLanguages?: string[];
  tags?: string[];
  durationHours?: number;
  reviewAverage?: number;
  reviewCount?: number;
  score?: number;
  equipment?: number[];
  discountPercent?: number;
  createdAt?: string;
  published?: boolean;
}

export interface Fixture {
  ids: Record<string, number>;
  renterId: number;
  marseilleCityId: number;
}

/**
 * A small marketplace for search tests: Marseille (two harbours) and Nice, 160 km apart, owners of
 * both kinds, and currencies EUR and USD (1 EUR = 1.25 USD).
 */
export async function seedSearchFixture(db: Queryable, products: FixtureProduct[]): Promise<Fixture> {
  const renterId = await insertTestUser(db, { email: 'renter@search.test' });
  const superOwner = await insertTestUser(db, {
    email: 'pro@search.test',
    isOwner: true,
    ownerType: 'professional',
  });
  const privateOwner = await insertTestUser(db, {
    email: 'private@search.test',
    isOwner: true,
    ownerType: 'private',
  });
  await db.query('UPDATE users SET is_super_owner = true WHERE id = $1', [superOwner]);
  await db.query(
    `INSERT INTO currencies (code, symbol, name, rate, minor_digits) VALUES ('USD', '$', 'US dollar', 1.25, 2)
     ON CONFLICT DO NOTHING`,
  );
  await db.query(
    `INSERT INTO countries (code, slug, name, names, currency_code, dial_code, time_zone, latitude, longitude)
     VALUES ('FR', 'france', 'France', '{"fr": "France", "de": "Frankreich"}', 'EUR', '+33', 'Europe/Paris', 46.6, 2.4)`,
  );
  const region = await db.query<{ id: number }>(
    `INSERT INTO regions (country_code, slug, name, latitude, longitude)
     VALUES ('FR', 'provence-alpes-cote-d-azur', 'Provence-Alpes-Côte d''Azur', 43.6, 6.0) RETURNING id`,
  );
  const city = async (slug: string, name: string, lat: number, lng: number) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO cities (region_id, country_code, slug, name, names, latitude, longitude)
         VALUES ($1, 'FR', $2, $3, $4, $5, $6) RETURNING id`,
        [region.rows[0].id, slug, name, JSON.stringify({ ru: `${name} (ru)` }), lat, lng],
      )
    ).rows[0].id;
  const marseille = await city('marseille', 'Marseille', 43.2965, 5.3698);
  const nice = await city('nice', 'Nice', 43.7102, 7.262);
  const harbour = async (slug: string, cityId: number, lat: number, lng: number) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO harbours (city_id, slug, name, latitude, longitude) VALUES ($1, $2, $2, $3, $4) RETURNING id`,
        [cityId, slug, lat, lng],
      )
    ).rows[0].id;
  const harbours = {
    vieuxPort: await harbour('vieux-port-marseille', marseille, 43.2951, 5.3735),
    estaque: await harbour('port-de-l-estaque', marseille, 43.3609, 5.3127),
    nice: await harbour('port-lympia-nice', nice, 43.6955, 7.2856),
  };

  const ids: Record<string, number> = {};
  for (const [index, product] of products.entries()) {
    const kind = product.kind ?? 'boat';
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO products (kind, slug, title, product_type, activity_type, owner_id, harbour_id, city_id, country_code,
         latitude, longitude, length_m, engine_power_hp, cabins, berths, capacity, build_year, sailing_type,
         instant_booking, cancellation_policy, half_day_allowed, base_price_per_day, experiences, times_of_day,
         skipper_languages, tags, duration_hours, review_average, review_count, score, lowest_price_per_day,
         moderation_status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 0, 'FR', NULL, NULL, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
         $19, $20, $21, $22, $23, $24, $25, $26, $18, $27, $28)
       RETURNING id`,
      [
        kind,
        `fixture-${index}`,
        product.title,
        kind === 'boat' ? (product.type ?? 'sailboat') : null,
        kind === 'activity' ? (product.activityType ?? 'boatTour') : null,
        product.owner === 'super' ? superOwner : privateOwner,
        harbours[product.harbour ?? 'vieuxPort'],
        product.lengthM ?? 10,
        product.engineHp ?? 20,
        product.cabins ?? 2,
        product.berths ?? 4,
        product.capacity ?? 6,
        product.buildYear ?? 2015,
        product.sailingType ?? 'withoutCaptain',
        product.instantBooking ?? false,
        product.cancellationPolicy ?? 'moderate',
        product.halfDayAllowed ?? false,
        product.price,
        product.experiences ?? [],
        product.timesOfDay ?? [],
        product.skipperLanguages ?? [],
        product.tags ?? [],
        product.durationHours ?? (kind === 'activity' ? 3 : null),
        product.reviewAverage ?? null,
        product.reviewCount ?? 0,
        product.score ?? 10,
        product.published === false ? 'draft' : 'published',
        product.createdAt ?? '2024-01-01T00:00:00Z',
      ],
    );
    const id = Number(rows[0].id);
    ids[product.title] = id;
    for (const equipmentId of product.equipment ?? []) {
      await db.query('INSERT INTO product_equipment (product_id, equipment_id) VALUES ($1, $2)', [
        id,
        equipmentId,
      ]);
    }
    if (product.discountPercent) {
      await db.query('INSERT INTO duration_discounts (product_id, min_days, percent) VALUES ($1, 7, $2)', [
        id,
        product.discountPercent,
      ]);
    }
  }
  return { ids, renterId, marseilleCityId: marseille };
}

/** A booking holding a product's days (end exclusive), optionally a half day. */
export async function bookProduct(
  db: Queryable,
  productId: number,
  tenantId: number,
  period: string,
  options: { halfDayPeriod?: 'morning' | 'afternoon'; status?: string } = {},
): Promise<void> {
  await db.query(
    `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, half_day_period, people, status,
       listing_title, price_lines, rental_amount, total_amount, online_amount, cancellation_policy)
     SELECT 'B-' || p.id || '-' || md5($3 || coalesce($4, '')), p.id, $2, p.owner_id, $3::daterange, $4, 2, $5, p.title,
       '[]', 1000, 1000, 1000, 'moderate'
     FROM products p WHERE p.id = $1`,
    [productId, tenantId, period, options.halfDayPeriod ?? null, options.status ?? 'accepted'],
  );
}

export async function blockProduct(db: Queryable, productId: number, period: string): Promise<void> {
  await db.query(
    `INSERT INTO availability_blocks (product_id, period, reason) VALUES ($1, $2::daterange, 'owner_blocked')`,
    [productId, period],
  );
}
