import { HOLDING_STATUSES } from '../../../shared/catalogue/catalogue.ts';
import type { Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';

/** Product texts are written in base languages: en-GB and en-US read the English text. */
export const textLanguage = (language: string) => language.slice(0, 2);

export interface ProductRow {
  id: number;
  kind: 'boat' | 'activity';
  slug: string;
  /** The listing's own title, as its owner wrote it (the slug of a language without a translation). */
  own_title: string;
  product_type: string | null;
  moderation_status: string;
  title: string;
  description: string;
  /** The language the description is written in (the original when nobody translated it). */
  description_language: string;
  text_origin: 'owner' | 'machine' | 'facts';
  length_m: number | null;
  engine_power_hp: number | null;
  cabins: number;
  berths: number;
  capacity: number;
  builder_name: string | null;
  model_name: string | null;
  build_year: number | null;
  sailing_type: 'withCaptain' | 'withOrWithoutCaptain' | 'withoutCaptain';
  licence_required: boolean;
  instant_booking: boolean;
  deposit_amount: number;
  cancellation_policy: 'flexible' | 'moderate' | 'strict';
  minimum_days: number;
  half_day_allowed: boolean;
  captain_price_per_day: number | null;
  base_price_per_day: number;
  base_price_per_half_day: number | null;
  base_price_per_week: number | null;
  lowest_price_per_day: number | null;
  skipper_languages: string[];
  review_count: number;
  review_average: number | null;
  latitude: number;
  longitude: number;
  created_at: Date;
  activity_type: string | null;
  pricing_unit: 'per_boat' | 'per_person';
  duration_hours: number | null;
  all_inclusive: boolean;
  skipper_paid_at_harbour: boolean;
  times_of_day: string[];
  owner_id: number;
  owner_first_name: string;
  owner_last_name: string;
  owner_avatar_url: string | null;
  owner_type: 'private' | 'professional' | null;
  owner_is_super: boolean;
  owner_response_rate: number | null;
  owner_response_minutes: number | null;
  owner_since: Date;
  harbour_name: string;
  harbour_address: string | null;
  city_slug: string;
  city_name: string;
  region_name: string;
  country_code: string;
  country_name: string;
  today: string;
}

/**
 * The product's own columns, owner and place (texts in $2); the query adds `WHERE p.id = $1`.
 * `NOW` is the parameter carrying appClock's instant, for the harbour's "today".
 */
const productSelect = (
  NOW: string,
) => `SELECT p.id, p.kind, p.slug, p.product_type, p.moderation_status, p.title AS own_title,
            coalesce(tr.title, te.title, p.title) AS title, coalesce(tr.description, te.description, '') AS description,
            CASE WHEN tr.product_id IS NOT NULL THEN coalesce(tr.description_language, tr.language) ELSE 'en' END
              AS description_language,
            coalesce(tr.origin, te.origin, 'owner') AS text_origin,
            p.length_m, p.engine_power_hp, p.cabins, p.berths, p.capacity, p.builder_name, p.model_name, p.build_year,
            p.sailing_type, p.licence_required, p.instant_booking, p.deposit_amount, p.cancellation_policy,
            p.minimum_days, p.half_day_allowed, p.captain_price_per_day, p.base_price_per_day,
            p.base_price_per_half_day, p.base_price_per_week, p.lowest_price_per_day, p.skipper_languages,
            p.review_count, p.review_average, p.latitude, p.longitude, p.created_at,
            p.activity_type, p.pricing_unit, p.duration_hours, p.all_inclusive, p.skipper_paid_at_harbour,
            p.times_of_day,
            u.id AS owner_id, u.first_name AS owner_first_name, u.last_name AS owner_last_name,
            u.avatar_url AS owner_avatar_url, u.owner_type, u.is_super_owner AS owner_is_super,
            u.response_rate AS owner_response_rate, u.response_time_minutes AS owner_response_minutes,
            u.created_at AS owner_since,
            coalesce(h.names ->> $2, h.name) AS harbour_name, h.address AS harbour_address,
            c.slug AS city_slug, coalesce(c.names ->> $2, c.name) AS city_name,
            coalesce(r.names ->> $2, r.name) AS region_name,
            trim(co.code) AS country_code, coalesce(co.names ->> $2, co.name) AS country_name,
            to_char((${NOW} AT TIME ZONE coalesce(c.time_zone, co.time_zone))::date, 'YYYY-MM-DD') AS today
       FROM products p
       JOIN users u ON u.id = p.owner_id
       JOIN harbours h ON h.id = p.harbour_id
       JOIN cities c ON c.id = p.city_id
       JOIN regions r ON r.id = c.region_id
       JOIN countries co ON co.code = p.country_code
       LEFT JOIN product_translations tr ON tr.product_id = p.id AND tr.language = $2
       LEFT JOIN product_translations te ON te.product_id = p.id AND te.language = 'en'`;

/** One product with its owner and place, texts in `language` (English, then the listing's own title). */
export async function findProduct(
  db: Queryable,
  id: number,
  language: string,
): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(
    `${productSelect('$3::timestamptz')}
      WHERE p.id = $1`,
    [id, language, appClock.now()],
  );
  return rows[0];
}

export interface ProductSatellites {
  pictures: { url: string; alt: string }[];
  equipment: number[];
  lowest_half_day: number | null;
  discounts: { minDays: number; percent: number }[];
  extras: {
    id: number;
    name: string;
    price: number;
    priceType: 'per_booking' | 'per_day' | 'per_person';
    mandatory: boolean;
    included: boolean;
    paidAtHarbour: boolean;
    rentalType: boolean;
    crew: number;
  }[];
  policies: Record<string, { daysBefore: number; refundPercentage: number }[]> | null;
  criteria: Record<string, number> | null;
  favourite: boolean;
}

export interface ProductPageRow extends ProductRow, ProductSatellites {
  /** The listing's title by language, for its slug in each language. */
  titles: Record<string, string>;
  /** The newest reviews (REVIEWS_PER_PAGE of them), created_at as JSON text. */
  review_items: (Omit<ReviewRow, 'created_at'> & { created_at: string })[];
  review_total: number;
  /** Bookings and blocks overlapping [today, today + calendar days). */
  taken: TakenPeriod[];
  sleeping_areas: { id: number; name: string; kind: string; beds: number }[];
  itineraries: { id: number; title: string; description: string; durationHours: number | null }[];
}

/** The reviews a product page shows: renters' reviews of the boat, once published (double-blind). */
const PUBLISHED_RENTER_REVIEW = `NOT r.hidden AND r.author_role = 'tenant' AND r.published_at IS NOT NULL`;

/**
 * Everything the product page shows, in one statement and one round trip: the product row, then
 * each list (pictures, equipment, extras, reviews, calendar, cabins, itineraries) aggregated to JSON
 * in a sub-select that reads its table by the product's index.
 */
export async function findProductPage(
  db: Queryable,
  id: number,
  language: string,
  viewerId: number | null,
  options: { reviews: number; calendarDays: number },
): Promise<ProductPageRow | undefined> {
  const { rows } = await db.query<ProductPageRow>(
    `WITH p AS (${productSelect('$7::timestamptz')} WHERE p.id = $1)
     SELECT p.*,
       (SELECT coalesce(json_object_agg(language, title), '{}') FROM product_translations WHERE product_id = $1)
         AS titles,
       (SELECT coalesce(json_agg(json_build_object('url', url, 'alt', coalesce(alt, '')) ORDER BY position), '[]')
          FROM product_pictures WHERE product_id = $1) AS pictures,
       (SELECT coalesce(array_agg(equipment_id::int ORDER BY equipment_id), '{}')
          FROM product_equipment WHERE product_id = $1) AS equipment,
       (SELECT min(price_per_half_day) FROM product_seasons WHERE product_id = $1) AS lowest_half_day,
       (SELECT coalesce(json_agg(json_build_object('minDays', min_days, 'percent', percent) ORDER BY min_days), '[]')
          FROM duration_discounts WHERE product_id = $1) AS discounts,
       (SELECT coalesce(json_agg(json_build_object(
                 'id', id, 'name', coalesce(names ->> $2, name), 'price', price, 'priceType', price_type,
                 'mandatory', is_mandatory, 'included', is_included, 'paidAtHarbour', paid_at_harbour,
                 'rentalType', is_rental_type, 'crew', crew_number) ORDER BY position, id), '[]')
          FROM extras WHERE product_id = $1) AS extras,
       (SELECT value FROM settings WHERE key = 'cancellationPolicies') AS policies,
       (SELECT json_object_agg(key, average) FROM (
          SELECT c.key, round(avg(c.value::numeric), 2)::float8 AS average
            FROM reviews r, jsonb_each_text(r.criteria) c
           WHERE r.product_id = $1 AND ${PUBLISHED_RENTER_REVIEW} AND c.value ~ '^[0-9.]+$'
           GROUP BY c.key) a) AS criteria,
       EXISTS (SELECT 1 FROM favourites WHERE user_id = $3 AND product_id = $1) AS favourite,
       (SELECT coalesce(json_agg(x ORDER BY x.created_at DESC, x.id DESC), '[]') FROM (
          SELECT r.id, r.rating, r.criteria, r.comment, r.language_code, u.first_name, u.last_name,
                 r.created_at, r.owner_reply
            FROM reviews r JOIN users u ON u.id = r.author_id
           WHERE r.product_id = $1 AND ${PUBLISHED_RENTER_REVIEW}
           ORDER BY r.created_at DESC, r.id DESC
           LIMIT $4) x) AS review_items,
       (SELECT count(*)::int FROM reviews r WHERE r.product_id = $1 AND ${PUBLISHED_RENTER_REVIEW}) AS review_total,
       (SELECT coalesce(json_agg(t), '[]') FROM (
          SELECT to_char(lower(period), 'YYYY-MM-DD') AS start, to_char(upper(period), 'YYYY-MM-DD') AS "end",
                 half_day_period, 'booking' AS source
            FROM bookings
           WHERE product_id = $1 AND exclusive AND status = ANY ($6::text[])
             AND period && daterange(p.today::date, p.today::date + $5::int)
          UNION ALL
          -- A half-day block (issue 17) holds its half only, as a half-day booking does.
          SELECT to_char(lower(period), 'YYYY-MM-DD'), to_char(upper(period), 'YYYY-MM-DD'),
                 CASE WHEN slot = '[0,1)'::int4range THEN 'morning' WHEN slot = '[1,2)'::int4range THEN 'afternoon' END, 'block'
            FROM availability_blocks
           WHERE product_id = $1 AND period && daterange(p.today::date, p.today::date + $5::int)) t) AS taken,
       (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'kind', kind, 'beds', beds) ORDER BY id), '[]')
          FROM sleeping_areas WHERE product_id = $1) AS sleeping_areas,
       (SELECT coalesce(json_agg(json_build_object('id', id, 'title', coalesce(titles ->> $2, title),
                 'description', coalesce(descriptions ->> $2, description),
                 'durationHours', duration_hours::float8) ORDER BY position, id), '[]')
          FROM itineraries WHERE product_id = $1) AS itineraries
       FROM p`,
    [id, language, viewerId, options.reviews, options.calendarDays, HOLDING_STATUSES, appClock.now()],
    { name: 'catalogue.productPage' },
  );
  return rows[0];
}

export interface ReviewRow {
  id: number;
  rating: number;
  criteria: Record<string, number>;
  comment: string | null;
  language_code: string;
  first_name: string;
  last_name: string;
  created_at: Date;
  owner_reply: string | null;
}

export async function listReviews(db: Queryable, productId: number, limit: number, offset: number) {
  const { rows } = await db.query<ReviewRow & { total: number }>(
    `SELECT r.id, r.rating, r.criteria, r.comment, r.language_code, u.first_name, u.last_name, r.created_at,
            r.owner_reply, count(*) OVER ()::int AS total
       FROM reviews r JOIN users u ON u.id = r.author_id
      WHERE r.product_id = $1 AND ${PUBLISHED_RENTER_REVIEW}
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT $2 OFFSET $3`,
    [productId, limit, offset],
  );
  return rows;
}

export async function countReviews(db: Queryable, productId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reviews r WHERE r.product_id = $1 AND ${PUBLISHED_RENTER_REVIEW}`,
    [productId],
  );
  return rows[0].n;
}

export interface TakenPeriod {
  start: string;
  end: string;
  half_day_period: 'morning' | 'afternoon' | null;
  source: 'booking' | 'block';
}

/** Bookings that hold the boat and the owner's blocks overlapping [from, to). */
export async function takenPeriods(db: Queryable, productId: number, from: string, to: string) {
  const { rows } = await db.query<TakenPeriod>(
    `SELECT lower(period) AS start, upper(period) AS "end", half_day_period, 'booking' AS source
       FROM bookings
      WHERE product_id = $1 AND exclusive AND status = ANY ($4::text[]) AND period && daterange($2::date, $3::date)
     UNION ALL
     SELECT lower(period), upper(period), CASE WHEN slot = '[0,1)'::int4range THEN 'morning' WHEN slot = '[1,2)'::int4range THEN 'afternoon' END, 'block'
       FROM availability_blocks
      WHERE product_id = $1 AND period && daterange($2::date, $3::date)`,
    [productId, from, to, HOLDING_STATUSES],
  );
  return rows;
}

export async function listSleepingAreas(db: Queryable, productId: number) {
  const { rows } = await db.query<{ id: number; name: string; kind: string; beds: number }>(
    'SELECT id, name, kind, beds FROM sleeping_areas WHERE product_id = $1 ORDER BY id',
    [productId],
  );
  return rows;
}

export async function listItineraries(db: Queryable, productId: number, language: string) {
  const { rows } = await db.query<{
    id: number;
    title: string;
    description: string;
    duration_hours: number | null;
  }>(
    `SELECT id, coalesce(titles ->> $2, title) AS title, coalesce(descriptions ->> $2, description) AS description,
            duration_hours
       FROM itineraries WHERE product_id = $1 ORDER BY position, id`,
    [productId, language],
  );
  return rows;
}

/** Whether a product can be shown to the public. */
/** One more view of a published product today (UTC); false when it is not published (nothing counted). */
export async function countProductView(db: Queryable, productId: number, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO product_view_days (product_id, day, views)
     SELECT id, ($2::timestamptz AT TIME ZONE 'UTC')::date, 1 FROM products
      WHERE id = $1 AND moderation_status = 'published'
     ON CONFLICT (product_id, day) DO UPDATE SET views = product_view_days.views + 1`,
    [productId, now.toISOString()],
  );
  return rowCount > 0;
}

export async function isPublished(db: Queryable, productId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM products WHERE id = $1 AND moderation_status = 'published'`,
    [productId],
  );
  return rows.length > 0;
}

export interface SitemapProductRow {
  id: number;
  slug: string;
  title: string;
  /** The title in each language that has one: the page's slug in that language is made from it. */
  titles: Record<string, string>;
  product_type: string | null;
  activity_type: string | null;
  city_slug: string;
  updated_at: Date;
}

/** A page of published products for the sitemap, oldest id first. */
export async function listSitemapProducts(
  db: Queryable,
  limit: number,
  offset: number,
): Promise<SitemapProductRow[]> {
  const { rows } = await db.query<SitemapProductRow>(
    `SELECT p.id, p.slug, p.title, p.product_type, p.activity_type, c.slug AS city_slug, p.updated_at,
            (SELECT coalesce(json_object_agg(t.language, t.title), '{}') FROM product_translations t
              WHERE t.product_id = p.id) AS titles
       FROM products p JOIN cities c ON c.id = p.city_id
      WHERE p.moderation_status = 'published'
      ORDER BY p.id
      LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows;
}
