import { z } from 'zod';
import { countryCodeValue, currencyCodeValue, instant, languageCodeValue } from '../apiValues.ts';
import {
  ACTIVITY_TYPES,
  BOOKING_STATUSES,
  CANCELLATION_POLICIES,
  PRODUCT_TYPE_KEYS,
  type ProductTypeKey,
} from '../catalogue/catalogue.ts';
import { INSURANCE_KEYS } from '../checkout/checkout.ts';
import { PAYMENT_INTENT_STATUSES, PAYMENT_KINDS, PAYMENT_PROVIDERS } from '../checkout/payment.ts';
import { DEPOSIT_STATUSES, INSPECTION_STATUSES } from '../econtracts/econtracts.ts';
import { INSPECTION_KINDS } from '../econtracts/paths.ts';
import { moneyDocumentSchema, statementSchema } from '../money/statement.ts';
import { PRICE_LINE_KEYS, priceLineParamsSchema } from '../product/quote.ts';
import { auditTrailEntrySchema, calendarDateString, instantString } from './auditTrail.ts';
import {
  AUTOREFUND_REASONS,
  AUTOREFUND_STATUSES,
  DAMAGE_STATUSES,
  MODERATION_STATUSES,
} from './operations.ts';

/**
 * Answers of the back office's `/api/admin/bookings` (issue 6): the list, the tabs' counts and the
 * booking details screen (also the answer of a cancellation). Amounts are minor units of the
 * booking's currency; dates `YYYY-MM-DD`, the end exclusive as in every booked period.
 */

const int = () => z.number().int();
const status = z.enum(BOOKING_STATUSES);
const productType = z.enum(PRODUCT_TYPE_KEYS as [ProductTypeKey, ...ProductTypeKey[]]);

export const adminBookingListItemSchema = z.object({
  id: int(),
  reference: z.string(),
  status,
  productId: int(),
  listingTitle: z.string(),
  /** null for an activity. */
  productType: productType.nullable(),
  countryCode: countryCodeValue.nullable(),
  tenantId: int(),
  tenantName: z.string(),
  tenantEmail: z.string(),
  ownerId: int(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  startDate: calendarDateString,
  endDate: calendarDateString,
  halfDayPeriod: z.enum(['morning', 'afternoon']).nullable(),
  people: int(),
  totalAmount: int(),
  onlineAmount: int(),
  currencyCode: currencyCodeValue,
  createdAt: instantString,
});
export type AdminBookingListItem = z.infer<typeof adminBookingListItemSchema>;

/** `GET /api/admin/bookings/counts`: bookings per status under the list's filters; a status with none is absent. */
export const bookingCountsSchema = z.partialRecord(status, int());
export type BookingCounts = z.infer<typeof bookingCountsSchema>;

const partySchema = z.object({
  id: int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** As the person typed it. */
  phone: z.string().nullable(),
  languageCode: languageCodeValue,
});

/**
 * A line of the booking's price snapshot (the checkout's lines), with the names the owner gave an
 * extra in every language (`params.names`) so the console words it in the staff's language.
 */
export const adminPriceLineSchema = z.object({
  key: z.enum([...PRICE_LINE_KEYS, 'insurance', 'promoCode']),
  label: z.string(),
  amount: int(),
  params: priceLineParamsSchema.extend({ names: z.record(z.string(), z.string()).optional() }).optional(),
  extraId: int().optional(),
  paidAtHarbour: z.boolean().optional(),
  insuranceKey: z.enum(INSURANCE_KEYS).optional(),
  promoCode: z.string().optional(),
  optional: z.boolean().optional(),
});

export const adminPaymentSchema = z.object({
  id: int(),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  amount: int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerReference: z.string(),
  currencyCode: currencyCodeValue,
  failureReason: z.string().nullable(),
  createdAt: instantString,
  succeededAt: instantString.nullable(),
  /** Refunded so far (pending and succeeded refunds). */
  refundedAmount: int(),
});

export const adminRefundSchema = z.object({
  id: int(),
  paymentId: int(),
  amount: int(),
  /** A code (`autorefund`, `balanceUnpaid`, `datesTaken`…) or the words a staff member typed; `facts` fill the code's words. */
  reason: z.string(),
  facts: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  providerReference: z.string().nullable(),
  createdAt: instantString,
  succeededAt: instantString.nullable(),
  /** null when the system made it. */
  createdByName: z.string().nullable(),
});

export const adminBookingEventSchema = z.object({
  id: int(),
  fromStatus: status.nullable(),
  toStatus: status,
  actorRole: z.enum(['tenant', 'owner', 'staff', 'system']),
  /** A code of the history (`paid`, `balanceUnpaid`…) or the words a person gave; `facts` fill the code's words. */
  reason: z.string().nullable(),
  facts: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  at: instantString,
  actorName: z.string().nullable(),
});

/**
 * A photo of an inspection or of a damage claim's evidence: the inspection that showed it, the
 * damage's zone and the phone's time, when known.
 */
export const photoRefSchema = z.object({
  url: z.string(),
  inspection: z.enum(INSPECTION_KINDS).optional(),
  zone: z.string().optional(),
  takenAt: instant().optional(),
});

export const adminContractSchema = z.object({
  id: int(),
  kind: z.enum(INSPECTION_KINDS),
  status: z.enum(['draft', ...INSPECTION_STATUSES]),
  fuelLevel: int().nullable(),
  engineHours: z.number().nullable(),
  remarks: z.string().nullable(),
  photos: z.array(photoRefSchema),
  tenantSignedAt: instantString.nullable(),
  ownerSignedAt: instantString.nullable(),
  createdAt: instantString,
});

/** The e-contract's deposit: held, then released or captured at the provider. */
export const adminDepositSchema = z.object({
  id: int(),
  // 'none' is the e-contract page's word for no deposit row: here the deposit is null then
  status: z.enum(DEPOSIT_STATUSES).exclude(['none']),
  amount: int(),
  capturedAmount: int().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerReference: z.string(),
  heldAt: instantString.nullable(),
  settledAt: instantString.nullable(),
});

export const adminBookingDetailSchema = adminBookingListItemSchema.extend({
  tenant: partySchema,
  owner: partySchema,
  boat: z.object({
    id: int(),
    title: z.string(),
    kind: z.enum(['boat', 'activity']),
    productType: productType.nullable(),
    activityType: z.enum(ACTIVITY_TYPES).nullable(),
    countryCode: countryCodeValue.nullable(),
    moderationStatus: z.enum(MODERATION_STATUSES),
    slug: z.string(),
  }),
  withCaptain: z.boolean(),
  priceLines: z.array(adminPriceLineSchema),
  rentalAmount: int(),
  serviceFeeAmount: int(),
  insuranceAmount: int(),
  discountAmount: int(),
  harbourAmount: int(),
  depositAmount: int(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  cancellationTerms: z.array(z.object({ daysBefore: int(), refundPercentage: z.number() })),
  cancellationReason: z.string().nullable(),
  downPaymentAmount: int().nullable(),
  balanceAmount: int().nullable(),
  balanceDueDate: calendarDateString.nullable(),
  tenantMessage: z.string().nullable(),
  /** Negative once the stay has begun. */
  daysBeforeStart: int(),
  paidAt: instantString.nullable(),
  acceptedAt: instantString.nullable(),
  cancelledAt: instantString.nullable(),
  updatedAt: instantString,
  payments: z.array(adminPaymentSchema),
  refunds: z.array(adminRefundSchema),
  events: z.array(adminBookingEventSchema),
  contracts: z.array(adminContractSchema),
  /** The booking's conversation, hidden and edited messages included; null when nobody wrote. */
  conversation: z
    .object({
      id: int(),
      flagged: z.boolean(),
      flagReason: z.string().nullable(),
      messages: z.array(
        z.object({
          id: int(),
          /** null for a message of the system. */
          senderId: int().nullable(),
          body: z.string(),
          hidden: z.boolean(),
          edited: z.boolean(),
          createdAt: instantString,
        }),
      ),
    })
    .nullable(),
  autorefunds: z.array(
    z.object({
      id: int(),
      reason: z.enum(AUTOREFUND_REASONS),
      status: z.enum(AUTOREFUND_STATUSES),
      proposedAmount: int(),
      approvedAmount: int().nullable(),
      decisionReason: z.string().nullable(),
      createdAt: instantString,
      decidedAt: instantString.nullable(),
    }),
  ),
  damageClaims: z.array(
    z.object({
      id: int(),
      status: z.enum(DAMAGE_STATUSES),
      amountClaimed: int(),
      amountDecided: int().nullable(),
      description: z.string(),
      createdAt: instantString,
    }),
  ),
  deposit: adminDepositSchema.nullable(),
  auditTrail: z.array(auditTrailEntrySchema),
  /** What a cancellation would refund now: all that is refundable, and each party's policy share. */
  cancellation: z.object({
    refundable: int(),
    tenantPolicyRefund: int(),
    ownerPolicyRefund: int(),
    /** On whose behalf staff may cancel it now. */
    allowedFor: z.array(z.enum(['tenant', 'owner'])),
  }),
  /** The money statement (DESIGN.md, "One money ledger") as staff see it: both parties' lines, from the ledger. */
  statement: statementSchema,
  /** Every receipt, invoice and credit note of the booking, for either party. */
  documents: z.array(moneyDocumentSchema),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;
