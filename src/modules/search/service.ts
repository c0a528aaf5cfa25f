import type { ProductTypeKey } from '../../../shared/catalogue/catalogue.ts';
import { fromEur, toEur } from '../../../shared/currency.ts';
import { localizedProductSlug } from '../../../shared/product/productUrl.ts';
import type { SearchFilters } from '../../../shared/search/searchParams.ts';
import {
  type AbVariation,
  ACTIVITIES_PER_PAGE,
  BOATS_PER_PAGE,
  DEFAULT_DISTANCE_KM,
  type FlexibleDateFleet,
  PRICE_CHART_BARS,
  type PriceChartBar,
  RESULTS_LAZY_LIMIT,
  type ResultProduct,
  type SearchPlace,
  type SearchResponse,
  type SeoSection,
} from '../../../shared/search/searchResults.ts';
import type { Queryable } from '../../db/connection.ts';
import { daysBetween } from '../pricing/calendarDates.ts';
import { picturesInLanguage } from '../translations/pictureAlts.ts';
import { keep, recalled, remembered } from './lookupCache.ts';
import { quotePage, searchedChoice, totalOf } from './pagePricing.ts';
import {
  buildFilter,
  countProductsBy,
  currencyRate,
  findSuggestionSource,
  fleetOf,
  nearbyCities,
  orderBy,
  type PlaceScope,
  type ProductCardRow,
  placeBySlug,
  placeHasHarbours,
  placesMatching,
  type SearchSummaryQuery,
  type SearchSummaryRow,
  searchSummary,
} from './repository.ts';

export interface SearchContext {
  db: Queryable;
  language: string;
  currencyCode: string;
  viewerId: number | null;
  abVariations: { rankingAlgo: AbVariation; multiverse: AbVariation };
}

export interface SearchRequest {
  kind: 'boat' | 'activity';
  filters: SearchFilters;
  /** A place's URL slug (`/boat-rental/marseille`), when the page is a place's page. */
  placeSlug?: string;
  /** Results per page asked by the client, capped by RESULTS_LAZY_LIMIT. */
  limit?: number;
}

type Money = { code: string; rate: number; minorDigits: number };
const EUR: Money = { code: 'EUR', rate: 1, minorDigits: 2 };

export async function resolveCurrency(db: Queryable, code: string): Promise<Money> {
  const wanted = code.toUpperCase().slice(0, 3);
  return (await remembered(db, `currency:${wanted}`, () => currencyRate(db, wanted))) ?? EUR;
}

/** The place a search is about: its slug, else its coordinates, else the typed address text. */
export async function resolvePlace(
  db: Queryable,
  filters: SearchFilters,
  language: string,
  placeSlug?: string,
): Promise<SearchPlace | null> {
  if (placeSlug)
    return (
      (await remembered(db, `place:${language}:${placeSlug}`, () => placeBySlug(db, placeSlug, language))) ??
      null
    );
  if (filters.latitude !== undefined) return null;
  const text = filters.city ?? filters.address ?? filters.region ?? filters.country;
  if (!text) return null;
  // "Marseille, France" as the autocomplete writes it: the first part names the place.
  const name = text.split(',')[0].trim();
  return (
    (await remembered(
      db,
      `placeNamed:${language}:${name}`,
      async () => (await placesMatching(db, name, language, 1))[0] ?? null,
    )) ?? null
  );
}

export function scopeOf(filters: SearchFilters, place: SearchPlace | null): PlaceScope {
  const distanceKm = filters.distance ?? DEFAULT_DISTANCE_KM;
  if (filters.latitude !== undefined && filters.longitude !== undefined) {
    return { kind: 'circle', latitude: filters.latitude, longitude: filters.longitude, distanceKm };
  }
  if (!place)
    return filters.countryCode
      ? { kind: 'country', countryCode: filters.countryCode }
      : { kind: 'everywhere' };
  if (place.kind === 'country' || place.latitude === null || place.longitude === null) {
    return { kind: 'country', countryCode: place.countryCode };
  }
  const regionDistance = place.kind === 'region' ? Math.max(distanceKm, 150) : distanceKm;
  return { kind: 'circle', latitude: place.latitude, longitude: place.longitude, distanceKm: regionDistance };
}

/** The condition, over the filtered rows, of being in the place itself rather than nearby. */
function exactPlaceCondition(place: SearchPlace | null): { sql: string; params: unknown[] } | null {
  if (!place) return null;
  switch (place.kind) {
    case 'country':
      return { sql: 'country_code = $1', params: [place.countryCode] };
    case 'region':
      return { sql: 'city_id IN (SELECT id FROM cities WHERE region_id = $1::bigint)', params: [place.key] };
    case 'city':
      return { sql: 'city_id = $1::bigint', params: [place.key] };
    case 'harbour':
      return { sql: 'harbour_id = $1::bigint', params: [place.key] };
  }
}

/** Whole units of the visitor's currency (the URL's priceFrom/priceTo) to EUR minor units. */
function priceBoundsEur(filters: SearchFilters, money: Money) {
  const toMinor = (units: number) => toEur(units * 10 ** money.minorDigits, money);
  return {
    priceFromEur: filters.priceFrom !== undefined ? toMinor(filters.priceFrom) : undefined,
    priceToEur: filters.priceTo !== undefined ? toMinor(filters.priceTo) : undefined,
  };
}

export async function filterFor(ctx: SearchContext, request: SearchRequest) {
  const money = await resolveCurrency(ctx.db, ctx.currencyCode);
  const place = await resolvePlace(ctx.db, request.filters, ctx.language, request.placeSlug);
  const filter = buildFilter({
    productKind: request.kind,
    filters: request.filters,
    scope: scopeOf(request.filters, place),
    ...priceBoundsEur(request.filters, money),
  });
  return { money, place, filter };
}

export function toResultProduct(row: ProductCardRow, money: Money): ResultProduct {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: row.title,
    // Links are written in the page's language: the slug is the title the card shows.
    slug: localizedProductSlug(row.title, Number(row.id)),
    type: row.product_type as ProductTypeKey | null,
    activityType: row.activity_type,
    length: row.length_m,
    enginePower: row.engine_power_hp,
    cabins: row.cabins,
    berths: row.berths,
    capacity: row.capacity,
    builderName: row.builder_name,
    modelName: row.model_name,
    buildYear: row.build_year,
    localizationName: row.city_name,
    citySlug: row.city_slug,
    latitude: row.latitude,
    longitude: row.longitude,
    pictures: picturesInLanguage(row.title, row.pictures ?? []),
    createdAt: new Date(row.created_at).toISOString(),
    reviews: { number: row.review_count, average: row.review_average },
    price: fromEur(Number(row.price), money),
    pricingUnit: row.pricing_unit,
    durationHours: row.duration_hours,
    sailingType: row.sailing_type,
    instantBooking: row.instant_booking,
    isSuperOwner: row.is_super_owner,
    isProfessional: row.owner_type === 'professional',
    discountPercent: row.discount_percent,
    isFavorite: row.is_favorite,
  };
}

/**
 * With searched dates, each card carries the price of those dates for that many people, priced by
 * the same engine as the booking box, so that the card and the product page agree.
 */
async function withTotalsForDates(
  ctx: SearchContext,
  filters: SearchFilters,
  cards: ResultProduct[],
  money: Money,
): Promise<ResultProduct[]> {
  const choice = searchedChoice(filters);
  if (!choice) return cards;
  const quotes = await quotePage(
    ctx.db,
    cards.map((card) => card.id),
    choice,
    ctx.language.slice(0, 2),
  );
  return cards.map((card) => ({ ...card, totalForDates: totalOf(quotes.get(card.id), money) }));
}

function priceChart(
  bars: { bar: number; count: number }[] | null,
  lowest: number | null,
  highest: number | null,
  money: Money,
): PriceChartBar[] {
  if (lowest === null || highest === null) return [];
  const width = (highest + 1 - lowest) / PRICE_CHART_BARS;
  const counts = new Map((bars ?? []).map((b) => [b.bar, b.count]));
  return Array.from({ length: PRICE_CHART_BARS }, (_, i) => ({
    from: fromEur(lowest + i * width, money),
    to: fromEur(lowest + (i + 1) * width, money),
    count: counts.get(i + 1) ?? 0,
  }));
}

/** The summary query of a search (shared with the benchmark's bare SQL run). */
export async function summaryQuery(ctx: SearchContext, request: SearchRequest) {
  const { money, place, filter } = await filterFor(ctx, request);
  const perPage = Math.min(
    request.limit ?? (request.kind === 'boat' ? BOATS_PER_PAGE : ACTIVITIES_PER_PAGE),
    RESULTS_LAZY_LIMIT,
  );
  const page = request.filters.page;
  const query: SearchSummaryQuery = {
    filter,
    order: orderBy(request.filters, ctx.abVariations.rankingAlgo),
    page: { limit: perPage, offset: (page - 1) * perPage, bars: PRICE_CHART_BARS },
    exactPlace: exactPlaceCondition(place),
    language: ctx.language,
    viewerId: ctx.viewerId,
  };
  return { money, place, perPage, page, query };
}

type PriceStatistics = Pick<SearchSummaryRow, 'lowest' | 'highest' | 'average' | 'quartiles' | 'bars'>;

/**
 * The search's summary. Its price statistics and histogram (quartiles over every matching product)
 * change only with listings, prices and bookings: for a minute they are the ones computed for the
 * same filters (any page, any sort), and the statement then only counts and reads the page.
 */
async function summaryWithStatistics(db: Queryable, query: SearchSummaryQuery): Promise<SearchSummaryRow> {
  const key = `statistics:${query.page.bars}:${query.filter.where}:${JSON.stringify(query.filter.params)}`;
  const known = recalled<PriceStatistics>(db, key);
  const summary = await searchSummary(db, { ...query, statistics: !known });
  if (known) return { ...summary, ...known };
  const { lowest, highest, average, quartiles, bars } = summary;
  keep(db, key, { lowest, highest, average, quartiles, bars });
  return summary;
}

function hasHarbours(db: Queryable, place: SearchPlace): Promise<boolean> {
  return remembered(db, `harbours:${place.kind}:${place.key}`, () => placeHasHarbours(db, place));
}

/** GET /api/v6/products and /activities: one page of results with the SPEC section 3 fields. */
export async function search(ctx: SearchContext, request: SearchRequest): Promise<SearchResponse> {
  const { money, place, perPage, page, query } = await summaryQuery(ctx, request);
  const [summary, placeWithHarbors] = await Promise.all([
    summaryWithStatistics(ctx.db, query),
    place ? hasHarbours(ctx.db, place) : false,
  ]);
  const toMoney = (eurMinor: number) => fromEur(eurMinor, money);
  const quartiles = summary.quartiles ?? [];
  const cards = (summary.cards ?? []).map((row) => toResultProduct(row, money));
  return {
    products: await withTotalsForDates(ctx, request.filters, cards, money),
    count: summary.count,
    exactPlaceProductNumber: summary.exact,
    isPricePerDay: request.kind === 'boat',
    currency: money.code,
    localization: place,
    maxResultsPerPage: perPage,
    pagination: {
      currentPage: page,
      maxResultsPerPage: perPage,
      resultsCount: summary.count,
      totalPage: Math.ceil(summary.count / perPage),
    },
    priceChartBar: priceChart(summary.bars, summary.lowest, summary.highest, money),
    resultsLazyLimit: RESULTS_LAZY_LIMIT,
    placeWithHarbors,
    productsPriceStatistics:
      summary.lowest === null || summary.highest === null || summary.average === null
        ? null
        : {
            lowest: toMoney(summary.lowest),
            highest: toMoney(summary.highest),
            average: toMoney(summary.average),
            firstQuartile: toMoney(quartiles[0]),
            median: toMoney(quartiles[1]),
            thirdQuartile: toMoney(quartiles[2]),
          },
    displayBoatTypeTag: request.kind === 'boat' && !request.filters.boatTypes,
    shouldDisplayTopTrendingSection: false,
    topTrendingSectionTitle: null,
    filters: request.filters,
    abVariations: ctx.abVariations,
  };
}

export async function countProducts(ctx: SearchContext, request: SearchRequest): Promise<number> {
  const { filter } = await filterFor(ctx, request);
  const { n } = await fleetOf(ctx.db, filter);
  return n;
}

/** Fleet size and lowest price for each alternative date range (flexible dates bar, variation B). */
export async function flexibleDatesFleet(
  ctx: SearchContext,
  request: SearchRequest,
  ranges: { startDate: string; endDate: string }[],
): Promise<FlexibleDateFleet[]> {
  const answers: FlexibleDateFleet[] = [];
  for (const range of ranges) {
    const filters = { ...request.filters, dateFrom: range.startDate, dateTo: range.endDate };
    const { money, filter } = await filterFor(ctx, { ...request, filters });
    const { n, lowest } = await fleetOf(ctx.db, filter);
    const searched = request.filters.dateFrom;
    answers.push({
      ...range,
      delta: searched ? daysBetween(searched, range.startDate) : null,
      fleet: n,
      fleetPrice: lowest === null ? null : fromEur(lowest, money),
    });
  }
  return answers;
}

/** Products like one product: same kind and type first, nearby, best ranked (product page). */
export async function suggestionsFor(ctx: SearchContext, productId: number): Promise<ResultProduct[] | null> {
  const product = await findSuggestionSource(ctx.db, productId);
  if (!product) return null;
  const money = await resolveCurrency(ctx.db, ctx.currencyCode);
  const filter = buildFilter({
    productKind: product.kind,
    filters: { page: 1 },
    scope: { kind: 'circle', latitude: product.lat, longitude: product.lng, distanceKm: 50 },
  });
  const summary = await searchSummary(ctx.db, {
    filter: { ...filter, where: `${filter.where} AND p.id <> ${productId}` },
    order: product.product_type
      ? `(product_type = '${product.product_type.replace(/'/g, '')}') DESC, score DESC, id`
      : 'score DESC, id',
    page: { limit: 6, offset: 0, bars: 1 },
    exactPlace: null,
    language: ctx.language,
    viewerId: ctx.viewerId,
    statistics: false,
  });
  return (summary.cards ?? []).map((row) => toResultProduct(row, money));
}

const SEO_PRODUCTS = 6;
const NEARBY_KM = 200;
const NEARBY_PLACES = 8;

/**
 * The SEO block under the results of a place: its best products, its fleet by sailing type and by
 * boat type, and the other cities with boats around it. Nothing without a place.
 */
export async function seoSection(ctx: SearchContext, request: SearchRequest): Promise<SeoSection> {
  const { money, place, filter } = await filterFor(ctx, {
    ...request,
    filters: { page: 1, ...placeOnly(request.filters) },
  });
  if (!place) {
    return {
      specificSectionTitle: null,
      seoProducts: [],
      seoSectionSailingType: [],
      seoSectionTypes: [],
      seoNearbyPlaces: [],
    };
  }
  const grouped = (column: 'p.sailing_type' | 'p.product_type') => countProductsBy(ctx.db, column, filter);
  const [top, sailingTypes, types, nearby] = await Promise.all([
    searchSummary(ctx.db, {
      filter,
      order: 'score DESC, id',
      page: { limit: SEO_PRODUCTS, offset: 0, bars: 1 },
      exactPlace: null,
      language: ctx.language,
      viewerId: ctx.viewerId,
      statistics: false,
    }),
    grouped('p.sailing_type'),
    grouped('p.product_type'),
    place.latitude === null || place.longitude === null
      ? []
      : nearbyCities(
          ctx.db,
          {
            latitude: place.latitude,
            longitude: place.longitude,
            distanceKm: NEARBY_KM,
            exceptSlug: place.slug,
          },
          ctx.language,
          NEARBY_PLACES,
        ),
  ]);
  return {
    specificSectionTitle: place.name,
    seoProducts: (top.cards ?? []).map((row) => toResultProduct(row, money)),
    seoSectionSailingType: sailingTypes.map((r) => ({ sailingType: r.key, count: r.count })),
    seoSectionTypes: types.map((r) => ({ type: r.key as ProductTypeKey, count: r.count })),
    seoNearbyPlaces: nearby,
  };
}

function placeOnly(filters: SearchFilters): Partial<SearchFilters> {
  const { address, city, region, country, countryCode, latitude, longitude, distance } = filters;
  return { address, city, region, country, countryCode, latitude, longitude, distance };
}
