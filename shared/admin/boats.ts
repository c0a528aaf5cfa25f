import { z } from 'zod';
import {
  ACTIVITY_TYPES,
  CANCELLATION_POLICIES,
  EXPERIENCES,
  PRODUCT_TYPE_KEYS,
  SAILING_TYPES,
  TIMES_OF_THE_DAY,
} from '../catalogue/catalogue.ts';
import { MODERATION_STATUSES } from './operations.ts';

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
