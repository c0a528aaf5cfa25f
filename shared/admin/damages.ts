import { z } from 'zod';
import { countryCodeValue } from '../apiValues.ts';
import { BOOKING_STATUSES } from '../catalogue/catalogue.ts';
import { damageSchema, INSPECTION_STATUSES } from '../econtracts/econtracts.ts';
import { auditTrailEntrySchema, instantString } from './auditTrail.ts';
import { adminDepositSchema, photoRefSchema } from './bookings.ts';
import { DAMAGE_COLLECTIONS, DAMAGE_STATUSES } from './operations.ts';

/** Answers of `/api/admin/damages`: owners' damage claims and staff's decisions. Amounts in minor units. */

const int = () => z.number().int();

export const damageListItemSchema = z.object({
  id: int(),
  bookingId: int(),
  bookingReference: z.string(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  listingTitle: z.string(),
  countryCode: countryCodeValue.nullable(),
  claimantId: int(),
  claimantName: z.string(),
  status: z.enum(DAMAGE_STATUSES),
  amountClaimed: int(),
  amountDecided: int().nullable(),
  /** The booking's security deposit: the most a claim may take. */
  depositAmount: int(),
  description: z.string(),
  decisionMessage: z.string().nullable(),
  /** How a paid claim was collected: captured from the deposit, or outside Bosun as staff recorded. */
  collection: z.enum(DAMAGE_COLLECTIONS).nullable(),
  createdAt: instantString,
  updatedAt: instantString,
});
export type DamageListItem = z.infer<typeof damageListItemSchema>;

/** A check-in or check-out inspection of the e-contract, as the claim compares them. */
export const damageInspectionSchema = z.object({
  id: int(),
  fuelLevel: int().nullable(),
  engineHours: z.number().nullable(),
  remarks: z.string().nullable(),
  photos: z.array(photoRefSchema),
  damages: z.array(damageSchema.extend({ x: z.number().nullable(), y: z.number().nullable() })),
  status: z.enum(['draft', ...INSPECTION_STATUSES]),
  signedAt: instantString.nullable(),
  /** The name a party typed to sign, when they typed it. */
  tenantTypedName: z.string().nullable(),
  ownerTypedName: z.string().nullable(),
  /** The signed contract's PDF, once the job made it. */
  pdfUrl: z.string().nullable(),
});

export const damageDetailSchema = damageListItemSchema.extend({
  evidence: z.array(photoRefSchema),
  /** The renter's side, in their words, when they answered the claim. */
  tenantAnswer: z.string().nullable(),
  tenantAnsweredAt: instantString.nullable(),
  /** The photos the renter's answer shows. */
  tenantEvidence: z.array(photoRefSchema).default([]),
  tenantName: z.string(),
  tenantEmail: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  checkIn: damageInspectionSchema.nullable(),
  checkOut: damageInspectionSchema.nullable(),
  deposit: adminDepositSchema.nullable(),
  auditTrail: z.array(auditTrailEntrySchema),
});
export type DamageDetail = z.infer<typeof damageDetailSchema>;
