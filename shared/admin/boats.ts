import { z } from 'zod';
import { countryCodeValue } from '../apiValues.ts';
import {
  ACTIVITY_TYPES,
  BOOKING_STATUSES,
  CANCELLATION_POLICIES,
  EXPERIENCES,
  PRODUCT_TYPE_KEYS,
  type ProductTypeKey,
  SAILING_TYPES,
  TIMES_OF_THE_DAY,
} from '../catalogue/catalogue.ts';
import { auditTrailEntrySchema, calendarDateString, instantString } from './auditTrail.ts';
import { MODERATION_STATUSES } from './operations.ts';
import { OWNER_TYPES } from './users.ts';

const money = z.number({ error: 'amountInvalid' }).int('amountInvalid').min(0, 'amountInvalid');
const count = (max: number) =>
  z.number({ error: 'numberInvalid' }).int('numberInvalid').min(0, 'numberInvalid').max(max, 'numberInvalid');
const text = (max: number) => z.string().trim().max(max);

/**
 * `PUT /api/admin/boats/:id`: every field of a listing a manager may edit. react-admin sends the
 * whole record; keys not listed here (ids, owner, counters) are ignored.
 */
export const boatUpdateSchema = z.object({
  title: text(200).min(3, 'titleRequired').optional(),
  productType: z
    .enum(PRODUCT_TYPE_KEYS as [string, ...string[]], { error: 'productTypeInvalid' })
    .nullable()
    .optional(),
  activityType: z.enum(ACTIVITY_TYPES, { error: 'activityTypeInvalid' }).nullable().optional(),
  harbourId: z.number().int().positive().optional(),
  lengthM: z.number({ error: 'numberInvalid' }).positive('numberInvalid').max(999).nullable().optional(),
  enginePowerHp: count(20000).nullable().optional(),
  cabins: count(100).optional(),
  berths: count(200).optional(),
  capacity: count(2000).min(1, 'numberInvalid').optional(),
  builderName: text(200).nullable().optional(),
  modelName: text(200).nullable().optional(),
  buildYear: z
    .number()
    .int()
    .min(1900, 'buildYearInvalid')
    .max(2100, 'buildYearInvalid')
    .nullable()
    .optional(),
  sailingType: z.enum(SAILING_TYPES).optional(),
  licenceRequired: z.boolean().optional(),
  instantBooking: z.boolean().optional(),
  depositAmount: money.optional(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES).optional(),
  minimumDays: count(365).min(1, 'numberInvalid').optional(),
  halfDayAllowed: z.boolean().optional(),
  captainPricePerDay: money.nullable().optional(),
  basePricePerDay: money.optional(),
  basePricePerHalfDay: money.nullable().optional(),
  basePricePerWeek: money.nullable().optional(),
  pricingUnit: z.enum(['per_boat', 'per_person']).optional(),
  durationHours: z.number().positive().max(999).nullable().optional(),
  allInclusive: z.boolean().optional(),
  skipperPaidAtHarbour: z.boolean().optional(),
  experiences: z.array(z.enum(EXPERIENCES)).optional(),
  tags: z.array(text(50)).max(50).optional(),
  skipperLanguages: z.array(text(10)).max(20).optional(),
  timesOfDay: z.array(z.enum(TIMES_OF_THE_DAY)).optional(),
  moderationStatus: z.enum(MODERATION_STATUSES, { error: 'moderationStatusInvalid' }).optional(),
  moderationReason: text(2000).nullable().optional(),
});
export type BoatUpdate = z.infer<typeof boatUpdateSchema>;

/** DTO field -> products column, for the writable fields. */
export const BOAT_COLUMNS: Record<keyof BoatUpdate, string> = {
  title: 'title',
  productType: 'product_type',
  activityType: 'activity_type',
  harbourId: 'harbour_id',
  lengthM: 'length_m',
  enginePowerHp: 'engine_power_hp',
  cabins: 'cabins',
  berths: 'berths',
  capacity: 'capacity',
  builderName: 'builder_name',
  modelName: 'model_name',
  buildYear: 'build_year',
  sailingType: 'sailing_type',
  licenceRequired: 'licence_required',
  instantBooking: 'instant_booking',
  depositAmount: 'deposit_amount',
  cancellationPolicy: 'cancellation_policy',
  minimumDays: 'minimum_days',
  halfDayAllowed: 'half_day_allowed',
  captainPricePerDay: 'captain_price_per_day',
  basePricePerDay: 'base_price_per_day',
  basePricePerHalfDay: 'base_price_per_half_day',
  basePricePerWeek: 'base_price_per_week',
  pricingUnit: 'pricing_unit',
  durationHours: 'duration_hours',
  allInclusive: 'all_inclusive',
  skipperPaidAtHarbour: 'skipper_paid_at_harbour',
  experiences: 'experiences',
  tags: 'tags',
  skipperLanguages: 'skipper_languages',
  timesOfDay: 'times_of_day',
  moderationStatus: 'moderation_status',
  moderationReason: 'moderation_reason',
};

const recordId = z.number({ error: 'idInvalid' }).int('idInvalid').positive('idInvalid');
/** A calendar date, 'YYYY-MM-DD', that exists. */
const calendarDate = z
  .string({ error: 'dateInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid')
  .meta({ format: 'date' })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'dateInvalid');

/** Periods are end-exclusive like every booked period: a season or block ending on the 10th frees the 10th. */
const endAfterStart = (p: { startDate: string; endDate: string }) => p.endDate > p.startDate;
const overlaps = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate < b.endDate && b.startDate < a.endDate;

/**
 * `PUT /api/admin/boats/:id/pictures`: the pictures to keep, in their new order; the first is the
 * cover. A picture of the listing left out is removed.
 */
export const boatPicturesSchema = z.object({
  pictures: z
    .array(z.object({ id: recordId, alt: text(300).nullable().optional() }))
    .max(60)
    .refine((pictures) => new Set(pictures.map((p) => p.id)).size === pictures.length, 'pictureRepeated'),
});
export type BoatPicturesInput = z.infer<typeof boatPicturesSchema>;

export const seasonSchema = z
  .object({
    name: text(100).min(1, 'nameRequired'),
    startDate: calendarDate,
    endDate: calendarDate,
    pricePerDay: money,
    pricePerHalfDay: money.nullable().optional(),
    pricePerWeek: money.nullable().optional(),
  })
  .refine(endAfterStart, { path: ['endDate'], message: 'periodInvalid' });

export const durationDiscountSchema = z.object({
  minDays: z
    .number({ error: 'numberInvalid' })
    .int('numberInvalid')
    .min(2, 'numberInvalid')
    .max(365, 'numberInvalid'),
  percent: z
    .number({ error: 'percentInvalid' })
    .int('percentInvalid')
    .min(1, 'percentInvalid')
    .max(90, 'percentInvalid'),
});

/**
 * `PUT /api/admin/boats/:id/prices`: the whole price sheet at once (base prices, seasons, duration
 * discounts), so what the manager saw is what is saved. Seasons never overlap.
 */
export const boatPricesSchema = z
  .object({
    basePricePerDay: money,
    basePricePerHalfDay: money.nullable(),
    basePricePerWeek: money.nullable(),
    seasons: z.array(seasonSchema).max(50),
    durationDiscounts: z.array(durationDiscountSchema).max(20),
  })
  .superRefine((prices, ctx) => {
    prices.seasons.forEach((season, i) => {
      if (prices.seasons.some((other, j) => j < i && overlaps(season, other)))
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
export type BoatPricesInput = z.infer<typeof boatPricesSchema>;

export const AVAILABILITY_BLOCK_REASONS = ['owner_blocked', 'maintenance'] as const;

/** `POST /api/admin/boats/:id/blocks`: dates the listing cannot be booked. */
export const availabilityBlockSchema = z
  .object({
    startDate: calendarDate,
    endDate: calendarDate,
    reason: z.enum(AVAILABILITY_BLOCK_REASONS, { error: 'blockReasonInvalid' }),
    note: text(500).nullable().optional(),
  })
  .refine(endAfterStart, { path: ['endDate'], message: 'periodInvalid' });
export type AvailabilityBlockInput = z.infer<typeof availabilityBlockSchema>;

// Answers of `GET /api/admin/boats` and `GET /api/admin/boats/:id` (every boat change answers the latter).

const dateString = calendarDateString;
const int = () => z.number().int();
const productType = z.enum(PRODUCT_TYPE_KEYS as [ProductTypeKey, ...ProductTypeKey[]]);

/** A row of the boats list. A draft may lack its type, harbour, city, country, capacity and price. */
export const boatListItemSchema = z.object({
  id: int(),
  kind: z.enum(['boat', 'activity']),
  slug: z.string(),
  title: z.string(),
  /** null for an activity, and for a draft boat not typed yet. */
  productType: productType.nullable(),
  /** null for a boat. */
  activityType: z.enum(ACTIVITY_TYPES).nullable(),
  ownerId: int(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  countryCode: countryCodeValue.nullable(),
  cityName: z.string().nullable(),
  harbourName: z.string().nullable(),
  moderationStatus: z.enum(MODERATION_STATUSES),
  moderationReason: z.string().nullable(),
  /** Minor units (EUR). */
  basePricePerDay: int().nullable(),
  capacity: int().nullable(),
  instantBooking: z.boolean(),
  reviewCount: int(),
  reviewAverage: z.number().nullable(),
  createdAt: instantString,
  updatedAt: instantString,
  publishedAt: instantString.nullable(),
});
export type BoatListItem = z.infer<typeof boatListItemSchema>;

export const boatPictureSchema = z.object({
  id: int(),
  url: z.string(),
  alt: z.string().nullable(),
  position: int(),
});
export const boatSeasonSchema = z.object({
  id: int(),
  name: z.string(),
  startDate: dateString,
  endDate: dateString,
  pricePerDay: int(),
  pricePerHalfDay: int().nullable(),
  pricePerWeek: int().nullable(),
});
export const boatDurationDiscountSchema = z.object({
  id: int(),
  minDays: int(),
  percent: int(),
});
export const boatExtraSchema = z.object({
  id: int(),
  name: z.string(),
  price: int(),
  priceType: z.enum(['per_booking', 'per_day', 'per_person']),
  isMandatory: z.boolean(),
});
/** Dates the listing is held from the first day of this month: bookings and blocks, by start date. */
export const boatCalendarEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('booking'),
    bookingId: int(),
    blockId: z.null(),
    /** The booking's reference. */
    label: z.string(),
    status: z.enum(BOOKING_STATUSES),
    note: z.null(),
    startDate: dateString,
    endDate: dateString,
  }),
  z.object({
    kind: z.literal('block'),
    bookingId: z.null(),
    blockId: int(),
    /** The block's reason; `ical_import` for dates an owner's imported calendar holds. */
    label: z.enum([...AVAILABILITY_BLOCK_REASONS, 'ical_import']),
    status: z.null(),
    note: z.string().nullable(),
    startDate: dateString,
    endDate: dateString,
  }),
]);
export const boatDetailSchema = boatListItemSchema
  .extend({
    // every editable field, as `PUT /api/admin/boats/:id` takes it
    harbourId: int().nullable(),
    lengthM: z.number().nullable(),
    enginePowerHp: int().nullable(),
    cabins: int(),
    berths: int(),
    builderName: z.string().nullable(),
    modelName: z.string().nullable(),
    buildYear: int().nullable(),
    sailingType: z.enum(SAILING_TYPES),
    licenceRequired: z.boolean(),
    depositAmount: int(),
    cancellationPolicy: z.enum(CANCELLATION_POLICIES),
    minimumDays: int(),
    halfDayAllowed: z.boolean(),
    captainPricePerDay: int().nullable(),
    basePricePerHalfDay: int().nullable(),
    basePricePerWeek: int().nullable(),
    pricingUnit: z.enum(['per_boat', 'per_person']),
    durationHours: z.number().nullable(),
    allInclusive: z.boolean(),
    skipperPaidAtHarbour: z.boolean(),
    experiences: z.array(z.enum(EXPERIENCES)),
    tags: z.array(z.string()),
    skipperLanguages: z.array(z.string()),
    timesOfDay: z.array(z.enum(TIMES_OF_THE_DAY)),
    owner: z.object({
      id: int(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      ownerType: z.enum(OWNER_TYPES).nullable(),
      isSuperOwner: z.boolean(),
    }),
    /** The lowest day price of the base price and the seasons (search's "from" price). */
    lowestPricePerDay: int().nullable(),
    pictures: z.array(boatPictureSchema),
    seasons: z.array(boatSeasonSchema),
    durationDiscounts: z.array(boatDurationDiscountSchema),
    extras: z.array(boatExtraSchema),
    calendar: z.array(boatCalendarEntrySchema),
    auditTrail: z.array(auditTrailEntrySchema),
  })
  .meta({ id: 'Boat' });
export type BoatDetail = z.infer<typeof boatDetailSchema>;
export type BoatCalendarEntry = z.infer<typeof boatCalendarEntrySchema>;
