import { z } from 'zod';
import { countryCodeValue, currencyCodeValue, languageCodeValue } from '../apiValues.ts';
import { BOOKING_STATUSES, HALF_DAY_PERIODS } from '../catalogue/catalogue.ts';
import { quoteCurrencySchema, quoteLineSchema } from '../product/quote.ts';
import { INSURANCE_KEYS, POST_BOOKING_INSURANCE_KEYS } from './checkoutChoices.ts';

/**
 * The checkout's read and selection calls (SPEC sections 3, 4 and 7): request schemas the server
 * validates with and the site reuses, and the answers both sides code against. Paying is in
 * payment.ts.
 *
 * Money: every amount in an answer is in minor units of `currency` (the tenant's display currency,
 * converted line by line from EUR so that the totals on screen are sums of the lines on screen); the
 * card is always charged in EUR (`chargeCurrency`), and the `eur` block gives the charged figures.
 */

export {
  EXCLUSIVE_INSURANCES,
  INSURANCE_KEYS,
  type InsuranceKey,
  POST_BOOKING_INSURANCE_KEYS,
  type PostBookingInsuranceKey,
  PROMO_REFUSALS,
  type PromoRefusal,
} from './checkoutChoices.ts';

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** The opaque key of a payment session in `ps/{hash}` URLs. */
export const checkoutHashSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'hashInvalid');

/** A booking, cart or balance-payment id in a path. */
export const checkoutIdSchema = z.coerce
  .number({ message: 'idInvalid' })
  .int('idInvalid')
  .positive('idInvalid')
  .max(Number.MAX_SAFE_INTEGER, 'idInvalid');

const selected = z.boolean({ message: 'booleanRequired' });

/** PUT /ps/{hash}/insurances/selected: all four flags, sent together. */
export const insurancesSelectedSchema = z
  .object({
    cabWeather: selected,
    mondialAssistance: selected,
    mondialMultiRisk: selected,
    damageWaiver: selected,
  })
  .refine((value) => !(value.mondialAssistance && value.mondialMultiRisk), {
    message: 'insurancesExclusive',
    path: ['mondialMultiRisk'],
  });
export type InsurancesSelected = z.output<typeof insurancesSelectedSchema>;

/** PUT /checkout/{hash}/promo-code: an empty code removes the one applied. */
export const promoCodeSchema = z.object({
  promoCode: z
    .string({ message: 'promoCodeInvalid' })
    .trim()
    .max(40, 'promoCodeInvalid')
    .regex(/^[A-Za-z0-9_-]*$/, 'promoCodeInvalid'),
});
export type PromoCodeRequest = z.output<typeof promoCodeSchema>;

/** PUT /checkout/{hash}/down-payment/selected. */
export const downPaymentSelectedSchema = z.object({ isSelected: selected });
export type DownPaymentSelected = z.output<typeof downPaymentSelectedSchema>;

/**
 * PUT /checkout/{hash}/extra/selected, for the rental type and the optional extras. The rental type
 * of a product that has only the product's own captain rate (no extra row) is id 0.
 */
export const extraSelectedSchema = z.object({
  polymorphExtraId: z
    .number({ message: 'extraIdInvalid' })
    .int('extraIdInvalid')
    .min(0, 'extraIdInvalid')
    .max(Number.MAX_SAFE_INTEGER, 'extraIdInvalid'),
  isSelected: selected,
});
export type ExtraSelected = z.output<typeof extraSelectedSchema>;

/** PUT /post-booking/{cartId}/insurances/selected. */
export const postBookingInsurancesSelectedSchema = z.object({
  items: z
    .array(
      z.object({
        name: z.enum(POST_BOOKING_INSURANCE_KEYS, { message: 'insuranceInvalid' }),
        selected,
      }),
    )
    .max(POST_BOOKING_INSURANCE_KEYS.length, 'itemsInvalid')
    .refine((items) => new Set(items.map((item) => item.name)).size === items.length, 'itemsDuplicated'),
});
export type PostBookingInsurancesSelected = z.output<typeof postBookingInsurancesSelectedSchema>;

// ---------------------------------------------------------------------------------------------
// Error codes (error.code of a 4xx answer)
// ---------------------------------------------------------------------------------------------

/** Selection changes on a session that can no longer change (409). */
export type CheckoutConflictCode =
  | 'session-expired'
  | 'session-paid'
  | 'session-processing'
  | 'insurance-unavailable'
  | 'extra-mandatory'
  | 'down-payment-not-eligible'
  | 'product-unavailable'
  | 'cart-paid'
  | 'post-booking-not-eligible';

/** Why a down payment is not offered. */
export type DownPaymentRefusal = 'startTooSoon' | 'amountTooLow';

// ---------------------------------------------------------------------------------------------
// Answers: the zod schemas document each success answer (src/http/describe.ts, `ok.schema`); the
// types are theirs, so the site and the server code against the very shapes the API is checked by.
// ---------------------------------------------------------------------------------------------

/** An integer amount in minor units (display currency unless said otherwise). */
const money = z.number().int();
/** YYYY-MM-DD. */
const isoDay = z.iso.date();
/** An instant, ISO 8601 (`2026-05-01T10:00:00.000Z`). */
const isoInstant = z.iso.datetime({ offset: true });

export const checkoutCurrencySchema = quoteCurrencySchema;
export type CheckoutCurrency = z.infer<typeof checkoutCurrencySchema>;

export const CHECKOUT_SESSION_STATUSES = ['open', 'processing', 'paid', 'expired', 'abandoned'] as const;
export type CheckoutSessionStatus = (typeof CHECKOUT_SESSION_STATUSES)[number];

const cancellationTermSchema = z.object({ daysBefore: z.number().int(), refundPercentage: z.number() });

export const cancellationPolicySchema = z.object({
  name: z.enum(['flexible', 'moderate', 'strict']),
  /** The refund when cancelling at the earliest tier. */
  refundPercentage: z.number(),
  balancePaymentDays: z.number().int(),
  terms: z.array(cancellationTermSchema),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** GET /checkout/{hash} */
export const checkoutSessionSchema = z.object({
  session: z.object({
    hash: z.string(),
    status: z.enum(CHECKOUT_SESSION_STATUSES),
    /** Given by the payment-intent call (payment.ts), never by this read. */
    clientSecret: z.null(),
    countryCode: countryCodeValue.nullable(),
    languageCode: languageCodeValue,
    step: z.number().int(),
    isActivity: z.boolean(),
    isEligibleDownPayment: z.boolean(),
    /** Instant booking: paid means booked; otherwise the owner answers before `responseBefore`. */
    isDirect: z.boolean(),
    isNewAttemptAtPayment: z.boolean(),
    urlBackButton: z.string(),
    captainType: z.enum(['withCaptain', 'withoutCaptain']).nullable(),
    promoCode: z.string().nullable(),
    createdAt: isoInstant,
    expiresAt: isoInstant,
    responseBefore: isoInstant.nullable(),
    tenantEmail: z.string(),
    cancellationPolicy: cancellationPolicySchema,
    isRefreshingPrice: z.literal(false),
    cardProvider: z.enum(['sandbox', 'stripe']),
    currency: checkoutCurrencySchema,
    chargeCurrency: z.literal('EUR'),
  }),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    image: z.string().nullable(),
    rating: z.number().nullable(),
    ratingsNumber: z.number().int(),
    buildYear: z.number().int().nullable(),
    /** In `session.currency`. */
    deposit: money,
    modelName: z.string().nullable(),
    builderName: z.string().nullable(),
  }),
  owner: z.object({
    name: z.string(),
    image: z.string().nullable(),
    isSuperOwner: z.boolean(),
    isPro: z.boolean(),
  }),
  localization: z.object({ address: z.string().nullable(), city: z.string(), harbor: z.string() }),
  booking: z.object({
    id: z.number().int().nullable(),
    reference: z.string().nullable(),
    /** First booked date, YYYY-MM-DD. */
    startAt: isoDay,
    /** Last booked date (inclusive), YYYY-MM-DD. */
    endAt: isoDay,
    halfDayPeriod: z.enum(HALF_DAY_PERIODS).nullable(),
    numberOfPeople: z.number().int(),
    activityId: z.number().int().nullable(),
  }),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** GET /checkout/{hash}/activity (404 for a boat). */
export const checkoutActivitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  durationHours: z.number().nullable(),
  pricingUnit: z.enum(['per_boat', 'per_person']),
  localization: z.object({ address: z.string().nullable(), city: z.string() }),
});
export type CheckoutActivity = z.infer<typeof checkoutActivitySchema>;

export const checkoutPriceLineSchema = quoteLineSchema.extend({
  key: z.enum([...quoteLineSchema.shape.key.options, 'insurance', 'promoCode']),
  insuranceKey: z.enum(INSURANCE_KEYS).optional(),
  promoCode: z.string().optional(),
  /** An optional extra or the rental-type extra the renter chose. */
  optional: z.boolean().optional(),
});
export type CheckoutPriceLine = z.infer<typeof checkoutPriceLineSchema>;
export type CheckoutPriceLineKey = CheckoutPriceLine['key'];

export const downPaymentDetailsSchema = z.object({
  isEligible: z.boolean(),
  refusal: z.enum(['startTooSoon', 'amountTooLow']).nullable(),
  isSelected: z.boolean(),
  percent: z.number(),
  minDaysBeforeStart: z.number().int(),
  /** In EUR minor units, as the setting is. */
  minTotalAmount: money,
  downPaymentAmount: money,
  balancePaymentAmount: money,
  /** YYYY-MM-DD: the balance is charged on this date. */
  balancePaymentDate: isoDay.nullable(),
});
export type DownPaymentDetails = z.infer<typeof downPaymentDetailsSchema>;

/** GET /checkout/{hash}/price: the one server computation, in the display currency. */
export const checkoutPriceDetailsSchema = z
  .object({
    currency: checkoutCurrencySchema,
    chargeCurrency: z.literal('EUR'),
    lines: z.array(checkoutPriceLineSchema),
    rentalGross: money,
    /** Mandatory, rental-type and chosen optional extras, captain included. */
    extras: money,
    fees: money,
    insurances: money,
    promoCode: z.object({ code: z.string(), amount: money }).nullable(),
    /** Duration discount plus promo code. */
    discountAmount: money,
    discountPercentage: z.number(),
    total: money,
    online: money,
    harborAmount: money,
    /** What is paid now: the online amount, or the down payment when chosen. */
    checkoutPaymentAmount: money,
    /** Of which the renter's account credit (vouchers) pays, before the card (DESIGN.md, "Weather"). */
    voucherAmount: money,
    /** What the card is charged (or authorised) now: the payment less the credit. */
    cardPaymentAmount: money,
    downPaymentAmount: money,
    balancePaymentAmount: money,
    /** The security deposit held at the harbour (lowered by the damage waiver). */
    deposit: money,
    depositWithoutWaiver: money,
    downPayment: downPaymentDetailsSchema,
    isRemoveFuelActivated: z.boolean(),
    activityPrice: money,
    activityFuelPrice: money,
    activitySkipperPrice: money,
    activityIsAllInclusive: z.boolean(),
    activityIsSkipperPaidAtHarbor: z.boolean(),
    /** The charged figures, EUR minor units. */
    eur: z.object({
      total: money,
      online: money,
      harborAmount: money,
      checkoutPaymentAmount: money,
      voucherAmount: money,
      cardPaymentAmount: money,
      downPaymentAmount: money,
      balancePaymentAmount: money,
    }),
  })
  .meta({ id: 'CheckoutPrice' });
export type CheckoutPriceDetails = z.infer<typeof checkoutPriceDetailsSchema>;

export const insuranceOfferSchema = z.object({
  selected: z.boolean(),
  available: z.boolean(),
  name: z.string(),
  description: z.string().nullable(),
  /** In the display currency. */
  price: money,
});
export type InsuranceOffer = z.infer<typeof insuranceOfferSchema>;

/** GET /ps/{hash}/insurances (and the answer of its PUT). */
export const checkoutInsurancesSchema = z.object({
  currency: checkoutCurrencySchema,
  cabWeather: insuranceOfferSchema,
  damageWaiver: insuranceOfferSchema,
  mondialAssistance: insuranceOfferSchema,
  mondialMultiRisk: insuranceOfferSchema,
  /** Deposit held with the damage waiver (display currency). */
  depositWithWaiver: money,
});
export type CheckoutInsurances = z.infer<typeof checkoutInsurancesSchema>;

export const EXTRA_PRICE_TYPES = ['per_booking', 'per_day', 'per_person'] as const;
export type ExtraPriceType = (typeof EXTRA_PRICE_TYPES)[number];

/** GET /checkout/{hash}/extra/rental-type answers this, or null when the product has none. */
export const rentalTypeExtraSchema = z.object({
  polymorphExtraId: z.number().int(),
  name: z.string(),
  crewNumber: z.number().int(),
  isIncluded: z.boolean(),
  isMandatory: z.boolean(),
  licenceRequired: z.boolean(),
  /** For the whole stay, display currency. */
  price: money,
  /** EUR minor units per unit, as the owner set it. */
  priceByDay: money,
  localizedPrice: z.string(),
  priceType: z.enum(EXTRA_PRICE_TYPES),
  /** 0 or 1. */
  wantedQuantity: z.union([z.literal(0), z.literal(1)]),
  paidAtHarbour: z.boolean(),
});
export type RentalTypeExtra = z.infer<typeof rentalTypeExtraSchema>;

export const optionalExtraSchema = z.object({
  polymorphExtraId: z.number().int(),
  name: z.string(),
  priceType: z.enum(EXTRA_PRICE_TYPES),
  /** For the whole stay, display currency. */
  price: money,
  localizedPrice: z.string(),
  isSelected: z.boolean(),
  paidAtHarbour: z.boolean(),
});
export type OptionalExtra = z.infer<typeof optionalExtraSchema>;

/** GET /checkout/{hash}/extras */
export const checkoutExtrasSchema = z.object({
  currency: checkoutCurrencySchema,
  items: z.array(optionalExtraSchema),
});
export type CheckoutExtras = z.infer<typeof checkoutExtrasSchema>;

/** GET /checkout/{hash}/down-payment (and the answer of its PUT). */
export const checkoutDownPaymentSchema = downPaymentDetailsSchema.extend({
  currency: checkoutCurrencySchema,
  /** Display currency. */
  checkoutPaymentAmount: money,
});
export type CheckoutDownPayment = z.infer<typeof checkoutDownPaymentSchema>;

export const trackingItemSchema = z.object({
  item_id: z.string(),
  item_name: z.string(),
  item_category: z.string(),
  /** In major units of the currency (12.5 is 12.50), as data layers take it. */
  price: z.number(),
  quantity: z.number().int(),
});
export type TrackingItem = z.infer<typeof trackingItemSchema>;

/** GET /checkout/{hash}/tracking: the data layer's begin_checkout event. */
export const checkoutTrackingSchema = z.object({
  event: z.literal('begin_checkout'),
  sessionHash: z.string(),
  userId: z.number().int(),
  hashedEmail: z.string(),
  promoCode: z.string().nullable(),
  ecommerce: z.object({ currency: currencyCodeValue, value: z.number(), items: z.array(trackingItemSchema) }),
});
export type CheckoutTracking = z.infer<typeof checkoutTrackingSchema>;

/** GET /checkout/{hash}/tracking/{bookingId}: the purchase event, once paid. */
export const purchaseTrackingSchema = z.object({
  event: z.literal('purchase'),
  bookingId: z.number().int(),
  userId: z.number().int(),
  hashedEmail: z.string(),
  ecommerce: z.object({
    transaction_id: z.string(),
    currency: currencyCodeValue,
    value: z.number(),
    coupon: z.string().nullable(),
    items: z.array(trackingItemSchema),
  }),
});
export type PurchaseTracking = z.infer<typeof purchaseTrackingSchema>;

/** GET /checkout/{hash}/success. `isPaid` false while the payment is still settling. */
export const checkoutSuccessSchema = z.object({
  isPaid: z.boolean(),
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  bookingId: z.number().int().nullable(),
  reference: z.string().nullable(),
  bookingStatus: z.enum(BOOKING_STATUSES).nullable(),
  isDirect: z.boolean(),
  isDownPayment: z.boolean(),
  tenantEmail: z.string(),
  productName: z.string(),
  startAt: isoDay,
  endAt: isoDay,
  currency: checkoutCurrencySchema,
  /** What was charged, display currency. */
  paidAmount: money,
  balancePaymentAmount: money,
  balancePaymentDate: isoDay.nullable(),
  responseBefore: isoInstant.nullable(),
  urlBookingDetails: z.string().nullable(),
  urlConversation: z.string().nullable(),
});
export type CheckoutSuccess = z.infer<typeof checkoutSuccessSchema>;

/** One insurance already on a booking. */
export const bookingInsuranceSchema = z.object({
  key: z.enum(INSURANCE_KEYS),
  name: z.string(),
  amount: money,
});
export type BookingInsurance = z.infer<typeof bookingInsuranceSchema>;

/** GET /balance-payment/{id}: id is the booking id of a booking paid by down payment. */
export const balancePaymentSchema = z.object({
  bookingId: z.number().int(),
  reference: z.string(),
  productName: z.string(),
  ownerName: z.string(),
  image: z.string().nullable(),
  startAt: isoDay,
  endAt: isoDay,
  currency: checkoutCurrencySchema,
  chargeCurrency: z.literal('EUR'),
  insurances: z.array(bookingInsuranceSchema),
  mandatoryExtrasAmount: money,
  optionalExtrasAmount: money,
  onlineAmount: money,
  promoCodeAmount: money,
  totalTenantAmount: money,
  downPaymentAmount: money,
  /** When the down payment was paid, YYYY-MM-DD. */
  downPaymentDate: isoDay.nullable(),
  balancePaymentAmount: money,
  balancePaymentDate: isoDay.nullable(),
  isPaid: z.boolean(),
  balancePaidAt: isoInstant.nullable(),
  /** EUR minor units: what paying the balance charges (0 once paid). */
  checkoutPaymentAmount: money,
});
export type BalancePayment = z.infer<typeof balancePaymentSchema>;

/** GET /balance-payment/{id}/success */
export const balancePaymentSuccessSchema = z.object({
  isPaid: z.boolean(),
  bookingId: z.number().int(),
  reference: z.string(),
  balancePaidAt: isoInstant.nullable(),
  bankTransferInfo: z.object({
    beneficiary: z.string(),
    iban: z.string(),
    bic: z.string(),
    reference: z.string(),
  }),
  urlBookingDetails: z.string(),
  urlConversation: z.string().nullable(),
});
export type BalancePaymentSuccess = z.infer<typeof balancePaymentSuccessSchema>;

export const cartItemSchema = z.object({
  kind: z.literal('insurance'),
  insuranceKey: z.enum(POST_BOOKING_INSURANCE_KEYS),
  name: z.string(),
  /** Display currency. */
  amount: money,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET /post-booking/cart/{cartId} (and the answer of its PUT). */
export const postBookingCartSchema = z.object({
  cartId: z.number().int(),
  bookingId: z.number().int(),
  status: z.enum(['open', 'paid', 'abandoned']),
  currency: checkoutCurrencySchema,
  chargeCurrency: z.literal('EUR'),
  items: z.array(cartItemSchema),
  totalAmount: money,
  /** EUR minor units: what paying the cart charges. */
  totalAmountEur: money,
});
export type PostBookingCart = z.infer<typeof postBookingCartSchema>;

/** GET /post-booking/{bookingId}/cart/{cartId}/insurances */
export const postBookingInsurancesSchema = z.object({
  currency: checkoutCurrencySchema,
  cabWeather: insuranceOfferSchema,
  damageWaiver: insuranceOfferSchema,
  mondialAssistance: insuranceOfferSchema,
});
export type PostBookingInsurances = z.infer<typeof postBookingInsurancesSchema>;

/**
 * GET /post-booking/{bookingId}/init and /post-booking/{bookingId}/purchase/{cartId}/init. When not
 * eligible, `cartId` and `cart` are null and `redirectUrl` says where to go.
 */
export const postBookingInitSchema = z.object({
  bookingId: z.number().int(),
  isEligible: z.boolean(),
  refusal: z.enum(['trip-started', 'booking-not-paid', 'nothing-to-offer']).nullable(),
  redirectUrl: z.string().nullable(),
  cartId: z.number().int().nullable(),
  /** The purchase page of this cart. */
  paymentUrl: z.string().nullable(),
  /** Given by the payment-intent call (payment.ts), never by this read. */
  paymentIntentId: z.null(),
  clientSecret: z.null(),
  cart: postBookingCartSchema.nullable(),
  insurances: postBookingInsurancesSchema.nullable(),
});
export type PostBookingInit = z.infer<typeof postBookingInitSchema>;

/** A 4xx answer that sends the visitor elsewhere (post-booking): error.redirectUrl. */
export interface RedirectingError {
  error: { code: string; message: string; redirectUrl: string };
}
