import { z } from 'zod';
import { countryCodeValue } from '../apiValues.ts';
import { BOOKING_STATUSES } from '../catalogue/catalogue.ts';
import { auditTrailEntrySchema, instantString } from './auditTrail.ts';
import { AUTOREFUND_REASONS, AUTOREFUND_STATUSES } from './operations.ts';

/** Answers of `/api/admin/autorefunds`: refunds the system proposes and staff decide. Amounts in minor units. */

const int = () => z.number().int();

export const autorefundListItemSchema = z.object({
  id: int(),
  bookingId: int(),
  bookingReference: z.string(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  listingTitle: z.string(),
  countryCode: countryCodeValue.nullable(),
  tenantName: z.string(),
  tenantEmail: z.string(),
  reason: z.enum(AUTOREFUND_REASONS),
  status: z.enum(AUTOREFUND_STATUSES),
  proposedAmount: int(),
  /** null until approved (or adjusted), and for a rejection. */
  approvedAmount: int().nullable(),
  /** What the booking's succeeded payments took, and what was refunded of it so far. */
  paidAmount: int(),
  refundedAmount: int(),
  decisionReason: z.string().nullable(),
  decidedBy: int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: instantString.nullable(),
  /** The refund the approval made (its first part), and the payment it went back to. */
  refundId: int().nullable(),
  refundPaymentId: int().nullable(),
  createdAt: instantString,
  /** Hours it waited (until decided, or until now). */
  ageHours: int(),
});
export type AutorefundListItem = z.infer<typeof autorefundListItemSchema>;

export const autorefundDetailSchema = autorefundListItemSchema.extend({
  auditTrail: z.array(auditTrailEntrySchema),
});
export type AutorefundDetail = z.infer<typeof autorefundDetailSchema>;

/** `POST /api/admin/autorefunds/approve`: each id approved, or skipped with the error that stopped it. */
export const bulkApproveResultSchema = z.object({
  approved: z.array(int()),
  skipped: z.array(z.object({ id: int(), code: z.string(), message: z.string() })),
});
export type BulkApproveResult = z.infer<typeof bulkApproveResultSchema>;
