import { z } from 'zod';
import { CURRENCY_CODES, currencyCodeValue, languageCodeValue } from '../apiValues.ts';
import { HALF_DAY_PERIODS } from '../catalogue/catalogue.ts';
import { INSURANCE_KEYS } from '../checkout/checkoutChoices.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';

export const PROPALE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type PropaleStatus = (typeof PROPALE_STATUSES)[number];
export const DISCOUNT_APPROVALS = ['not_needed', 'pending', 'approved'] as const;
export { INSURANCE_KEYS };

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A calendar day that exists (`2026-02-30` is refused, not rolled over into March). */
const isoDate = z.iso.date({ error: 'dateInvalid' });

export const propaleItemInputSchema = z
  .object({
    productId: id,
    start: isoDate,
    end: isoDate,
    people: z.number().int().min(1, 'peopleInvalid').max(500, 'peopleInvalid').default(1),
    withCaptain: z.boolean().default(false),
    extraIds: z.array(id).max(30).default([]),
    insurances: z.array(z.enum(INSURANCE_KEYS)).max(4).default([]),
  })
  .refine((item) => item.end > item.start, { path: ['end'], message: 'endBeforeStart' });
export type PropaleItemInput = z.infer<typeof propaleItemInputSchema>;

const propaleFields = {
  items: z.array(propaleItemInputSchema, { error: 'itemsRequired' }).min(1, 'itemsRequired').max(5),
  discountAmount: z.number().int().min(0, 'discountInvalid'),
  validUntil: isoDate,
  message: z.string().trim().max(5000),
  languageCode: z
    .string()
    .min(2)
    .max(5)
    .meta({ enum: [...LANGUAGE_CODES] })
    .optional(),
  currencyCode: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'currencyCodeInvalid')
    .meta({ enum: CURRENCY_CODES })
    .transform((c) => c.toUpperCase())
    .optional(),
};

export const propaleCreateSchema = z.object({
  leadId: id,
  ...propaleFields,
  discountAmount: propaleFields.discountAmount.default(0),
  message: propaleFields.message.default(''),
});
/** A partial PUT merges: no defaults here, since zod 4 fills a default even inside `.partial()`. */
export const propaleUpdateSchema = z.object(propaleFields).partial();

const count = z.number().int();
/** EUR minor units. */
const amount = z.number().int();
const instant = z.iso.datetime();

export const PRICE_LINE_KEYS = [
  'rental',
  'durationDiscount',
  'captain',
  'extra',
  'insurance',
  'serviceFee',
] as const;

/**
 * One computed line of a quote, in EUR minor units. `label` is in the quote's language (what the
 * renter reads); `params`, `extraId` and `insuranceKey` let the console say it in the staff's.
 * The price engine's lines carry `params` (an insurance line has none, nor the seeded quotes' lines).
 */
export const priceLineSchema = z
  .object({
    key: z.enum(PRICE_LINE_KEYS),
    label: z.string(),
    amount,
    params: z
      .object({
        days: count.optional(),
        /** The duration discount's or the service fee's. */
        percent: z.number().optional(),
        people: count.optional(),
        halfDayPeriod: z.enum(HALF_DAY_PERIODS).optional(),
        /** An extra's or the captain's name by language, as the owner gave it. */
        names: z.record(z.string(), z.string()).optional(),
      })
      .optional(),
    extraId: z.number().int().optional(),
    insuranceKey: z.enum(INSURANCE_KEYS).optional(),
  })
  .meta({ id: 'PropalePriceLine' });
export type PriceLine = z.infer<typeof priceLineSchema>;

export const propaleItemSchema = z
  .object({
    id: z.number().int(),
    position: count,
    productId: z.number().int(),
    productTitle: z.string(),
    productSlug: z.string(),
    /** The first day and the day after the last (the period's bounds), `YYYY-MM-DD`. */
    start: z.iso.date(),
    end: z.iso.date(),
    people: count,
    options: z.object({
      withCaptain: z.boolean(),
      extraIds: z.array(z.number().int()),
      insurances: z.array(z.enum(INSURANCE_KEYS)),
    }),
    priceLines: z.array(priceLineSchema),
    totalAmount: amount,
  })
  .meta({ id: 'PropaleItem' });
export type PropaleItem = z.infer<typeof propaleItemSchema>;

/** A quote as the sales console and the back office read it (amounts in EUR minor units). */
export const propaleSchema = z
  .object({
    id: z.number().int(),
    leadId: z.number().int(),
    /** The renter's link: `offerPath` is the page at `account/offers/{hash}`. */
    hash: z.string(),
    status: z.enum(PROPALE_STATUSES),
    createdBy: z.number().int(),
    createdByName: z.string(),
    validUntil: z.iso.date().nullable(),
    languageCode: languageCodeValue,
    currencyCode: currencyCodeValue,
    message: z.string().nullable(),
    /** The sum of the items' totals. */
    subtotalAmount: amount,
    discountAmount: amount,
    totalAmount: amount,
    discountApproval: z.enum(DISCOUNT_APPROVALS),
    offerPath: z.string(),
    sentAt: instant.nullable(),
    answeredAt: instant.nullable(),
    /** The checkout opened when the renter accepted. */
    paymentSessionHash: z.string().nullable(),
    renterName: z.string(),
    items: z.array(propaleItemSchema),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'Propale' });
export type Propale = z.infer<typeof propaleSchema>;

/** insurances.pricing: the shapes the catalogue stores (src/modules/checkout/checkoutRules.ts). */
export const insurancePricingSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent_of_rental'),
    percent: z.number(),
    min: amount.optional(),
    max: amount.optional(),
  }),
  z.object({ kind: z.literal('per_person_per_day'), amount }),
  z.object({ kind: z.literal('per_booking'), amount }),
]);
export type InsurancePricing = z.infer<typeof insurancePricingSchema>;

/** `GET /api/v6/propales/quote-options/{productId}`: what a quote can add to the boat's price. */
export const quoteOptionsSchema = z.object({
  /** The product's optional extras (mandatory ones are already in the price engine's lines). */
  extras: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** The name by language (extras.names); `name` when a language is missing. */
      names: z.record(z.string(), z.string()),
      price: amount,
      priceType: z.enum(['per_booking', 'per_day', 'per_person']),
    }),
  ),
  /** The active insurances, in their order. */
  insurances: z.array(
    z.object({ key: z.enum(INSURANCE_KEYS), name: z.string(), pricing: insurancePricingSchema }),
  ),
});
export type QuoteOptions = z.infer<typeof quoteOptionsSchema>;

/** What the renter sees at `account/offers/{hash}`: amounts in EUR and in the display currency. */
export const renterOfferSchema = z
  .object({
    hash: z.string(),
    /** Never `draft`: drafts are not shown to the renter. */
    status: z.enum(PROPALE_STATUSES),
    /** True when the renter can still accept: sent, not past its validity date. */
    canAnswer: z.boolean(),
    validUntil: z.iso.date().nullable(),
    languageCode: languageCodeValue,
    message: z.string().nullable(),
    sentAt: instant.nullable(),
    /** The salesperson who wrote it: first and last name. */
    salesName: z.string(),
    /** The display currency (`?currency`, else the quote's); `rate` per EUR. */
    currency: z.object({ code: z.string(), rate: z.number(), symbol: z.string(), minorDigits: count }),
    items: z.array(
      propaleItemSchema.extend({
        /** The item's total in the display currency's minor units. */
        displayTotal: amount,
        pictureUrl: z.string().nullable(),
      }),
    ),
    subtotalAmount: amount,
    discountAmount: amount,
    totalAmount: amount,
    /** The three amounts in the display currency's minor units. */
    display: z.object({ subtotal: amount, discount: amount, total: amount }),
    paymentSessionHash: z.string().nullable(),
  })
  .meta({ id: 'Offer' });
export type RenterOffer = z.infer<typeof renterOfferSchema>;

/** `POST /api/v6/account/offers/{hash}/accept`: the payment session opened for the chosen boat. */
export const offerAcceptedSchema = z.object({
  paymentSessionHash: z.string(),
  /** The checkout page, a site path in the quote's language (`/fr/ps/{hash}`; no prefix for the default). */
  checkoutPath: z.string(),
});
/** `POST /api/v6/account/offers/{hash}/decline`. */
export const offerDeclinedSchema = z.object({ status: z.literal('declined') });

export const offerAcceptSchema = z.object({ itemId: id.optional() });
export const offerDeclineSchema = z.object({ reason: z.string().trim().max(1000).optional() });
