import type { SearchFilters } from '../../../shared/search/searchParams.ts';
import type { AbVariation } from '../../../shared/search/searchResults.ts';

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
