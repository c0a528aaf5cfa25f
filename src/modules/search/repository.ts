import type { SearchPlace } from '../../../shared/search/searchResults.ts';
import type { Queryable } from '../../db/connection.ts';
import type { SqlFilter } from './searchSql.ts';

const FILTERED_COLUMNS = `p.id, p.lowest_price_per_day AS price, p.score, p.review_average, p.review_count,
  coalesce((SELECT max(dd.percent) FROM duration_discounts dd WHERE dd.product_id = p.id), 0) AS discount_percent`;

export interface SearchSummaryRow {
  count: number;
  lowest: number | null;
  highest: number | null;
  average: number | null;
  quartiles: number[] | null;
  bars: { bar: number; count: number }[] | null;
  ids: number[] | null;
  exact: number;
}

/**
 * One round trip for a search: the page's ids in order, the total, and the price statistics and
 * histogram over the whole filtered set (percentile_cont and width_bucket in SQL, not in JS).
 * `exactPlace` is a condition on the filtered rows counting those in the place itself.
 */
export async function searchSummary(
  db: Queryable,
  filter: SqlFilter,
  order: string,
  page: { limit: number; offset: number; bars: number },
  exactPlace: { sql: string; params: unknown[] } | null,
): Promise<SearchSummaryRow> {
  const { sql, params } = searchSummarySql(filter, order, page, exactPlace);
  const { rows } = await db.query<SearchSummaryRow>(sql, params);
  return rows[0];
}

/** The search summary's SQL text and parameters (the benchmark runs it bare as the floor). */
export function searchSummarySql(
  filter: SqlFilter,
  order: string,
  page: { limit: number; offset: number; bars: number },
  exactPlace: { sql: string; params: unknown[] } | null,
): { sql: string; params: unknown[] } {
  const params = [...filter.params];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const limit = add(page.limit);
  const offset = add(page.offset);
  const bars = add(page.bars);
  let exactSql = 'count(*)';
  if (exactPlace) {
    const shifted = exactPlace.sql.replace(/\$(\d+)/g, (_m, n) => `$${Number(n) + params.length}`);
    params.push(...exactPlace.params);
    exactSql = `count(*) FILTER (WHERE ${shifted})`;
  }
  const sql = `
WITH filtered AS MATERIALIZED (
  SELECT ${FILTERED_COLUMNS}, p.city_id, p.harbour_id, p.country_code, p.product_type
  FROM products p JOIN users o ON o.id = p.owner_id
  WHERE ${filter.where}
), stats AS (
  SELECT count(*)::int AS count, min(price)::float8 AS lowest, max(price)::float8 AS highest,
    avg(price)::float8 AS average,
    percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY price) AS quartiles,
    ${exactSql}::int AS exact
  FROM filtered
), histogram AS (
  SELECT width_bucket(f.price, s.lowest, s.highest + 1, ${bars}::int) AS bar, count(*)::int AS count
  FROM filtered f, stats s WHERE f.price IS NOT NULL GROUP BY 1
), page AS (
  SELECT id, row_number() OVER (ORDER BY ${order}) AS position
  FROM filtered ORDER BY ${order} LIMIT ${limit}::int OFFSET ${offset}::int
)
SELECT s.count, s.lowest, s.highest, s.average, s.quartiles, s.exact,
  (SELECT json_agg(json_build_object('bar', bar, 'count', count) ORDER BY bar) FROM histogram) AS bars,
  (SELECT array_agg(id ORDER BY position) FROM page) AS ids
FROM stats s`;
  return { sql, params };
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

/** The result cards of some products, in the order of `ids`, titles and city in `language`. */
export async function productCards(
  db: Queryable,
  ids: number[],
  language: string,
  viewerId: number | null,
): Promise<ProductCardRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ProductCardRow>(
    `SELECT p.id, p.kind, coalesce(pt.title, p.title) AS title, p.slug, p.product_type, p.activity_type,
       p.length_m::float8 AS length_m, p.engine_power_hp, p.cabins, p.berths, p.capacity, p.builder_name,
       p.model_name, p.build_year, coalesce(c.names ->> $2, c.name) AS city_name, c.slug AS city_slug,
       p.latitude::float8 AS latitude, p.longitude::float8 AS longitude,
       (SELECT json_agg(json_build_object('url', pp.url, 'alt', pp.alt) ORDER BY pp.position)
          FROM (SELECT * FROM product_pictures x WHERE x.product_id = p.id ORDER BY x.position LIMIT 3) pp) AS pictures,
       p.created_at, p.review_count, p.review_average::float8 AS review_average,
       coalesce(p.lowest_price_per_day, p.base_price_per_day) AS price, p.pricing_unit,
       p.duration_hours::float8 AS duration_hours, p.sailing_type, p.instant_booking, o.is_super_owner, o.owner_type,
       coalesce((SELECT max(dd.percent) FROM duration_discounts dd WHERE dd.product_id = p.id), 0) AS discount_percent,
       ($3::bigint IS NOT NULL AND EXISTS (
         SELECT 1 FROM favourites f WHERE f.user_id = $3::bigint AND f.product_id = p.id)) AS is_favorite
     FROM unnest($1::bigint[]) WITH ORDINALITY AS wanted (id, position)
     JOIN products p ON p.id = wanted.id
     JOIN users o ON o.id = p.owner_id
     JOIN cities c ON c.id = p.city_id
     LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language = $2
     ORDER BY wanted.position`,
    [ids, language, viewerId],
  );
  return rows;
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
