import { z } from 'zod';
import { currencyCodeValue, instant } from '../apiValues.ts';

/**
 * The back office's answers about owners' payouts (DESIGN.md, "Owner earnings and payouts"): payouts, the owners' ledger rows, holds and
 * commissions. Money is integer minor units of EUR; instants are ISO 8601 UTC.
 */

const int = () => z.number().int();

export const PAYOUT_STATUSES = ['pending', 'sent', 'paid', 'failed'] as const;

export const adminPayoutSchema = z.looseObject({
  id: int(),
  ownerId: int(),
  ownerEmail: z.string(),
  ownerName: z.string(),
  amount: int(),
  currency: currencyCodeValue,
  status: z.enum(PAYOUT_STATUSES),
  provider: z.string(),
  providerReference: z.string().nullable(),
  attempt: int(),
  failureCode: z.string().nullable(),
  failureReason: z.string().nullable(),
  retryable: z.boolean().nullable(),
  createdAt: instant(),
  sentAt: instant().nullable(),
  paidAt: instant().nullable(),
  failedAt: instant().nullable(),
});
export const adminPayoutListSchema = z.array(adminPayoutSchema);

export const adminPayoutDetailSchema = adminPayoutSchema.extend({
  /** the ledger rows the payout settles, booking by booking */
  items: z.array(
    z.object({
      ledgerEntryId: int(),
      bookingId: int(),
      reference: z.string(),
      kind: z.string(),
      amount: int(),
    }),
  ),
});

export const adminPayoutRetrySchema = z.object({ id: int(), status: z.literal('pending') });

export const adminOwnerLedgerRowSchema = z.looseObject({
  id: int(),
  ownerId: int(),
  ownerEmail: z.string(),
  bookingId: int().nullable(),
  bookingReference: z.string().nullable(),
  kind: z.string(),
  amount: int(),
  currency: currencyCodeValue,
  sourceTable: z.string().nullable(),
  sourceId: int().nullable(),
  details: z.record(z.string(), z.unknown()),
  occurredAt: instant(),
  payoutId: int().nullable(),
});
export const adminOwnerLedgerSchema = z.array(adminOwnerLedgerRowSchema);

export const adminPayoutHoldSchema = z.looseObject({
  id: int(),
  ownerId: int().nullable(),
  bookingId: int().nullable(),
  reason: z.string(),
  createdBy: int().nullable(),
  createdAt: instant(),
  releasedBy: int().nullable(),
  releasedAt: instant().nullable(),
  open: z.boolean(),
});
export const adminPayoutHoldListSchema = z.array(adminPayoutHoldSchema);

export const adminOwnerCommissionSchema = z.object({
  /** the owner's id */
  id: int(),
  ownerType: z.string(),
  /** the rate in basis points (1,200 = 12 %) */
  rateBp: int(),
  /** where the rate comes from: the setting for the owner's type, or a manager's override */
  source: z.string(),
  overrideBp: int().nullable(),
});
