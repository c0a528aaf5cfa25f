import { z } from 'zod';
import { HALF_DAY_PERIODS } from '../catalogue/catalogue.ts';
import { MAX_PEOPLE } from '../search/partySize.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date as YYYY-MM-DD (2031-02-30 is refused, not rolled over). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const isoDate = z.string().refine(isCalendarDate, 'dateInvalid');

const peopleSchema = z.coerce
  .number()
  .int('numberOfPeopleInvalid')
  .min(1, 'numberOfPeopleInvalid')
  .max(MAX_PEOPLE, 'numberOfPeopleInvalid');

/** Query-string flags arrive as '1'/'0' or 'true'/'false'. */
const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((value) => value === true || value === '1' || value === 'true');

/**
 * What a renter asks a price for: dates with `dateTo` inclusive (a one-day trip has dateTo ===
 * dateFrom, as in search URLs), or one date and a half-day period.
 */
export const quoteRequestSchema = z
  .object({
    dateFrom: isoDate,
    dateTo: isoDate.optional(),
    halfDayPeriod: z.enum(HALF_DAY_PERIODS).optional(),
    numberOfPeople: peopleSchema,
    withCaptain: flag.optional().default(false),
  })
  .transform((value) => ({ ...value, dateTo: value.dateTo ?? value.dateFrom }))
  .refine((value) => value.dateTo >= value.dateFrom, { message: 'dateToBeforeDateFrom', path: ['dateTo'] })
  .refine((value) => !value.halfDayPeriod || value.dateTo === value.dateFrom, {
    message: 'halfDayIsOneDate',
    path: ['halfDayPeriod'],
  });
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** The booking request: the quote's choices, and the language the checkout continues in. */
export const paymentSessionRequestSchema = z
  .object({
    dateFrom: isoDate,
    dateTo: isoDate.optional(),
    halfDayPeriod: z.enum(HALF_DAY_PERIODS).nullish(),
    numberOfPeople: peopleSchema,
    withCaptain: z.boolean().optional().default(false),
    message: z.string().trim().max(2000, 'messageTooLong').optional(),
  })
  .transform((value) => ({
    ...value,
    dateTo: value.dateTo ?? value.dateFrom,
    halfDayPeriod: value.halfDayPeriod ?? undefined,
  }))
  .refine((value) => value.dateTo >= value.dateFrom, { message: 'dateToBeforeDateFrom', path: ['dateTo'] })
  .refine((value) => !value.halfDayPeriod || value.dateTo === value.dateFrom, {
    message: 'halfDayIsOneDate',
    path: ['halfDayPeriod'],
  });
export type PaymentSessionRequest = z.output<typeof paymentSessionRequestSchema>;

export const contactOwnerRequestSchema = z.object({
  message: z.string().trim().min(2, 'messageRequired').max(2000, 'messageTooLong'),
});

/** POST /api/v6/products/{id}/conversations: 201 when the conversation was opened, 200 when reused. */
export const contactOwnerAnswerSchema = z.object({
  conversationId: z.number().int(),
  /** The conversation in the messenger (account/chat/{hash}). */
  hash: z.string(),
  messageId: z.number().int(),
  created: z.boolean(),
});
export type ContactOwnerAnswer = z.infer<typeof contactOwnerAnswerSchema>;

/** Why some dates cannot be booked; the page shows a sentence for each. */
export const QUOTE_REFUSALS = [
  'pastDates',
  'minimumDuration',
  'halfDayNotAllowed',
  'capacity',
  'unavailable',
  'tooLong',
] as const;
export type QuoteRefusal = (typeof QUOTE_REFUSALS)[number];

export const PRICE_LINE_KEYS = ['rental', 'durationDiscount', 'captain', 'extra', 'serviceFee'] as const;
export type PriceLineKey = (typeof PRICE_LINE_KEYS)[number];

/** What a price line is worded from in the reader's language (with its `key`). */
export const priceLineParamsSchema = z.object({
  days: z.number().optional(),
  percent: z.number().optional(),
  people: z.number().optional(),
  halfDayPeriod: z.string().optional(),
  name: z.string().optional(),
});

export const quoteLineSchema = z
  .object({
    key: z.enum(PRICE_LINE_KEYS),
    /** English label, for snapshots and logs; the site shows its own words from `key` and `params`. */
    label: z.string(),
    /** Minor units of the quote's currency; negative for a discount. */
    amount: z.number().int(),
    params: priceLineParamsSchema.optional(),
    extraId: z.number().int().optional(),
    paidAtHarbour: z.boolean().optional(),
  })
  .meta({ id: 'QuoteLine' });
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteCurrencySchema = z.object({
  code: z.string(),
  symbol: z.string(),
  minorDigits: z.number().int(),
});
export type QuoteCurrency = z.infer<typeof quoteCurrencySchema>;

/** The price of dates that can be booked. */
export const availableQuoteSchema = z
  .object({
    available: z.literal(true),
    currency: quoteCurrencySchema,
    days: z.number().int(),
    halfDayPeriod: z.string().nullable(),
    lines: z.array(quoteLineSchema),
    total: z.number().int(),
    /** Paid online now (or as down payment + balance). */
    onlineAmount: z.number().int(),
    /** Paid to the owner at the harbour (fuel, some skippers). */
    harbourAmount: z.number().int(),
    deposit: z.number().int(),
    downPayment: z.object({
      eligible: z.boolean(),
      amount: z.number().int().nullable(),
      percent: z.number(),
    }),
    instantBooking: z.boolean(),
  })
  .meta({ id: 'AvailableQuote' });

/** GET /api/v6/products/{id}/quote: the price of the asked dates, or why they cannot be booked. */
export const quoteSchema = z
  .discriminatedUnion('available', [
    availableQuoteSchema,
    z.object({
      available: z.literal(false),
      reason: z.enum(QUOTE_REFUSALS),
      minimumDays: z.number().int().optional(),
      capacity: z.number().int().optional(),
    }),
  ])
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof quoteSchema>;

/** POST /api/v6/products/{id}/payment-sessions (201, replayed as is under the same Idempotency-Key). */
export const paymentSessionAnswerSchema = z.object({
  hash: z.string(),
  /** The page that pays it: `/{lang}/ps/{hash}`. */
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  instantBooking: z.boolean(),
  quote: availableQuoteSchema,
});
export type PaymentSessionAnswer = z.infer<typeof paymentSessionAnswerSchema>;
