import { z } from 'zod';
import { calendarDate, countryCodeValue, currencyCodeValue, instant } from '../apiValues.ts';
import { PRODUCT_TYPE_KEYS, type ProductTypeKey } from '../catalogue/catalogue.ts';
import { searchFiltersSchema } from './searchFiltersSchema.ts';

/**
 * What the search calls answer (SPEC section 3 "Search"), shared by the API (which builds it) and
 * the site (which reads it). Money is in minor units of `currency`.
 */

/** The server's page sizes (SPEC section 9). */
export const BOATS_PER_PAGE = 24;
export const ACTIVITIES_PER_PAGE = 18;
/** The most results one call may return (the map and lazy loading ask for more than a page). */
export const RESULTS_LAZY_LIMIT = 100;
export const PRICE_CHART_BARS = 20;
/** Kilometres around a city, harbour or coordinates when the URL gives no `distance`. */
export const DEFAULT_DISTANCE_KM = 30;

import { AB_VARIATIONS } from './abVariations.ts';

export { AB_VARIATIONS, type AbVariation } from './abVariations.ts';

export const searchPlaceSchema = z.object({
  kind: z.enum(['country', 'region', 'city', 'harbour']),
  key: z.string(),
  slug: z.string(),
  name: z.string(),
  countryCode: countryCodeValue,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type SearchPlace = z.infer<typeof searchPlaceSchema>;

export const resultProductSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['boat', 'activity']),
    title: z.string(),
    slug: z.string(),
    type: z.enum(PRODUCT_TYPE_KEYS as [ProductTypeKey, ...ProductTypeKey[]]).nullable(),
    activityType: z.string().nullable(),
    length: z.number().nullable(),
    enginePower: z.number().nullable(),
    cabins: z.number(),
    berths: z.number(),
    capacity: z.number(),
    builderName: z.string().nullable(),
    modelName: z.string().nullable(),
    buildYear: z.number().nullable(),
    localizationName: z.string(),
    citySlug: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    pictures: z.array(z.object({ url: z.string(), alt: z.string().nullable() })),
    createdAt: instant(),
    reviews: z.object({ number: z.number(), average: z.number().nullable() }),
    /** Per day for boats, per outing (or person) for activities; in `currency`'s minor units. */
    price: z.number(),
    /**
     * The whole price of the searched dates and people (rental, captain, fees), in `currency`'s minor
     * units; null without dates or when the product cannot be booked then; absent outside a search.
     */
    totalForDates: z.number().nullable().optional(),
    pricingUnit: z.enum(['per_boat', 'per_person']),
    durationHours: z.number().nullable(),
    sailingType: z.string(),
    instantBooking: z.boolean(),
    isSuperOwner: z.boolean(),
    isProfessional: z.boolean(),
    discountPercent: z.number(),
    isFavorite: z.boolean(),
  })
  .meta({ id: 'ListingSummary' });
export type ResultProduct = z.infer<typeof resultProductSchema>;

export const priceStatisticsSchema = z.object({
  lowest: z.number(),
  highest: z.number(),
  average: z.number(),
  firstQuartile: z.number(),
  median: z.number(),
  thirdQuartile: z.number(),
});
export type PriceStatistics = z.infer<typeof priceStatisticsSchema>;

export const priceChartBarSchema = z.object({ from: z.number(), to: z.number(), count: z.number().int() });
export type PriceChartBar = z.infer<typeof priceChartBarSchema>;

export const paginationSchema = z.object({
  currentPage: z.number(),
  maxResultsPerPage: z.number(),
  resultsCount: z.number().int(),
  totalPage: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const searchResponseSchema = z
  .object({
    products: z.array(resultProductSchema),
    count: z.number().int(),
    exactPlaceProductNumber: z.number(),
    isPricePerDay: z.boolean(),
    currency: currencyCodeValue,
    localization: searchPlaceSchema.nullable(),
    maxResultsPerPage: z.number(),
    pagination: paginationSchema,
    priceChartBar: z.array(priceChartBarSchema),
    resultsLazyLimit: z.number(),
    placeWithHarbors: z.boolean(),
    productsPriceStatistics: priceStatisticsSchema.nullable(),
    displayBoatTypeTag: z.boolean(),
    shouldDisplayTopTrendingSection: z.boolean(),
    topTrendingSectionTitle: z.string().nullable(),
    filters: searchFiltersSchema,
    abVariations: z.object({ rankingAlgo: z.enum(AB_VARIATIONS), multiverse: z.enum(AB_VARIATIONS) }),
  })
  .meta({ id: 'SearchPage' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** The activity search answers `activities` instead of `products`, with the same pagination fields. */
export const activitySearchResponseSchema = searchResponseSchema
  .omit({ products: true })
  .extend({ activities: z.array(resultProductSchema) });
export type ActivitySearchResponse = z.infer<typeof activitySearchResponseSchema>;

export const productCountSchema = z.object({ count: z.number().int() });

export const flexibleDateFleetSchema = z.object({
  startDate: calendarDate(),
  endDate: calendarDate(),
  /** Days between this option's start and the searched start (SPEC section 3); null when the search has no dates. */
  delta: z.number().int().nullable(),
  fleet: z.number().int(),
  /** Lowest price per day among them, in the requested currency's minor units; null when none. */
  fleetPrice: z.number().int().nullable(),
});
export type FlexibleDateFleet = z.infer<typeof flexibleDateFleetSchema>;

const productTypeSchema = z.enum(PRODUCT_TYPE_KEYS as [ProductTypeKey, ...ProductTypeKey[]]);

export const seoSectionSchema = z.object({
  specificSectionTitle: z.string().nullable(),
  seoProducts: z.array(resultProductSchema),
  seoSectionSailingType: z.array(z.object({ sailingType: z.string(), count: z.number().int() })),
  seoSectionTypes: z.array(z.object({ type: productTypeSchema, count: z.number().int() })),
  /** Other cities with boats around the place, most boats first (links of the SEO section). */
  seoNearbyPlaces: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
});
export type SeoSection = z.infer<typeof seoSectionSchema>;

/** Products like one product (its page's suggestions). */
export const suggestionsSchema = z.object({ products: z.array(resultProductSchema) });

export const landingInformationSchema = z.object({
  customization: z.string(),
  kind: z.enum(['boat', 'activity']),
  place: searchPlaceSchema.nullable(),
  boatType: productTypeSchema.nullable(),
  experience: z.string().nullable(),
  /** The landing's filters; the URL's `_page` overrides `page` (SPEC section 2). */
  filters: searchFiltersSchema,
});
export type LandingInformation = z.infer<typeof landingInformationSchema>;

export { isNewProduct } from './newProduct.ts';
