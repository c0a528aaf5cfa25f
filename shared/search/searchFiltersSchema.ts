import { z } from 'zod';
import { countryCodeValue } from '../apiValues.ts';
import {
  ACTIVITY_TYPES,
  EXPERIENCES,
  HALF_DAY_PERIODS,
  OWNER_TYPES,
  PRODUCT_TYPE_KEYS,
  type ProductTypeKey,
  SORT_KEYS,
  SORT_ORDERS,
  TIMES_OF_THE_DAY,
} from '../catalogue/catalogue.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { SEARCH_DURATIONS } from './searchParams.ts';

// Apart from searchParams.ts so that the sanitiser, which the site runs on every search page, does
// not bring zod into the browser with it: nothing there validates with this shape.

const searchFiltersShape = {
  address: z.string().optional(),
  city: z.string().optional(),
  region: z.string().optional(),
  country: z.string().optional(),
  countryCode: countryCodeValue.length(2).optional(),
  distance: z.number().int().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  durations: z.array(z.enum(SEARCH_DURATIONS)).optional(),
  numberOfPeople: z.number().int().optional(),
  numberOfCabins: z.number().int().optional(),
  numberOfBerths: z.number().int().optional(),
  enginePowerFrom: z.number().int().optional(),
  enginePowerTo: z.number().int().optional(),
  lengthFrom: z.number().int().optional(),
  lengthTo: z.number().int().optional(),
  priceFrom: z.number().int().optional(),
  priceTo: z.number().int().optional(),
  minBuildYear: z.number().int().optional(),
  maxBuildYear: z.number().int().optional(),
  dateFrom: z.string().optional(),
  dateTo: z.string().optional(),
  halfDayPeriod: z.enum(HALF_DAY_PERIODS).optional(),
  boatTypes: z.array(z.enum(PRODUCT_TYPE_KEYS as [ProductTypeKey, ...ProductTypeKey[]])).optional(),
  equipments: z.array(z.number().int()).optional(),
  experiences: z.array(z.enum(EXPERIENCES)).optional(),
  activityTypes: z.array(z.enum(ACTIVITY_TYPES)).optional(),
  timesOfTheDay: z.array(z.enum(TIMES_OF_THE_DAY)).optional(),
  skipperLanguages: z.array(z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]])).optional(),
  productTags: z.array(z.string()).optional(),
  cancellationPolicy: z.literal('Flexible').optional(),
  superOwner: z.literal(true).optional(),
  bestRating: z.literal(true).optional(),
  instantBooking: z.literal(true).optional(),
  withCaptain: z.literal(true).optional(),
  hasDiscount: z.literal(true).optional(),
  ownerId: z.number().int().optional(),
  ownerType: z.enum(OWNER_TYPES).optional(),
  sort: z.enum(SORT_KEYS).optional(),
  sortOrder: z.enum(SORT_ORDERS).optional(),
  page: z.number().int().min(1),
};

/** The shape of sanitised filters, e.g. to describe a search response's echo of its filters. */
export const searchFiltersSchema = z.object(searchFiltersShape);
