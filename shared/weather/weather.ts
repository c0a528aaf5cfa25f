import { z } from 'zod';
import { CURRENCY_CODES, calendarDate, currencyCodeValue, instant } from '../apiValues.ts';

/**
 * The weather contract (DESIGN.md, "Weather"): a booking's forecast, what each side may do about
 * it, and the outcomes; the renter's vouchers. Amounts are minor units of the booking's currency.
 */

export { weatherPaths } from './weatherPaths.ts';

export const forecastSummarySchema = z.object({
  hour: z.string(),
  windKn: z.number(),
  gustKn: z.number(),
  waveM: z.number().nullable(),
  warning: z.boolean(),
});

export const weatherSectionSchema = z
  .object({
    bookingId: z.number().int(),
    guaranteed: z.boolean(),
    guaranteePrice: z.number().int().nullable(),
    ground: z.enum(['warning', 'threshold']).nullable(),
    forecast: forecastSummarySchema.nullable(),
    alertSentAt: instant().nullable(),
    actions: z.object({
      postpone: z.boolean(),
      cancel: z.enum(['now', 'askOwner']).nullable(),
      answerRequest: z.boolean(),
    }),
    preview: z.object({ refund: z.number().int(), voucher: z.number().int(), kept: z.number().int() }),
    request: z.object({ status: z.string(), dueAt: instant() }).nullable(),
    outcomes: z.array(
      z.object({
        kind: z.enum(['cancelled', 'postponed']),
        actorRole: z.string(),
        ground: z.string(),
        forecast: z.record(z.string(), z.unknown()).nullable(),
        refund: z.number().int(),
        voucher: z.number().int(),
        fromDate: calendarDate().nullable(),
        toDate: calendarDate().nullable(),
        at: z.string(),
      }),
    ),
  })
  .meta({ id: 'WeatherSection' });
export type WeatherSection = z.infer<typeof weatherSectionSchema>;

export const weatherCancellationSchema = z.object({
  refund: z.number().int(),
  voucher: z.number().int(),
  kept: z.number().int(),
});

export const weatherPostponeInputSchema = z.object({
  startDate: z.iso.date({ error: 'dateInvalid' }),
});
export const weatherPostponementSchema = z.object({ startDate: calendarDate(), endDate: calendarDate() });

export const weatherAnswerInputSchema = z.object({ agree: z.boolean() });

export const voucherSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  balance: z.number().int(),
  currency: currencyCodeValue,
  reason: z.enum(['weather', 'returned', 'goodwill']),
  sourceBookingId: z.number().int().nullable(),
  expiresAt: instant(),
  state: z.enum(['usable', 'used', 'expired', 'cancelled']),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherListSchema = z.object({
  vouchers: z.array(voucherSchema),
  /** What can be spent now, by currency. */
  usable: z.array(z.object({ currency: currencyCodeValue, amount: z.number().int() })),
});
export type VoucherList = z.infer<typeof voucherListSchema>;

/** Back office: issue a goodwill voucher, cancel one (audited, a reason each). */
export const issueVoucherInputSchema = z.object({
  userId: z.number().int().positive(),
  amount: z.number().int().positive().max(10_000_00),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .meta({ enum: CURRENCY_CODES })
    .default('EUR'),
  note: z.string().trim().min(3).max(500),
  validityDays: z.number().int().min(1).max(730).optional(),
});
export const cancelVoucherInputSchema = z.object({ reason: z.string().trim().min(3).max(500) });
export const adminVoucherSchema = voucherSchema.extend({
  userId: z.number().int(),
  note: z.string().nullable(),
  createdAt: instant(),
});
