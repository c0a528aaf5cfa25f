import { z } from 'zod';
import { calendarDate, currencyCodeValue, instant } from '../apiValues.ts';
import { ibanProblem } from './iban.ts';

/**
 * Owners get paid (DESIGN.md, "Owner earnings and payouts"): the owner's payout details, their earnings and payouts, as the account's
 * "Earnings" page and the back office read them. Amounts are integer minor units of EUR; dates are ISO
 * calendar dates, instants ISO 8601 UTC. Facts only: the pages word states and codes.
 */

export const OWNER_TYPES = ['private', 'professional'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

/** Why an upcoming earning waits past its date. */
export const EARNING_HOLDS = ['claim', 'complaint', 'staff', 'details'] as const;
export type EarningHold = (typeof EARNING_HOLDS)[number];

export const PAYOUT_STATUSES = ['pending', 'sent', 'paid', 'failed'] as const;

/** Codes of a failed payout, worded by the pages. */
export const PAYOUT_FAILURE_CODES = [
  'invalid_account',
  'missing_details',
  'provider_unavailable',
  'platform_balance_insufficient',
  'provider_error',
] as const;

export const payoutDetailsSchema = z
  .object({
    ownerType: z.enum(OWNER_TYPES),
    accountHolder: z.string().nullable(),
    /** `FR76 •••• 0189`: the IBAN is never sent back whole */
    ibanMasked: z.string().nullable(),
    provider: z.enum(['sandbox', 'stripe']),
    /** with Stripe: the hosted onboarding of the owner's connected account */
    onboarding: z.boolean(),
    verificationStatus: z.enum(['missing', 'pending', 'verified']),
    /** what is missing before the money can leave (empty when ready) */
    missing: z.array(z.enum(['accountHolder', 'iban', 'onboarding'])),
    updatedAt: instant().nullable(),
  })
  .meta({ id: 'PayoutDetails' });
export type PayoutDetails = z.infer<typeof payoutDetailsSchema>;

export const payoutDetailsInputSchema = z.object({
  ownerType: z.enum(OWNER_TYPES, { message: 'ownerTypeInvalid' }),
  accountHolder: z
    .string({ message: 'accountHolderRequired' })
    .trim()
    .min(2, { message: 'accountHolderRequired' })
    .max(140, { message: 'accountHolderInvalid' }),
  iban: z
    .string({ message: 'ibanRequired' })
    .max(64, { message: 'ibanLengthInvalid' })
    .superRefine((value, ctx) => {
      const problem = ibanProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** the account's password again: a change of bank details is a classic fraud path */
  currentPassword: z.string().max(200).optional(),
});
export type PayoutDetailsInput = z.infer<typeof payoutDetailsInputSchema>;

export const onboardingLinkSchema = z.object({ url: z.string() });

const upcomingSchema = z.object({
  bookingId: z.number().int(),
  reference: z.string(),
  listingTitle: z.string(),
  startDate: calendarDate(),
  /** the day the earning becomes payable (the day after the first rental day, by default) */
  payableOn: z.string(),
  /** the payout run it is expected in (a configured weekday), null while held */
  expectedOn: z.string().nullable(),
  amount: z.number().int(),
  hold: z.enum(EARNING_HOLDS).nullable(),
});

export const payoutSummarySchema = z
  .object({
    id: z.number().int(),
    amount: z.number().int(),
    currency: currencyCodeValue,
    status: z.enum(PAYOUT_STATUSES),
    createdAt: instant(),
    sentAt: instant().nullable(),
    paidAt: instant().nullable(),
    failedAt: instant().nullable(),
    failureCode: z.string().nullable(),
    bookings: z.array(
      z.object({ bookingId: z.number().int(), reference: z.string(), amount: z.number().int() }),
    ),
  })
  .meta({ id: 'Payout' });
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

export const earningLineSchema = z
  .object({
    bookingId: z.number().int(),
    reference: z.string(),
    listingTitle: z.string(),
    startDate: calendarDate(),
    /** the owner's share of what the renter paid, Bosun's commission, damages and later changes, net */
    gross: z.number().int(),
    commission: z.number().int(),
    damages: z.number().int(),
    net: z.number().int(),
    paidOut: z.number().int(),
    state: z.enum(['upcoming', 'onHold', 'paid', 'failed']),
    payableOn: z.string(),
    paidOn: z.string().nullable(),
    commissionInvoice: z.object({ id: z.number().int(), number: z.string(), path: z.string() }).nullable(),
  })
  .meta({ id: 'Earning' });
export type EarningLine = z.infer<typeof earningLineSchema>;

export const earningsSchema = z
  .object({
    currency: currencyCodeValue,
    /** what Bosun owes the owner now (their ledger's sum); negative after a refund on a paid booking */
    balance: z.number().int(),
    upcomingTotal: z.number().int(),
    heldTotal: z.number().int(),
    paidTotal: z.number().int(),
    nextPayoutDate: calendarDate().nullable(),
    details: payoutDetailsSchema,
    upcoming: z.array(upcomingSchema),
    payouts: z.array(payoutSummarySchema),
    bookings: z.array(earningLineSchema),
    /** the years a statement can be downloaded for */
    years: z.array(z.number().int()),
  })
  .meta({ id: 'Earnings' });
export type Earnings = z.infer<typeof earningsSchema>;

export { payoutPaths } from './payoutPaths.ts';
