import { z } from 'zod';
import { durationDiscountSchema, seasonSchema } from '../admin/boats.ts';
import { countryCodeValue } from '../apiValues.ts';
import {
  CANCELLATION_POLICIES,
  EQUIPMENT,
  PRODUCT_TYPE_KEYS,
  type ProductTypeKey,
  SAILING_TYPES,
} from '../catalogue/catalogue.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { EDITOR_STEPS, EXTRA_PRICE_TYPES, type SavedStep, SLEEPING_AREA_KINDS } from './editorSteps.ts';
import { LISTING_STATES } from './listingPaths.ts';

/**
 * account/listing/edit/{identifier} (issue 17): the owner's step-by-step listing editor. Each step is
 * saved on its own (`PUT …/editor/{step}`) and answers the whole listing again, so the page always
 * shows what the server holds. Money is EUR minor units; season dates are end-exclusive.
 */
export {
  EDITOR_STEPS,
  type EditorStep,
  EXTRA_PRICE_TYPES,
  editorTitleIn,
  listingEditorPaths,
  REQUIRED_STEPS,
  SAVED_STEPS,
  type SavedStep,
  SLEEPING_AREA_KINDS,
} from './editorSteps.ts';

export const EQUIPMENT_IDS = Object.values(EQUIPMENT) as number[];

const money = z.number({ error: 'amountInvalid' }).int('amountInvalid').min(0, 'amountInvalid');
const positiveMoney = money.min(1, 'amountInvalid');
const count = (min: number, max: number) =>
  z
    .number({ error: 'numberInvalid' })
    .int('numberInvalid')
    .min(min, 'numberInvalid')
    .max(max, 'numberInvalid');
const text = (min: number, max: number, required: string) =>
  z.string({ error: required }).trim().min(min, required).max(max, 'textTooLong');
const time = z
  .string({ error: 'timeInvalid' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeInvalid')
  .nullable();

export const basicsSchema = z.object({
  title: text(3, 120, 'titleRequired'),
  productType: z.enum(PRODUCT_TYPE_KEYS as [ProductTypeKey, ...ProductTypeKey[]], {
    error: 'productTypeRequired',
  }),
  builderName: text(1, 100, 'builderRequired'),
  modelName: text(1, 100, 'modelRequired'),
  buildYear: z
    .number({ error: 'buildYearInvalid' })
    .int('buildYearInvalid')
    .min(1900, 'buildYearInvalid')
    .max(new Date().getUTCFullYear() + 1, 'buildYearInvalid'),
  lengthM: z.number({ error: 'lengthInvalid' }).positive('lengthInvalid').max(200, 'lengthInvalid'),
  enginePowerHp: count(0, 20000).nullable(),
  capacity: count(1, 500),
  cabins: count(0, 50),
  berths: count(0, 200),
  licenceRequired: z.boolean(),
});
export type BasicsInput = z.infer<typeof basicsSchema>;

export const placeSchema = z.object({
  harbourId: z.number({ error: 'harbourRequired' }).int('harbourRequired').positive('harbourRequired'),
  /** The pin: where the boat lies, within the harbour's reach (the server checks the distance). */
  latitude: z.number({ error: 'pinInvalid' }).min(-90, 'pinInvalid').max(90, 'pinInvalid'),
  longitude: z.number({ error: 'pinInvalid' }).min(-180, 'pinInvalid').max(180, 'pinInvalid'),
});
export type PlaceInput = z.infer<typeof placeSchema>;

export const descriptionSchema = z.object({
  descriptions: z
    .array(
      z.object({
        language: z.enum(LANGUAGE_CODES, { error: 'languageInvalid' }),
        description: text(30, 5000, 'descriptionTooShort'),
      }),
    )
    .min(1, 'descriptionRequired')
    .max(LANGUAGE_CODES.length)
    .refine((list) => new Set(list.map((d) => d.language)).size === list.length, 'languageRepeated'),
});
export type DescriptionInput = z.infer<typeof descriptionSchema>;

export const equipmentSchema = z.object({
  equipment: z
    .array(
      z
        .number()
        .int()
        .refine((id) => EQUIPMENT_IDS.includes(id), 'equipmentInvalid'),
    )
    .max(EQUIPMENT_IDS.length),
});
export type EquipmentInput = z.infer<typeof equipmentSchema>;

export const cabinsSchema = z.object({
  sleepingAreas: z
    .array(
      z.object({
        name: text(1, 100, 'nameRequired'),
        beds: count(1, 20),
        kind: z.enum(SLEEPING_AREA_KINDS, { error: 'sleepingAreaKindInvalid' }),
      }),
    )
    .max(30),
  itineraries: z
    .array(
      z.object({
        title: text(1, 150, 'titleRequired'),
        description: text(1, 3000, 'descriptionRequired'),
        durationHours: z.number({ error: 'numberInvalid' }).positive('numberInvalid').max(9999).nullable(),
      }),
    )
    .max(20),
});
export type CabinsInput = z.infer<typeof cabinsSchema>;

export const captainSchema = z
  .object({
    sailingType: z.enum(SAILING_TYPES, { error: 'sailingTypeInvalid' }),
    captainPricePerDay: money.nullable(),
    skipperLanguages: z.array(z.enum(LANGUAGE_CODES, { error: 'languageInvalid' })).max(13),
  })
  .superRefine((captain, ctx) => {
    // a skipper offered is a skipper priced and someone the renter can talk to
    if (captain.sailingType === 'withoutCaptain') return;
    if (!captain.captainPricePerDay)
      ctx.addIssue({ code: 'custom', path: ['captainPricePerDay'], message: 'skipperPriceRequired' });
    if (captain.skipperLanguages.length === 0)
      ctx.addIssue({ code: 'custom', path: ['skipperLanguages'], message: 'skipperLanguagesRequired' });
  });
export type CaptainInput = z.infer<typeof captainSchema>;

const overlaps = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate < b.endDate && b.startDate < a.endDate;

export const pricesSchema = z
  .object({
    basePricePerDay: positiveMoney,
    basePricePerHalfDay: money.nullable(),
    basePricePerWeek: money.nullable(),
    minimumDays: count(1, 60),
    seasons: z.array(seasonSchema).max(20),
    durationDiscounts: z.array(durationDiscountSchema).max(10),
  })
  .superRefine((prices, ctx) => {
    prices.seasons.forEach((season, i) => {
      if (prices.seasons.some((other, j) => j !== i && overlaps(season, other)))
        ctx.addIssue({ code: 'custom', path: ['seasons', i, 'startDate'], message: 'seasonOverlaps' });
    });
    prices.durationDiscounts.forEach((discount, i) => {
      if (prices.durationDiscounts.some((other, j) => j < i && other.minDays === discount.minDays))
        ctx.addIssue({
          code: 'custom',
          path: ['durationDiscounts', i, 'minDays'],
          message: 'discountRepeated',
        });
    });
  });
export type PricesInput = z.infer<typeof pricesSchema>;

export const extrasSchema = z.object({
  extras: z
    .array(
      z.object({
        name: text(1, 100, 'nameRequired'),
        price: money,
        priceType: z.enum(EXTRA_PRICE_TYPES, { error: 'priceTypeInvalid' }),
        isMandatory: z.boolean(),
      }),
    )
    .max(30),
});
export type ExtrasInput = z.infer<typeof extrasSchema>;

export const conditionsSchema = z.object({
  depositAmount: money,
  cancellationPolicy: z.enum(CANCELLATION_POLICIES, { error: 'cancellationPolicyInvalid' }),
  instantBooking: z.boolean(),
  checkInTime: time,
  checkOutTime: time,
});
export type ConditionsInput = z.infer<typeof conditionsSchema>;

export const STEP_SCHEMAS = {
  basics: basicsSchema,
  place: placeSchema,
  description: descriptionSchema,
  equipment: equipmentSchema,
  cabins: cabinsSchema,
  captain: captainSchema,
  prices: pricesSchema,
  extras: extrasSchema,
  conditions: conditionsSchema,
} as const satisfies Record<SavedStep, z.ZodType>;

const harbourSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cityName: z.string(),
  countryCode: countryCodeValue,
  latitude: z.number(),
  longitude: z.number(),
});
export type ListingHarbour = z.infer<typeof harbourSchema>;
export const listingHarboursSchema = z.object({ harbours: z.array(harbourSchema) });

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date' });

/** What `GET …/editor` answers: every step as last saved (null where nothing is saved yet). */
export const listingEditorSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(LISTING_STATES),
    moderationReason: z.string().nullable(),
    basics: z.object({
      title: z.string(),
      productType: z.enum(PRODUCT_TYPE_KEYS as [ProductTypeKey, ...ProductTypeKey[]]).nullable(),
      builderName: z.string().nullable(),
      modelName: z.string().nullable(),
      buildYear: z.number().nullable(),
      lengthM: z.number().nullable(),
      enginePowerHp: z.number().nullable(),
      capacity: z.number().nullable(),
      cabins: z.number(),
      berths: z.number(),
      licenceRequired: z.boolean(),
    }),
    place: z.object({
      harbour: harbourSchema.nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
    descriptions: z.array(z.object({ language: z.enum(LANGUAGE_CODES), description: z.string() })),
    /** The title in each language that has one (the owner's, translated, or made from the facts). */
    titles: z.record(z.string(), z.string()),
    pictures: z.array(z.object({ id: z.number().int(), url: z.string(), alt: z.string().nullable() })),
    equipment: z.array(z.number()),
    cabins: z.object({
      sleepingAreas: z.array(
        z.object({ name: z.string(), beds: z.number(), kind: z.enum(SLEEPING_AREA_KINDS) }),
      ),
      itineraries: z.array(
        z.object({ title: z.string(), description: z.string(), durationHours: z.number().nullable() }),
      ),
    }),
    captain: z.object({
      sailingType: z.enum(SAILING_TYPES),
      captainPricePerDay: z.number().nullable(),
      skipperLanguages: z.array(z.string()),
    }),
    prices: z.object({
      basePricePerDay: z.number().nullable(),
      basePricePerHalfDay: z.number().nullable(),
      basePricePerWeek: z.number().nullable(),
      minimumDays: z.number(),
      seasons: z.array(
        z.object({
          name: z.string(),
          startDate: calendarDate,
          endDate: calendarDate,
          pricePerDay: z.number(),
          pricePerHalfDay: z.number().nullable(),
          pricePerWeek: z.number().nullable(),
        }),
      ),
      durationDiscounts: z.array(z.object({ minDays: z.number(), percent: z.number() })),
    }),
    extras: z.array(
      z.object({
        name: z.string(),
        price: z.number(),
        priceType: z.enum(['per_day', 'per_booking', 'per_person']),
        isMandatory: z.boolean(),
      }),
    ),
    conditions: z.object({
      depositAmount: z.number().int(),
      cancellationPolicy: z.enum(CANCELLATION_POLICIES),
      instantBooking: z.boolean(),
      checkInTime: z.string().nullable(),
      checkOutTime: z.string().nullable(),
    }),
    completeness: z.object({
      /** Share of the steps done, 0 to 100. */
      score: z.number().int().min(0).max(100),
      done: z.array(z.enum(EDITOR_STEPS)),
      /** Steps not done yet, in the editor's order; `required` ones keep it from moderation. */
      missing: z.array(z.enum(EDITOR_STEPS)),
      requiredMissing: z.array(z.enum(EDITOR_STEPS)),
    }),
    /** Where the editor opens: the first step not done, or the first step when all are. */
    resumeStep: z.enum(EDITOR_STEPS),
  })
  .meta({ id: 'ListingDraft' });
export type ListingEditor = z.infer<typeof listingEditorSchema>;

/** `GET …/listing-harbours?input=`. */
export const harbourQuerySchema = z.object({ input: z.string().max(100).default('') });
