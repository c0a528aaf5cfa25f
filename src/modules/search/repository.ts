import { createHash } from 'node:crypto';
import { HOLDING_STATUSES } from '../../../shared/catalogue/catalogue.ts';
import type { SearchFilters } from '../../../shared/search/searchParams.ts';
import type { AbVariation, SearchPlace } from '../../../shared/search/searchResults.ts';
import type { Queryable } from '../../db/connection.ts';
import type { ExtraRow, ProductPricingRow, SeasonRow } from '../pricing/repository.ts';

/** Where to look: a circle (bounding box + distance), a whole country, or everywhere. */
export type PlaceScope =
  | { kind: 'circle'; latitude: number; longitude: number; distanceKm: number }
  | { kind: 'country'; countryCode: string }
  | { kind: 'everywhere' };

export interface FilterInput {
  productKind: 'boat' | 'activity';
  filters: SearchFilters;
  scope: PlaceScope;
  /** Price bounds already converted to EUR minor units. */
  priceFromEur?: number;
  priceToEur?: number;
}

/** A WHERE clause over `products p JOIN users o ON o.id = p.owner_id`, with its positional parameters. */
export interface SqlFilter {
  where: string;
  params: unknown[];
  /** Whether the clause reads the owner (`o.`): the join on users is made only then. */
  joinsOwner?: boolean;
}

const KM_PER_DEGREE = 111.32;

/** Latitude bands of products.geo_band: tenths of a degree (076_search_bands_held_days.sql). */
const BANDS_PER_DEGREE = 10;

/**
 * The conditions of a circle, over `products p`: the latitude bands it crosses and a longitude range,
 * which the B-tree index products_search_band_idx reads as one range scan per band, then the
 * equirectangular distance on the index's float coordinates. `p` adds a parameter.
 */
export function circleConditions(
  circle: { latitude: number; longitude: number; distanceKm: number },
  p: (value: unknown) => string,
): string[] {
  const dLat = circle.distanceKm / KM_PER_DEGREE;
  const cos = Math.max(Math.cos((circle.latitude * Math.PI) / 180), 0.01);
  const dLng = circle.distanceKm / (KM_PER_DEGREE * cos);
  // A hair wider than the circle, so that float rounding never leaves out a band it touches.
  const first = Math.floor((circle.latitude - dLat) * BANDS_PER_DEGREE - 1e-6);
  const last = Math.floor((circle.latitude + dLat) * BANDS_PER_DEGREE + 1e-6);
  const bands = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return [
    `p.geo_band = ANY (${p(bands)}::smallint[])`,
    `p.geo_lng BETWEEN ${p(circle.longitude - dLng)}::float8 AND ${p(circle.longitude + dLng)}::float8`,
    `((p.geo_lat - ${p(circle.latitude)}::float8) * ${KM_PER_DEGREE}) ^ 2
        + ((p.geo_lng - ${p(circle.longitude)}::float8) * ${KM_PER_DEGREE} * ${p(cos)}::float8) ^ 2
        <= ${p(circle.distanceKm ** 2)}::float8`,
  ];
}

/** Activity durations (`durations[]`) as hour ranges (lower exclusive, upper inclusive). */
const DURATION_HOURS: Record<string, [number, number]> = {
  upTo2Hours: [0, 2],
  halfDay: [2, 5],
  fullDay: [5, 12],
  severalDays: [12, 10_000],
};

/**
 * Builds the search's WHERE clause. Every filter is SQL: the place is a circle (circleConditions,
 * an equirectangular distance, exact enough under 500 km); dates exclude products held (a holding
 * booking or a block) on a day of the range in the wanted half.
 */
export function buildFilter({
  productKind,
  filters: f,
  scope,
  priceFromEur,
  priceToEur,
}: FilterInput): SqlFilter {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`p.moderation_status = 'published'`, `p.kind = ${p(productKind)}`];

  if (scope.kind === 'country') where.push(`p.country_code = ${p(scope.countryCode)}`);
  if (scope.kind === 'circle') where.push(...circleConditions(scope, p));

  if (f.dateFrom && f.dateTo) {
    // The days each product is held, morning and afternoon: a full day needs both halves free, a
    // half day its own. The search's index carries an outline of them (250_search_index_only.sql);
    // only a product whose outline meets the dates has its exact held days read from the table.
    const period = `daterange(${p(f.dateFrom)}::date, ${p(f.dateTo)}::date, '[]')`;
    const free = (half: 'am' | 'pm') =>
      `(NOT (p.held_${half}_outline && ${period}) OR NOT EXISTS (
        SELECT 1 FROM products held WHERE held.id = p.id AND held.held_${half} && ${period}))`;
    if (f.halfDayPeriod !== 'afternoon') where.push(free('am'));
    if (f.halfDayPeriod !== 'morning') where.push(free('pm'));
    // A boat whose minimum stay is longer than the searched days cannot be booked for them.
    where.push(`p.minimum_days <= (${p(f.dateTo)}::date - ${p(f.dateFrom)}::date + 1)`);
  }
  if (f.halfDayPeriod && productKind === 'boat') where.push('p.half_day_allowed');

  if (f.numberOfPeople) where.push(`p.capacity >= ${p(f.numberOfPeople)}`);
  if (f.numberOfCabins) where.push(`p.cabins >= ${p(f.numberOfCabins)}`);
  if (f.numberOfBerths) where.push(`p.berths >= ${p(f.numberOfBerths)}`);
  if (f.enginePowerFrom) where.push(`p.engine_power_hp >= ${p(f.enginePowerFrom)}`);
  if (f.enginePowerTo) where.push(`p.engine_power_hp <= ${p(f.enginePowerTo)}`);
  if (f.lengthFrom) where.push(`p.length_m >= ${p(f.lengthFrom)}`);
  if (f.lengthTo) where.push(`p.length_m <= ${p(f.lengthTo)}`);
  if (priceFromEur !== undefined) where.push(`p.lowest_price_per_day >= ${p(priceFromEur)}`);
  if (priceToEur !== undefined) where.push(`p.lowest_price_per_day <= ${p(priceToEur)}`);
  if (f.minBuildYear) where.push(`p.build_year >= ${p(f.minBuildYear)}`);
  if (f.maxBuildYear) where.push(`p.build_year <= ${p(f.maxBuildYear)}`);
  if (f.boatTypes) where.push(`p.product_type = ANY (${p(f.boatTypes)}::text[])`);
  if (f.equipments) {
    where.push(`(SELECT count(*) FROM product_equipment e WHERE e.product_id = p.id
       AND e.equipment_id = ANY (${p(f.equipments)}::smallint[])) = ${p(f.equipments.length)}`);
  }
  if (f.experiences) where.push(`p.experiences && ${p(f.experiences)}::text[]`);
  if (f.activityTypes) where.push(`p.activity_type = ANY (${p(f.activityTypes)}::text[])`);
  if (f.timesOfTheDay) where.push(`p.times_of_day && ${p(f.timesOfTheDay)}::text[]`);
  if (f.skipperLanguages) where.push(`p.skipper_languages && ${p(f.skipperLanguages)}::text[]`);
  if (f.productTags) where.push(`p.tags && ${p(f.productTags)}::text[]`);
  if (f.durations) {
    const ranges = f.durations.map((d) => {
      const [low, high] = DURATION_HOURS[d];
      return `(p.duration_hours > ${p(low)} AND p.duration_hours <= ${p(high)})`;
    });
    where.push(`(${ranges.join(' OR ')})`);
  }
  if (f.cancellationPolicy) where.push(`p.cancellation_policy = 'flexible'`);
  if (f.superOwner) where.push('o.is_super_owner');
  if (f.bestRating) where.push('p.review_average >= 4.5');
  if (f.instantBooking) where.push('p.instant_booking');
  if (f.withCaptain) where.push(`p.sailing_type IN ('withCaptain', 'withOrWithoutCaptain')`);
  if (f.hasDiscount) where.push('EXISTS (SELECT 1 FROM duration_discounts dd WHERE dd.product_id = p.id)');
  if (f.ownerId) where.push(`p.owner_id = ${p(f.ownerId)}`);
  if (f.ownerType) where.push(`o.owner_type = ${p(f.ownerType)}`);

  return { where: where.join('\n  AND '), params, joinsOwner: Boolean(f.superOwner || f.ownerType) };
}

/**
 * ORDER BY over the `filtered` rows (SPEC section 3 sort keys). The default order is the ranking,
 * and the A/B test's rankingAlgo picks it: A the listing score, B reviews first, C the best price
 * for its reviews. Ties always break on id so that pages never overlap.
 */
export function orderBy(filters: SearchFilters, rankingAlgo: AbVariation): string {
  const direction = (fallback: 'ASC' | 'DESC') => filters.sortOrder ?? fallback;
  switch (filters.sort) {
    case 'price':
      return `price ${direction('ASC')}, id`;
    case 'reviewsAvg':
      return `review_average ${direction('DESC')} NULLS LAST, review_count DESC, id`;
    case 'score':
      return `score ${direction('DESC')}, id`;
    case 'discount':
      return `discount_percent ${direction('DESC')}, score DESC, id`;
    default:
      if (rankingAlgo === 'B')
        return 'coalesce(review_average, 0) * ln(2 + review_count) DESC, score DESC, id';
      if (rankingAlgo === 'C') return '(coalesce(review_average, 3) + 1) / ln(10 + price) DESC, id';
      return 'score DESC, id';
  }
}

const DISCOUNT_PERCENT = `coalesce((SELECT max(dd.percent) FROM duration_discounts dd WHERE dd.product_id = p.id), 0)`;

/** The card fields of SPEC section 3, over `products p JOIN users o JOIN cities c LEFT JOIN product_translations pt`. */
const CARD_COLUMNS = `p.id, p.kind, coalesce(pt.title, p.title) AS title, p.slug, p.product_type, p.activity_type,
  p.length_m::float8 AS length_m, p.engine_power_hp, p.cabins, p.berths, p.capacity, p.builder_name,
  p.model_name, p.build_year, coalesce(c.names ->> $language, c.name) AS city_name, c.slug AS city_slug,
  p.latitude::float8 AS latitude, p.longitude::float8 AS longitude,
  (SELECT json_agg(json_build_object('url', pp.url, 'alt', pp.alt) ORDER BY pp.position)
     FROM (SELECT * FROM product_pictures x WHERE x.product_id = p.id ORDER BY x.position LIMIT 3) pp) AS pictures,
  p.created_at, p.review_count, p.review_average::float8 AS review_average,
  coalesce(p.lowest_price_per_day, p.base_price_per_day) AS price, p.pricing_unit,
  p.duration_hours::float8 AS duration_hours, p.sailing_type, p.instant_booking, o.is_super_owner, o.owner_type,
  ${DISCOUNT_PERCENT} AS discount_percent,
  ($viewer::bigint IS NOT NULL AND EXISTS (
    SELECT 1 FROM favourites f WHERE f.user_id = $viewer::bigint AND f.product_id = p.id)) AS is_favorite`;

export interface SearchSummaryRow {
  count: number;
  lowest: number | null;
  highest: number | null;
  average: number | null;
  quartiles: number[] | null;
  bars: { bar: number; count: number }[] | null;
  /** The page's result cards, in order. */
  cards: ProductCardRow[] | null;
  exact: number;
}

export interface SearchSummaryQuery {
  filter: SqlFilter;
  /** ORDER BY over the filtered rows' columns (`orderBy`). */
  order: string;
  page: { limit: number; offset: number; bars: number };
  /** A condition on the filtered rows counting those in the place itself. */
  exactPlace: { sql: string; params: unknown[] } | null;
  /** The cards' language (titles, city names) and the viewer whose favourites they show. */
  language: string;
  viewerId: number | null;
  /**
   * Whether to compute the price statistics and histogram (default true). Without them the
   * statement only counts, sorts and joins the page: a search whose statistics were computed a
   * moment ago for the same filters skips them (service.ts).
   */
  statistics?: boolean;
}

/**
 * One round trip for a search: the page's result cards in order, the total, and the price statistics
 * and histogram over the whole filtered set (percentile_cont and width_bucket in SQL, not in JS).
 */
export async function searchSummary(db: Queryable, query: SearchSummaryQuery): Promise<SearchSummaryRow> {
  const { sql, params, name } = searchSummarySql(query);
  const { rows } = await db.query<SearchSummaryRow>(sql, params, { name, generic: true });
  return rows[0];
}

/**
 * At most this many search shapes (which filters, which sort: the SQL text) become prepared
 * statements; a connection then keeps at most this many. Planning the summary costs a sixth of
 * running it, and a prepared statement's generic plan skips it. The common shapes come first;
 * rarer filter combinations are planned on each call.
 */
const PREPARED_SHAPES = 64;
const shapeNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  let name = shapeNames.get(sql);
  if (!name && shapeNames.size < PREPARED_SHAPES) {
    name = `search_${createHash('sha256').update(sql).digest('hex').slice(0, 20)}`;
    shapeNames.set(sql, name);
  }
  return name;
}

/**
 * The search summary's SQL text and parameters (the benchmark runs it bare as the floor). The
 * filtered set carries only what sorting, statistics and the exact-place count read; the card fields
 * are joined for the page's rows alone, and the owner only when a filter reads it.
 */
export function searchSummarySql({
  filter,
  order,
  page,
  exactPlace,
  language,
  viewerId,
  statistics = true,
}: SearchSummaryQuery): { sql: string; params: unknown[]; name?: string } {
  const params = [...filter.params];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const limit = add(page.limit);
  const offset = add(page.offset);
  const languageParam = add(language);
  const cardColumns = CARD_COLUMNS.replaceAll('$language', languageParam).replaceAll(
    '$viewer',
    add(viewerId),
  );
  let exactSql = 'count(*)';
  if (exactPlace) {
    const shifted = exactPlace.sql.replace(/\$(\d+)/g, (_m, n) => `$${Number(n) + params.length}`);
    params.push(...exactPlace.params);
    exactSql = `count(*) FILTER (WHERE ${shifted})`;
  }
  const discount = order.includes('discount_percent') ? `, ${DISCOUNT_PERCENT} AS discount_percent` : '';
  const owner = filter.joinsOwner === false ? '' : 'JOIN users o ON o.id = p.owner_id';
  const priceStatistics = statistics
    ? `min(price)::float8 AS lowest, max(price)::float8 AS highest, avg(price)::float8 AS average,
    percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY price) AS quartiles`
    : 'NULL::float8 AS lowest, NULL::float8 AS highest, NULL::float8 AS average, NULL::float8[] AS quartiles';
  const histogram = statistics
    ? `histogram AS (
  SELECT width_bucket(f.price, s.lowest, s.highest + 1, ${add(page.bars)}::int) AS bar, count(*)::int AS count
  FROM filtered f, stats s WHERE f.price IS NOT NULL GROUP BY 1
), `
    : '';
  const bars = statistics
    ? `(SELECT json_agg(json_build_object('bar', bar, 'count', count) ORDER BY bar) FROM histogram)`
    : 'NULL::json';
  const sql = `
WITH filtered AS MATERIALIZED (
  SELECT p.id, p.lowest_price_per_day AS price, p.score, p.review_average, p.review_count${discount},
    p.city_id, p.harbour_id, p.country_code, p.product_type
  FROM products p ${owner}
  WHERE ${filter.where}
), stats AS (
  SELECT count(*)::int AS count, ${priceStatistics}, ${exactSql}::int AS exact
  FROM filtered
), ${histogram}page AS (
  SELECT * FROM filtered ORDER BY ${order} LIMIT ${limit}::int OFFSET ${offset}::int
), ranked AS (
  SELECT id, row_number() OVER (ORDER BY ${order}) AS position FROM page
), cards AS (
  SELECT ranked.position, ${cardColumns}
  FROM ranked
  JOIN products p ON p.id = ranked.id
  JOIN users o ON o.id = p.owner_id
  JOIN cities c ON c.id = p.city_id
  LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language = left(${languageParam}::text, 2)
)
SELECT s.count, s.lowest, s.highest, s.average, s.quartiles, s.exact,
  ${bars} AS bars,
  (SELECT json_agg(cards ORDER BY position) FROM cards) AS cards
FROM stats s`;
  return { sql, params, name: statementName(sql) };
}

/** Result cards of the given published products, in the order of `ids` (the favourites page). */
export async function productCardsByIds(
  db: Queryable,
  ids: number[],
  language: string,
  viewerId: number | null,
): Promise<ProductCardRow[]> {
  if (ids.length === 0) return [];
  const columns = CARD_COLUMNS.replaceAll('$language', '$2').replaceAll('$viewer', '$3');
  const { rows } = await db.query<ProductCardRow>(
    `SELECT ${columns}
       FROM unnest($1::bigint[]) WITH ORDINALITY AS wanted (id, position)
       JOIN products p ON p.id = wanted.id AND p.moderation_status = 'published'
       JOIN users o ON o.id = p.owner_id
       JOIN cities c ON c.id = p.city_id
       LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language = left($2::text, 2)
      ORDER BY wanted.position`,
    [ids, language, viewerId],
  );
  return rows;
}

export async function countFiltered(db: Queryable, filter: SqlFilter): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products p JOIN users o ON o.id = p.owner_id WHERE ${filter.where}`,
    filter.params,
  );
  return rows[0].n;
}

/** Count and lowest price of the filtered set (flexible dates' fleet figures). */
export async function fleetOf(
  db: Queryable,
  filter: SqlFilter,
): Promise<{ n: number; lowest: number | null }> {
  const { rows } = await db.query<{ n: number; lowest: number | null }>(
    `SELECT count(*)::int AS n, min(p.lowest_price_per_day)::float8 AS lowest
     FROM products p JOIN users o ON o.id = p.owner_id WHERE ${filter.where}`,
    filter.params,
  );
  return rows[0];
}

export interface ProductCardRow {
  id: number;
  kind: 'boat' | 'activity';
  title: string;
  slug: string;
  product_type: string | null;
  activity_type: string | null;
  length_m: number | null;
  engine_power_hp: number | null;
  cabins: number;
  berths: number;
  capacity: number;
  builder_name: string | null;
  model_name: string | null;
  build_year: number | null;
  city_name: string;
  city_slug: string;
  latitude: number;
  longitude: number;
  pictures: { url: string; alt: string | null }[] | null;
  created_at: Date;
  review_count: number;
  review_average: number | null;
  price: number;
  pricing_unit: 'per_boat' | 'per_person';
  duration_hours: number | null;
  sailing_type: string;
  instant_booking: boolean;
  is_super_owner: boolean;
  owner_type: string | null;
  discount_percent: number;
  is_favorite: boolean;
}

const PLACE_COLUMNS = `kind, key, slug, coalesce(names ->> $2, name) AS name, country_code::text AS "countryCode",
  latitude::float8 AS latitude, longitude::float8 AS longitude`;

export async function placeBySlug(
  db: Queryable,
  slug: string,
  language: string,
): Promise<SearchPlace | undefined> {
  const { rows } = await db.query<SearchPlace>(
    `SELECT ${PLACE_COLUMNS} FROM place_search WHERE slug = $1
     ORDER BY array_position(ARRAY['city', 'harbour', 'region', 'country'], kind) LIMIT 1`,
    [slug, language],
  );
  return rows[0];
}

/**
 * Places whose names resemble a misspelled text ("Marseile", "Lisbona"): trigram word similarity
 * over every language's names, closest first; what a search for an unknown place suggests.
 */
export async function placesResembling(
  db: Queryable,
  text: string,
  language: string,
  limit: number,
): Promise<SearchPlace[]> {
  const { rows } = await db.query<SearchPlace>(
    `WITH wanted AS (SELECT lower(unaccent($1)) AS q)
     SELECT ${PLACE_COLUMNS} FROM place_search, wanted
     WHERE word_similarity(wanted.q, search_text) >= 0.45
     ORDER BY word_similarity(wanted.q, search_text) DESC,
       array_position(ARRAY['city', 'region', 'country', 'harbour'], kind), name
     LIMIT $3`,
    [text, language, limit],
  );
  return rows;
}

/** Places whose name (in any language, accents ignored) contains the text; broadest and closest first. */
export async function placesMatching(
  db: Queryable,
  text: string,
  language: string,
  limit: number,
): Promise<SearchPlace[]> {
  const { rows } = await db.query<SearchPlace>(
    `WITH wanted AS (SELECT lower(unaccent($1)) AS q)
     SELECT ${PLACE_COLUMNS} FROM place_search, wanted
     WHERE search_text LIKE '%' || wanted.q || '%'
     ORDER BY (lower(unaccent(coalesce(names ->> $2, name))) LIKE wanted.q || '%') DESC,
       array_position(ARRAY['country', 'region', 'city', 'harbour'], kind), similarity(search_text, wanted.q) DESC, name
     LIMIT $3`,
    [text, language, limit],
  );
  return rows;
}

/** Cities with published boats within `distanceKm` of a point, except one city; most boats first. */
export async function nearbyCities(
  db: Queryable,
  around: { latitude: number; longitude: number; distanceKm: number; exceptSlug: string },
  language: string,
  limit: number,
): Promise<{ slug: string; name: string; count: number }[]> {
  const params: unknown[] = [language, around.exceptSlug, limit];
  const circle = circleConditions(around, (value) => `$${params.push(value)}`);
  const { rows } = await db.query<{ slug: string; name: string; count: number }>(
    `SELECT c.slug, coalesce(c.names ->> $1, c.name) AS name, count(*)::int AS count
     FROM products p JOIN cities c ON c.id = p.city_id
     WHERE p.moderation_status = 'published' AND p.kind = 'boat' AND c.slug <> $2
       AND ${circle.join(' AND ')}
     GROUP BY c.slug, 2 ORDER BY 3 DESC, 1 LIMIT $3`,
    params,
  );
  return rows;
}

/** Whether harbours lie within the place (a country, region or city) or it is one. */
export async function placeHasHarbours(db: Queryable, place: SearchPlace): Promise<boolean> {
  const column = {
    country: 'c.country_code',
    region: 'c.region_id::text',
    city: 'c.id::text',
    harbour: 'h.id::text',
  }[place.kind];
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM harbours h JOIN cities c ON c.id = h.city_id WHERE ${column} = $1) AS found`,
    [place.key],
  );
  return rows[0].found;
}

export async function currencyRate(
  db: Queryable,
  code: string,
): Promise<{ code: string; rate: number; minorDigits: number } | undefined> {
  const { rows } = await db.query<{ code: string; rate: number; minorDigits: number }>(
    `SELECT trim(code) AS code, rate::float8 AS rate, minor_digits AS "minorDigits" FROM currencies WHERE code = $1`,
    [code],
  );
  return rows[0];
}

/** A result card's price rules and what holds the searched period, in one row per product. */
export interface PagePricingRow extends ProductPricingRow {
  seasons: SeasonRow[];
  discounts: { min_days: number; percent: number }[];
  extras: ExtraRow[];
  exclusive_taken: boolean;
  seats_taken: number;
  /** The platform's pricing settings by key (the same on every row). */
  settings: Record<string, unknown> | null;
}

/**
 * What pricing reads for one product (pricing/repository.ts: loadPricing, heldDates and
 * loadPricingSettings), read for a page of result cards at once: one prepared statement instead of
 * five per card. The columns and conditions are theirs; `today` is the harbour's date at `now`.
 */
export async function pagePricingRows(
  db: Queryable,
  ids: number[],
  language: string,
  period: { from: string; toExclusive: string; slot: [number, number] },
  now: Date,
): Promise<PagePricingRow[]> {
  const { rows } = await db.query<PagePricingRow>(
    `SELECT p.id, p.pricing_unit, p.base_price_per_day, p.base_price_per_half_day, p.base_price_per_week,
       p.sailing_type, p.captain_price_per_day, p.capacity, p.minimum_days, p.half_day_allowed,
       p.deposit_amount, p.instant_booking,
       to_char(($2::timestamptz AT TIME ZONE tz.time_zone)::date, 'YYYY-MM-DD') AS today,
       coalesce((SELECT json_agg(json_build_object('start', lower(s.period), 'end', upper(s.period),
           'per_day', s.price_per_day, 'per_half_day', s.price_per_half_day, 'per_week', s.price_per_week)
           ORDER BY lower(s.period))
         FROM product_seasons s WHERE s.product_id = p.id), '[]') AS seasons,
       coalesce((SELECT json_agg(json_build_object('min_days', d.min_days, 'percent', d.percent) ORDER BY d.min_days)
         FROM duration_discounts d WHERE d.product_id = p.id), '[]') AS discounts,
       coalesce((SELECT json_agg(json_build_object('id', e.id, 'name', coalesce(e.names ->> $3, e.name),
           'price', e.price, 'price_type', e.price_type, 'paid_at_harbour', e.paid_at_harbour,
           'is_rental_type', e.is_rental_type) ORDER BY e.position, e.id)
         FROM extras e
        WHERE e.product_id = p.id
          AND ((e.is_rental_type AND e.crew_number > 0)
            OR (e.is_mandatory AND NOT e.is_rental_type AND NOT e.is_included))), '[]') AS extras,
       EXISTS (SELECT 1 FROM bookings b
                WHERE b.product_id = p.id AND b.exclusive AND b.status = ANY ($7::text[])
                  AND b.period && daterange($4::date, $5::date) AND b.slot && int4range(($6::int[])[1], ($6::int[])[2]))
       OR EXISTS (SELECT 1 FROM availability_blocks a
                   WHERE a.product_id = p.id AND a.period && daterange($4::date, $5::date)
                     AND a.slot && int4range(($6::int[])[1], ($6::int[])[2])) AS exclusive_taken,
       (SELECT coalesce(sum(b.people), 0)::int FROM bookings b
         WHERE b.product_id = p.id AND NOT b.exclusive AND b.status = ANY ($7::text[])
           AND b.period && daterange($4::date, $5::date) AND b.slot && int4range(($6::int[])[1], ($6::int[])[2])) AS seats_taken,
       (SELECT json_object_agg(key, value) FROM settings
         WHERE key IN ('serviceFeePercent', 'downPayment')) AS settings
     FROM products p JOIN product_time_zones tz ON tz.product_id = p.id
    WHERE p.id = ANY ($1::bigint[]) AND p.moderation_status = 'published'`,
    [ids, now.toISOString(), language, period.from, period.toExclusive, period.slot, HOLDING_STATUSES],
    { name: 'search_page_pricing' },
  );
  return rows;
}

/** Where and what a published product is, to find products like it. */
export async function findSuggestionSource(db: Queryable, productId: number) {
  const { rows } = await db.query<{
    kind: 'boat' | 'activity';
    product_type: string | null;
    lat: number;
    lng: number;
  }>(
    `SELECT kind, product_type, latitude::float8 AS lat, longitude::float8 AS lng FROM products
     WHERE id = $1 AND moderation_status = 'published'`,
    [productId],
  );
  return rows[0];
}

/** The filter's products counted by one of their columns (the SEO block's fleet by type). */
export async function countProductsBy(
  db: Queryable,
  column: 'p.sailing_type' | 'p.product_type',
  filter: { where: string; params: unknown[] },
): Promise<{ key: string; count: number }[]> {
  const { rows } = await db.query<{ key: string; count: number }>(
    `SELECT ${column} AS key, count(*)::int AS count FROM products p
     WHERE ${filter.where} AND ${column} IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1`,
    filter.params,
  );
  return rows;
}
