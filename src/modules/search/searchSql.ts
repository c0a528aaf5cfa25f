import { HOLDING_STATUSES } from '../../../shared/catalogue/catalogue.ts';
import type { SearchFilters } from '../../../shared/search/searchParams.ts';
import type { AbVariation } from '../../../shared/search/searchResults.ts';
import { daysBetween } from '../pricing/calendarDates.ts';

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
/** Up to this many days, the booked boats of the dates are gathered once (see the dates filter). */
const SHORT_STAY_DAYS = 31;

/**
 * The holding statuses written into the SQL (trusted constants), so that the planner matches the
 * partial index bookings_holding_idx of 011_search_speed.sql, whose predicate lists the same.
 */
const HOLDING_STATUS_LIST = HOLDING_STATUSES.map((status) => `'${status}'`).join(', ');

/** Activity durations (`durations[]`) as hour ranges (lower exclusive, upper inclusive). */
const DURATION_HOURS: Record<string, [number, number]> = {
  upTo2Hours: [0, 2],
  halfDay: [2, 5],
  fullDay: [5, 12],
  severalDays: [12, 10_000],
};

/** The slots of SPEC's half-day period, as bookings.slot numbers them. */
function slotOf(halfDayPeriod: SearchFilters['halfDayPeriod']): string {
  return halfDayPeriod === 'morning' ? '[0,1)' : halfDayPeriod === 'afternoon' ? '[1,2)' : '[0,2)';
}

/**
 * Builds the search's WHERE clause. Every filter is SQL: the place is a bounding box served by the
 * GiST index on the products' points (010_search.sql), then an equirectangular distance (exact enough under 500 km); dates
 * exclude products with a holding booking or a block overlapping the range in the wanted slot.
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
  if (scope.kind === 'circle') {
    const dLat = scope.distanceKm / KM_PER_DEGREE;
    const cos = Math.max(Math.cos((scope.latitude * Math.PI) / 180), 0.01);
    const dLng = scope.distanceKm / (KM_PER_DEGREE * cos);
    const lat = p(scope.latitude);
    const lng = p(scope.longitude);
    where.push(
      `point(p.longitude::float8, p.latitude::float8) <@ box(point(${p(scope.longitude - dLng)}::float8, ${p(
        scope.latitude - dLat,
      )}::float8), point(${p(scope.longitude + dLng)}::float8, ${p(scope.latitude + dLat)}::float8))`,
      `(((p.latitude::float8 - ${lat}::float8) * ${KM_PER_DEGREE}) ^ 2
        + ((p.longitude::float8 - ${lng}::float8) * ${KM_PER_DEGREE} * ${p(cos)}::float8) ^ 2)
        <= ${p(scope.distanceKm ** 2)}::float8`,
    );
  }

  if (f.dateFrom && f.dateTo) {
    const period = `daterange(${p(f.dateFrom)}::date, ${p(f.dateTo)}::date, '[]')`;
    const held = `b.exclusive AND b.status IN (${HOLDING_STATUS_LIST}) AND b.period && ${period}
         AND b.slot && ${p(slotOf(f.halfDayPeriod))}::int4range`;
    if (daysBetween(f.dateFrom, f.dateTo) <= SHORT_STAY_DAYS) {
      // A short stay overlaps few bookings worldwide: collect them once through the period indexes
      // and test candidates against a hash (PostgreSQL plans NOT IN as a hashed subplan), instead of
      // one index probe per candidate boat — a third of the query's time at 100,000 boats.
      where.push(
        `p.id NOT IN (SELECT b.product_id FROM bookings b WHERE ${held})`,
        `p.id NOT IN (SELECT ab.product_id FROM availability_blocks ab WHERE ab.period && ${period})`,
      );
    } else {
      // A long range overlaps many bookings; a hash of them could outgrow work_mem, and a NOT IN
      // that is not hashed rescans per row. Probe per candidate instead.
      where.push(
        `NOT EXISTS (SELECT 1 FROM bookings b WHERE b.product_id = p.id AND ${held})`,
        `NOT EXISTS (SELECT 1 FROM availability_blocks ab WHERE ab.product_id = p.id AND ab.period && ${period})`,
      );
    }
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
