import { z } from 'zod';
import { BOOKING_STATUSES } from '../catalogue/catalogue.ts';
import { isCardNumber } from './paymentPaths.ts';

export { FINGERPRINT_INTENT_PARAM, isCardNumber, paymentPaths } from './paymentPaths.ts';

/**
 * The pay calls of the checkout, the balance payment and the post-booking cart (issue 8). Reads and
 * selections (price, insurances, promo code...) are in ./checkout.ts; this file is about moving money.
 *
 * The flow a page follows:
 * 1. `POST paymentPaths.checkoutIntent(hash)` (or balanceIntent / cartIntent) → PaymentIntentAnswer.
 *    The server computes the amount; a changed price gives a new intent, an unchanged one the same.
 * 2. provider `sandbox`: the page shows its own card form and posts it to `paymentPaths.sandboxConfirm`
 *    → SandboxConfirmAnswer. provider `stripe`: Stripe.js `confirmCardPayment(clientSecret)` with
 *    `publishableKey` (3-D Secure happens in Stripe's own frame).
 * 3. `requires_action` (sandbox 3-D Secure card): go to `redirectUrl`, the `ps/fingerprint` page; it
 *    reads `GET paymentPaths.sandboxAuthentication(intentId)` and posts the renter's answer to the same
 *    path → SandboxAuthenticationAnswer, whose `redirectUrl` is `ps/fingerprint/success`.
 * 4. Once the card step is done (or on `ps/fingerprint/success`): `POST paymentPaths.checkoutConfirm(hash)`
 *    (checkout) or `POST paymentPaths.intentConfirm(intentId)` (any purpose) → PaymentOutcome; go to
 *    `successUrl` when `status` is `paid`. A webhook or the expiry job may have settled it first: the
 *    answer is the same.
 * Every call answers 404 to anyone but the session's tenant (or staff).
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  /** Authorised on the card, not yet captured: a request waiting for the owner (manual capture). */
  'requires_capture',
  'succeeded',
  'failed',
  'canceled',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

export const PAYMENT_KINDS = ['checkout', 'down_payment', 'balance', 'post_booking', 'modification'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The test cards of the sandbox (DESIGN.md, "Providers"). Any other valid number succeeds too. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000002760003184',
  /** Holds like 4242, but the first capture of a manual-capture intent fails (a later try succeeds). */
  captureFailsOnce: '4000000000000341',
} as const;

/** An intent id as the providers write them: `pi_...`. */
export const paymentIntentIdSchema = z
  .string()
  .trim()
  .regex(/^pi_[A-Za-z0-9_]{6,120}$/, 'paymentIntentInvalid');

/**
 * Body of the checkout's payment-intent call: the renter accepts the terms of use and the listing's
 * cancellation policy (issue 23); without it the request is refused with `termsNotAccepted`.
 */
export const checkoutIntentRequestSchema = z.object({
  acceptedTerms: z.literal(true, { error: 'termsNotAccepted' }),
});

/** Body of the balance and cart payment-intent calls: nothing is needed, the server knows what to charge. */
export const paymentIntentRequestSchema = z.object({}).passthrough().optional();

/** The answer of the payment-intent calls (checkout, balance, post-booking cart, modification). */
export const paymentIntentAnswerSchema = z.object({
  intentId: z.string(),
  /** For Stripe.js, or for the sandbox card form. */
  clientSecret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key; null with the sandbox. */
  publishableKey: z.string().nullable(),
  /** What is charged now, in minor units of `currency` (EUR, the charge currency). */
  amount: z.number().int(),
  currency: z.literal('EUR'),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_INTENT_STATUSES),
});
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswerSchema>;

/** The sandbox card form. Expiry in the past is the provider's `expired_card`, not a 400. */
export const sandboxConfirmRequestSchema = z.object({
  clientSecret: z.string().trim().min(10, 'clientSecretInvalid').max(300, 'clientSecretInvalid'),
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine(isCardNumber, 'cardNumberInvalid'),
  expMonth: z.coerce.number().int('expiryInvalid').min(1, 'expiryInvalid').max(12, 'expiryInvalid'),
  /** Two or four digits: 29 means 2029. */
  expYear: z.coerce
    .number()
    .int('expiryInvalid')
    .min(0, 'expiryInvalid')
    .max(2100, 'expiryInvalid')
    .transform((year) => (year < 100 ? 2000 + year : year))
    .refine((year) => year >= 2000, 'expiryInvalid'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'cvcInvalid'),
});
export type SandboxConfirmRequest = z.output<typeof sandboxConfirmRequestSchema>;

export const CARD_ERROR_CODES = [
  'card_declined',
  'expired_card',
  'authentication_failed',
  'authentication_required',
] as const;
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];

export const sandboxConfirmAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), intentId: z.string() }),
  /** Go to redirectUrl: `/{lang}/ps/fingerprint?payment_intent=pi_...` */
  z.object({ status: z.literal('requires_action'), intentId: z.string(), redirectUrl: z.string() }),
  /** The card was refused; the session stays payable with another card. `message` is in the request's language. */
  z.object({
    status: z.literal('failed'),
    intentId: z.string(),
    code: z.enum(CARD_ERROR_CODES),
    message: z.string(),
  }),
]);
export type SandboxConfirmAnswer = z.infer<typeof sandboxConfirmAnswerSchema>;

export const sandboxAuthenticationRequestSchema = z.object({
  outcome: z.enum(['approve', 'fail'], 'outcomeInvalid'),
});
export type SandboxAuthenticationRequest = z.output<typeof sandboxAuthenticationRequestSchema>;

/** GET sandboxAuthentication: what the 3-D Secure page shows. */
export const sandboxAuthenticationDetailsSchema = z.object({
  intentId: z.string(),
  amount: z.number().int(),
  currency: z.literal('EUR'),
  merchantName: z.string(),
  cardLast4: z.string().nullable(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
});
export type SandboxAuthenticationDetails = z.infer<typeof sandboxAuthenticationDetailsSchema>;

/** POST sandboxAuthentication: then go to redirectUrl (`/{lang}/ps/fingerprint/success?payment_intent=pi_...`). */
export const sandboxAuthenticationAnswerSchema = z.object({
  intentId: z.string(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  redirectUrl: z.string(),
});
export type SandboxAuthenticationAnswer = z.infer<typeof sandboxAuthenticationAnswerSchema>;

/** Body of checkoutConfirm: the intent the browser paid; without it the session's latest intent. */
export const checkoutConfirmRequestSchema = z
  .object({ paymentIntentId: paymentIntentIdSchema.optional() })
  .optional()
  .default({});
export type CheckoutConfirmRequest = z.output<typeof checkoutConfirmRequestSchema>;

export const PAYMENT_OUTCOME_STATUSES = [
  /** Settled: the booking (or cart, or balance) is paid. */
  'paid',
  /** The card step is not finished (3-D Secure pending, processing): ask again later. */
  'pending',
  /** Declined or 3-D Secure failed: nothing was charged, pay again (retryUrl). */
  'failed',
  /** Charged, but the dates were taken meanwhile (session expired): the whole amount was refunded. */
  'refunded',
] as const;
export type PaymentOutcomeStatus = (typeof PAYMENT_OUTCOME_STATUSES)[number];

export const PAYMENT_PURPOSES = ['checkout', 'balance', 'post_booking', 'modification'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The answer of checkoutConfirm and intentConfirm. */
export const paymentOutcomeSchema = z.object({
  status: z.enum(PAYMENT_OUTCOME_STATUSES),
  intentId: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  bookingId: z.number().int().nullable(),
  bookingStatus: z.enum(BOOKING_STATUSES).nullable(),
  /** `/{lang}/ps/{hash}/success`, `/{lang}/balance-payment/{id}/success` or `/{lang}/post-booking/{bookingId}`. */
  successUrl: z.string().nullable(),
  /** The page to pay again from. */
  retryUrl: z.string().nullable(),
  /** Why it failed or was refunded, in the request's language; null when paid or pending. */
  message: z.string().nullable(),
  code: z.enum([...CARD_ERROR_CODES, 'dates-taken']).nullable(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

export const webhookAnswerSchema = z.object({
  received: z.literal(true),
  /** true when this event id was handled before: nothing was done again. */
  duplicate: z.boolean(),
});
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;

/** The sandbox signs its webhooks like Stripe: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SANDBOX_SIGNATURE_HEADER = 'bosun-sandbox-signature';
