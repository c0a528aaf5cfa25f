/**
 * The checkout's insurance keys and promo-code refusals (SPEC sections 4 and 8), apart from the
 * schemas (shared/checkout/checkout.ts) so that the checkout and post-booking pages, which only read
 * answers, load no zod.
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
