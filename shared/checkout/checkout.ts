import { z } from 'zod';
import type { QuoteCurrency, QuoteLine } from '../product/quote.ts';

/**
 * The checkout's read and selection calls (SPEC sections 3, 4 and 7): request schemas the server
 * validates with and the site reuses, and the answers both sides code against. Paying is in
 * payment.ts.
 *
 * Money: every amount in an answer is in minor units of `currency` (the tenant's display currency,
 * converted line by line from EUR so that the totals on screen are sums of the lines on screen); the
 * card is always charged in EUR (`chargeCurrency`), and the `eur` block gives the charged figures.
 */

export const INSURANCE_KEYS = [
  'cabWeather',
  'damageWaiver',
  'mondialAssistance',
  'mondialMultiRisk',
] as const;
export type InsuranceKey = (typeof INSURANCE_KEYS)[number];

/** Post-booking offers only these (SPEC section 4). */
export const POST_BOOKING_INSURANCE_KEYS = ['cabWeather', 'damageWaiver', 'mondialAssistance'] as const;
export type PostBookingInsuranceKey = (typeof POST_BOOKING_INSURANCE_KEYS)[number];

/** Mondial multi-risk and Mondial assistance exclude each other: choosing one drops the other. */
export const EXCLUSIVE_INSURANCES: Readonly<Record<InsuranceKey, InsuranceKey | null>> = {
  cabWeather: null,
  damageWaiver: null,
  mondialAssistance: 'mondialMultiRisk',
  mondialMultiRisk: 'mondialAssistance',
};

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

/** Why a promo code is refused (422; `fields.promoCode` carries the camelCase message key). */
export const PROMO_REFUSALS = [
  'promo-unknown',
  'promo-inactive',
  'promo-not-started',
  'promo-expired',
  'promo-minimum-not-reached',
  'promo-exhausted',
  'promo-already-used',
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/** Why a down payment is not offered. */
export type DownPaymentRefusal = 'startTooSoon' | 'amountTooLow';

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export type CheckoutCurrency = QuoteCurrency;

export type CheckoutSessionStatus = 'open' | 'processing' | 'paid' | 'expired' | 'abandoned';

export interface CancellationPolicy {
  name: 'flexible' | 'moderate' | 'strict';
  /** The refund when cancelling at the earliest tier. */
  refundPercentage: number;
  balancePaymentDays: number;
  terms: { daysBefore: number; refundPercentage: number }[];
}

/** GET /checkout/{hash} */
export interface CheckoutSession {
  session: {
    hash: string;
    status: CheckoutSessionStatus;
    /** Given by the payment-intent call (payment.ts), never by this read. */
    clientSecret: null;
    countryCode: string | null;
    languageCode: string;
    step: number;
    isActivity: boolean;
    isEligibleDownPayment: boolean;
    /** Instant booking: paid means booked; otherwise the owner answers before `responseBefore`. */
    isDirect: boolean;
    isNewAttemptAtPayment: boolean;
    urlBackButton: string;
    captainType: 'withCaptain' | 'withoutCaptain' | null;
    promoCode: string | null;
    createdAt: string;
    expiresAt: string;
    responseBefore: string | null;
    tenantEmail: string;
    cancellationPolicy: CancellationPolicy;
    isRefreshingPrice: false;
    cardProvider: 'sandbox' | 'stripe';
    currency: CheckoutCurrency;
    chargeCurrency: 'EUR';
  };
  product: {
    id: number;
    name: string;
    image: string | null;
    rating: number | null;
    ratingsNumber: number;
    buildYear: number | null;
    /** In `session.currency`. */
    deposit: number;
    modelName: string | null;
    builderName: string | null;
  };
  owner: { name: string; image: string | null; isSuperOwner: boolean; isPro: boolean };
  localization: { address: string | null; city: string; harbor: string };
  booking: {
    id: number | null;
    reference: string | null;
    /** First booked date, YYYY-MM-DD. */
    startAt: string;
    /** Last booked date (inclusive), YYYY-MM-DD. */
    endAt: string;
    halfDayPeriod: 'morning' | 'afternoon' | null;
    numberOfPeople: number;
    activityId: number | null;
  };
}

/** GET /checkout/{hash}/activity (404 for a boat). */
export interface CheckoutActivity {
  id: number;
  title: string;
  description: string;
  coverUrl: string | null;
  durationHours: number | null;
  pricingUnit: 'per_boat' | 'per_person';
  localization: { address: string | null; city: string };
}

export type CheckoutPriceLineKey = QuoteLine['key'] | 'insurance' | 'promoCode';

export interface CheckoutPriceLine extends Omit<QuoteLine, 'key'> {
  key: CheckoutPriceLineKey;
  insuranceKey?: InsuranceKey;
  promoCode?: string;
  /** An optional extra or the rental-type extra the renter chose. */
  optional?: boolean;
}

export interface DownPaymentDetails {
  isEligible: boolean;
  refusal: DownPaymentRefusal | null;
  isSelected: boolean;
  percent: number;
  minDaysBeforeStart: number;
  /** In EUR minor units, as the setting is. */
  minTotalAmount: number;
  downPaymentAmount: number;
  balancePaymentAmount: number;
  /** YYYY-MM-DD: the balance is charged on this date. */
  balancePaymentDate: string | null;
}

/** GET /checkout/{hash}/price: the one server computation, in the display currency. */
export interface CheckoutPriceDetails {
  currency: CheckoutCurrency;
  chargeCurrency: 'EUR';
  lines: CheckoutPriceLine[];
  rentalGross: number;
  /** Mandatory, rental-type and chosen optional extras, captain included. */
  extras: number;
  fees: number;
  insurances: number;
  promoCode: { code: string; amount: number } | null;
  /** Duration discount plus promo code. */
  discountAmount: number;
  discountPercentage: number;
  total: number;
  online: number;
  harborAmount: number;
  /** What the card is charged now: the online amount, or the down payment when chosen. */
  checkoutPaymentAmount: number;
  downPaymentAmount: number;
  balancePaymentAmount: number;
  /** The security deposit held at the harbour (lowered by the damage waiver). */
  deposit: number;
  depositWithoutWaiver: number;
  downPayment: DownPaymentDetails;
  isRemoveFuelActivated: boolean;
  activityPrice: number;
  activityFuelPrice: number;
  activitySkipperPrice: number;
  activityIsAllInclusive: boolean;
  activityIsSkipperPaidAtHarbor: boolean;
  /** The charged figures, EUR minor units. */
  eur: {
    total: number;
    online: number;
    harborAmount: number;
    checkoutPaymentAmount: number;
    downPaymentAmount: number;
    balancePaymentAmount: number;
  };
}

export interface InsuranceOffer {
  selected: boolean;
  available: boolean;
  name: string;
  description: string | null;
  /** In the display currency. */
  price: number;
}

/** GET /ps/{hash}/insurances (and the answer of its PUT). */
export interface CheckoutInsurances {
  currency: CheckoutCurrency;
  cabWeather: InsuranceOffer;
  damageWaiver: InsuranceOffer;
  mondialAssistance: InsuranceOffer;
  mondialMultiRisk: InsuranceOffer;
  /** Deposit held with the damage waiver (display currency). */
  depositWithWaiver: number;
}

export type ExtraPriceType = 'per_booking' | 'per_day' | 'per_person';

/** GET /checkout/{hash}/extra/rental-type (null when the product has none). */
export interface RentalTypeExtra {
  polymorphExtraId: number;
  name: string;
  crewNumber: number;
  isIncluded: boolean;
  isMandatory: boolean;
  licenceRequired: boolean;
  /** For the whole stay, display currency. */
  price: number;
  /** EUR minor units per unit, as the owner set it. */
  priceByDay: number;
  localizedPrice: string;
  priceType: ExtraPriceType;
  /** 0 or 1. */
  wantedQuantity: number;
  paidAtHarbour: boolean;
}

export interface OptionalExtra {
  polymorphExtraId: number;
  name: string;
  priceType: ExtraPriceType;
  /** For the whole stay, display currency. */
  price: number;
  localizedPrice: string;
  isSelected: boolean;
  paidAtHarbour: boolean;
}

/** GET /checkout/{hash}/extras */
export interface CheckoutExtras {
  currency: CheckoutCurrency;
  items: OptionalExtra[];
}

/** GET /checkout/{hash}/down-payment (and the answer of its PUT). */
export interface CheckoutDownPayment extends DownPaymentDetails {
  currency: CheckoutCurrency;
  /** Display currency. */
  checkoutPaymentAmount: number;
}

export interface TrackingItem {
  item_id: string;
  item_name: string;
  item_category: string;
  price: number;
  quantity: number;
}

/** GET /checkout/{hash}/tracking: the data layer's begin_checkout event. */
export interface CheckoutTracking {
  event: 'begin_checkout';
  sessionHash: string;
  userId: number;
  hashedEmail: string;
  promoCode: string | null;
  ecommerce: { currency: string; value: number; items: TrackingItem[] };
}

/** GET /checkout/{hash}/tracking/{bookingId}: the purchase event, once paid. */
export interface PurchaseTracking {
  event: 'purchase';
  bookingId: number;
  userId: number;
  hashedEmail: string;
  ecommerce: {
    transaction_id: string;
    currency: string;
    value: number;
    coupon: string | null;
    items: TrackingItem[];
  };
}

/** GET /checkout/{hash}/success. `isPaid` false while the payment is still settling. */
export interface CheckoutSuccess {
  isPaid: boolean;
  status: CheckoutSessionStatus;
  bookingId: number | null;
  reference: string | null;
  bookingStatus: string | null;
  isDirect: boolean;
  isDownPayment: boolean;
  tenantEmail: string;
  productName: string;
  startAt: string;
  endAt: string;
  currency: CheckoutCurrency;
  /** What was charged, display currency. */
  paidAmount: number;
  balancePaymentAmount: number;
  balancePaymentDate: string | null;
  responseBefore: string | null;
  urlBookingDetails: string | null;
  urlConversation: string | null;
}

/** One insurance already on a booking. */
export interface BookingInsurance {
  key: InsuranceKey;
  name: string;
  amount: number;
}

/** GET /balance-payment/{id}: id is the booking id of a booking paid by down payment. */
export interface BalancePayment {
  bookingId: number;
  reference: string;
  productName: string;
  ownerName: string;
  image: string | null;
  startAt: string;
  endAt: string;
  currency: CheckoutCurrency;
  chargeCurrency: 'EUR';
  insurances: BookingInsurance[];
  mandatoryExtrasAmount: number;
  optionalExtrasAmount: number;
  onlineAmount: number;
  promoCodeAmount: number;
  totalTenantAmount: number;
  downPaymentAmount: number;
  /** When the down payment was paid, YYYY-MM-DD. */
  downPaymentDate: string | null;
  balancePaymentAmount: number;
  balancePaymentDate: string | null;
  isPaid: boolean;
  balancePaidAt: string | null;
  /** EUR minor units: what paying the balance charges (0 once paid). */
  checkoutPaymentAmount: number;
}

/** GET /balance-payment/{id}/success */
export interface BalancePaymentSuccess {
  isPaid: boolean;
  bookingId: number;
  reference: string;
  balancePaidAt: string | null;
  bankTransferInfo: { beneficiary: string; iban: string; bic: string; reference: string };
  urlBookingDetails: string;
  urlConversation: string | null;
}

export interface CartItem {
  kind: 'insurance';
  insuranceKey: PostBookingInsuranceKey;
  name: string;
  /** Display currency. */
  amount: number;
}

/** GET /post-booking/cart/{cartId} (and the answer of its PUT). */
export interface PostBookingCart {
  cartId: number;
  bookingId: number;
  status: 'open' | 'paid' | 'abandoned';
  currency: CheckoutCurrency;
  chargeCurrency: 'EUR';
  items: CartItem[];
  totalAmount: number;
  /** EUR minor units: what paying the cart charges. */
  totalAmountEur: number;
}

/** GET /post-booking/{bookingId}/cart/{cartId}/insurances */
export interface PostBookingInsurances {
  currency: CheckoutCurrency;
  cabWeather: InsuranceOffer;
  damageWaiver: InsuranceOffer;
  mondialAssistance: InsuranceOffer;
}

/**
 * GET /post-booking/{bookingId}/init and /post-booking/{bookingId}/purchase/{cartId}/init. When not
 * eligible, `cartId` and `cart` are null and `redirectUrl` says where to go.
 */
export interface PostBookingInit {
  bookingId: number;
  isEligible: boolean;
  refusal: 'trip-started' | 'booking-not-paid' | 'nothing-to-offer' | null;
  redirectUrl: string | null;
  cartId: number | null;
  /** The purchase page of this cart. */
  paymentUrl: string | null;
  /** Given by the payment-intent call (payment.ts), never by this read. */
  paymentIntentId: null;
  clientSecret: null;
  cart: PostBookingCart | null;
  insurances: PostBookingInsurances | null;
}

/** A 4xx answer that sends the visitor elsewhere (post-booking): error.redirectUrl. */
export interface RedirectingError {
  error: { code: string; message: string; redirectUrl: string };
}
