import { z } from 'zod';
import { calendarDate, countryCodeValue, instant, languageCodeValue } from '../apiValues.ts';
import {
  ACTIVITY_TYPES,
  CANCELLATION_POLICIES,
  PRODUCT_TYPE_KEYS,
  type ProductTypeKey,
  SAILING_TYPES,
  TIMES_OF_THE_DAY,
} from '../catalogue/catalogue.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { quoteCurrencySchema } from './quote.ts';

/**
 * What the product page's calls answer (GET /api/v6/products/{id} and its parts), as zod schemas:
 * the API's description checks the answers against them, the page reads their types.
 */

const productTypeSchema = z.enum(PRODUCT_TYPE_KEYS as [ProductTypeKey, ...ProductTypeKey[]]);
const count = z.number().int();

export const activityFactsSchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  durationHours: z.number().nullable(),
  /** The price is for each person, or for the whole group (`per_boat`). */
  pricingUnit: z.enum(['per_boat', 'per_person']),
  timesOfDay: z.array(z.enum(TIMES_OF_THE_DAY)),
  /** Fuel and skipper included in the price. */
  allInclusive: z.boolean(),
  skipperPaidAtHarbour: z.boolean(),
});
export type ActivityFacts = z.infer<typeof activityFactsSchema>;

export const reviewItemSchema = z
  .object({
    id: count,
    rating: z.number(),
    criteria: z.record(z.string(), z.number()),
    comment: z.string().nullable(),
    language: languageCodeValue,
    authorName: z.string(),
    createdAt: instant(),
    ownerReply: z.string().nullable(),
  })
  .meta({ id: 'ListingReview' });
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewPageSchema = z
  .object({
    items: z.array(reviewItemSchema),
    count,
    page: count,
    totalPages: count,
  })
  .meta({ id: 'ReviewPage' });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** Days that cannot be booked in [from, to): the whole day, or only its morning or afternoon. */
export const productAvailabilitySchema = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  days: z.array(
    z.object({ date: calendarDate(), taken: z.enum(['booked', 'blocked', 'morning', 'afternoon']) }),
  ),
});
export type ProductAvailability = z.infer<typeof productAvailabilitySchema>;

export const sleepingAreaSchema = z.object({
  id: count,
  name: z.string(),
  kind: z.enum(['double_cabin', 'twin_cabin', 'single_cabin', 'bunk_cabin', 'saloon', 'forepeak']),
  beds: count,
});
export type SleepingArea = z.infer<typeof sleepingAreaSchema>;

export const itinerarySchema = z.object({
  id: count,
  title: z.string(),
  description: z.string(),
  durationHours: z.number().nullable(),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

/** The product page's API answer (GET /api/v6/products/{id}); amounts in `currency` minor units. */
export const productDetailsSchema = z
  .object({
    id: count,
    kind: z.enum(['boat', 'activity']),
    type: productTypeSchema.nullable(),
    title: z.string(),
    description: z.string(),
    /** The language `description` is written in: the owner's when it is shown untranslated. */
    descriptionLanguage: languageCodeValue,
    /** Who wrote the page's texts: the owner, a machine translator, or titles built from facts. */
    translation: z.enum(['owner', 'machine', 'facts']),
    url: z.object({
      id: count,
      slug: z.string(),
      citySlug: z.string(),
      type: productTypeSchema,
      activityType: z.enum(ACTIVITY_TYPES).nullable().optional(),
      /** The slug in each language, from the title in that language (`slug` serves the others). */
      slugs: z
        .object(
          Object.fromEntries(LANGUAGE_CODES.map((code) => [code, z.string().optional()])) as Record<
            LanguageCode,
            z.ZodOptional<z.ZodString>
          >,
        )
        .optional(),
    }),
    /** The canonical path of the page in each language, without the language prefix. */
    // An object of the 13 languages (not a record) so the document names each property it requires.
    paths: z.object(
      Object.fromEntries(LANGUAGE_CODES.map((code) => [code, z.string()])) as Record<
        LanguageCode,
        z.ZodString
      >,
    ),
    currency: quoteCurrencySchema,
    pictures: z.array(z.object({ url: z.string(), alt: z.string() })),
    specifications: z.object({
      length: z.number().nullable(),
      enginePower: z.number().nullable(),
      cabins: count,
      berths: count,
      capacity: count,
      builderName: z.string().nullable(),
      modelName: z.string().nullable(),
      buildYear: count.nullable(),
      licenceRequired: z.boolean(),
    }),
    equipment: z.array(z.object({ id: count, key: z.string(), label: z.string() })),
    sailingType: z.enum(SAILING_TYPES),
    captain: z.object({
      offered: z.boolean(),
      required: z.boolean(),
      pricePerDay: count.nullable(),
      paidAtHarbour: z.boolean(),
    }),
    skipperLanguages: z.array(z.string()),
    instantBooking: z.boolean(),
    halfDayAllowed: z.boolean(),
    minimumDays: count,
    prices: z.object({ fromPerDay: count, fromPerHalfDay: count.nullable(), basePerWeek: count.nullable() }),
    durationDiscounts: z.array(z.object({ minDays: count, percent: z.number() })),
    deposit: count,
    cancellationPolicy: z.object({
      key: z.enum(CANCELLATION_POLICIES),
      terms: z.array(z.object({ daysBefore: count, refundPercentage: z.number() })),
    }),
    extras: z.array(
      z.object({
        id: count,
        name: z.string(),
        price: count,
        priceType: z.enum(['per_booking', 'per_day', 'per_person']),
        mandatory: z.boolean(),
        included: z.boolean(),
        paidAtHarbour: z.boolean(),
      }),
    ),
    owner: z.object({
      id: count,
      name: z.string(),
      pictureUrl: z.string().nullable(),
      ownerType: z.enum(['private', 'professional']).nullable(),
      isSuperOwner: z.boolean(),
      responseRate: z.number().nullable(),
      responseTimeMinutes: z.number().nullable(),
      memberSince: z.string(),
    }),
    location: z.object({
      harbour: z.string(),
      address: z.string().nullable(),
      city: z.string(),
      region: z.string(),
      country: z.string(),
      countryCode: countryCodeValue,
      latitude: z.number(),
      longitude: z.number(),
    }),
    reviews: reviewPageSchema.extend({
      average: z.number().nullable(),
      criteria: z.record(z.string(), z.number()),
    }),
    availability: productAvailabilitySchema,
    /** The boat's cabins (also at /api/v6/product/{id}/sleeping-area), sent here to save the page a call. */
    sleepingAreas: z.array(sleepingAreaSchema),
    /** Suggested trips (also at /api/v6/products/{id}/itineraries). */
    itineraries: z.array(itinerarySchema),
    /** An activity's own facts; null for a boat. */
    activity: activityFactsSchema.nullable(),
    isFavorite: z.boolean(),
    isNew: z.boolean(),
    createdAt: instant(),
  })
  .meta({ id: 'Listing' });
export type ProductDetails = z.infer<typeof productDetailsSchema>;
