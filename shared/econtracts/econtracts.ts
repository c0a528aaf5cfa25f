import { z } from 'zod';
import { DAMAGE_STATUSES } from '../admin/operations.ts';
import { instant } from '../apiValues.ts';
import { BOOKING_STATUSES, EQUIPMENT } from '../catalogue/catalogue.ts';
import {
  PAYMENT_INTENT_STATUSES,
  PAYMENT_PROVIDERS,
  sandboxConfirmRequestSchema,
} from '../checkout/payment.ts';
import { BOAT_ZONES, DAMAGE_ANSWER_MAX_PHOTOS, INSPECTION_KINDS, PHOTOS_PER_DAMAGE_MAX } from './paths.ts';

export * from './paths.ts';

/**
 * E-contracts (issue 19): the check-in and check-out inspections of a booking, signed by both
 * parties, as the API and the pages share them. Every call answers 404 to anyone but the booking's
 * tenant, the owner of its product and staff. Submissions carry the client's own id (`clientId`,
 * a UUID made on the phone), so a form replayed when the network comes back records once.
 */

export const DAMAGES_MAX = 30;
/** The owner declares a damage within this long after the check-out is signed. */
export const DAMAGE_DECLARATION_HOURS = 24;

const equipmentKeys = Object.keys(EQUIPMENT) as [keyof typeof EQUIPMENT, ...(keyof typeof EQUIPMENT)[]];
const uuid = z.string().uuid('clientIdInvalid');
const text = (max: number) => z.string().trim().max(max, 'tooLong');

export const skipperSchema = z
  .object({
    name: z.string().trim().min(2, 'skipperNameRequired').max(120, 'tooLong'),
    /** The identity document's number (passport, ID card). */
    idDocument: z.string().trim().min(3, 'idDocumentRequired').max(60, 'tooLong'),
    /** Required when the boat needs a licence (checked by the server against the listing). */
    licenceNumber: text(60).optional().default(''),
  })
  .meta({ id: 'Skipper' });

export const equipmentCheckSchema = z
  .object({
    key: z.enum(equipmentKeys),
    present: z.boolean(),
    working: z.boolean(),
  })
  .meta({ id: 'EquipmentCheck' });

export const damageSchema = z
  .object({
    /** The client's id of the damage, kept from check-in to check-out. */
    id: uuid,
    zone: z.enum(BOAT_ZONES),
    /** Where on the drawing, in % of its width and height (null when chosen by zone only). */
    x: z.number().min(0).max(100).nullable().default(null),
    y: z.number().min(0).max(100).nullable().default(null),
    description: z.string().trim().min(3, 'damageDescriptionRequired').max(500, 'tooLong'),
    photoIds: z.array(z.number().int().positive()).max(PHOTOS_PER_DAMAGE_MAX).default([]),
    /** At check-out: found now, not in the check-in. */
    isNew: z.boolean().default(false),
  })
  .meta({ id: 'DamageMark' });
export type Damage = z.infer<typeof damageSchema>;

export const inspectionInputSchema = z.object({
  clientId: uuid,
  skipper: skipperSchema,
  fuelLevel: z.number().int().min(0, 'fuelLevelInvalid').max(100, 'fuelLevelInvalid'),
  engineHours: z.number().min(0, 'engineHoursInvalid').max(100_000, 'engineHoursInvalid'),
  equipment: z.array(equipmentCheckSchema).max(40).default([]),
  damages: z.array(damageSchema).max(DAMAGES_MAX).default([]),
  remarks: text(2000).optional().default(''),
});
export type InspectionInput = z.infer<typeof inspectionInputSchema>;

export const addendumInputSchema = inspectionInputSchema;

/** One stroke point of signature_pad's toData(). */
const pointSchema = z.object({
  x: z.number().finite(),
  y: z.number().finite(),
  time: z.number().finite(),
  pressure: z.number().finite().optional(),
});
const strokeSchema = z
  .object({
    penColor: z.string().max(40).optional(),
    dotSize: z.number().optional(),
    minWidth: z.number().optional(),
    maxWidth: z.number().optional(),
    velocityFilterWeight: z.number().optional(),
    compositeOperation: z.string().max(40).optional(),
    points: z.array(pointSchema).min(1).max(5000),
  })
  .meta({ id: 'SignatureStroke' });
export const strokesSchema = z.array(strokeSchema).min(1, 'signatureRequired').max(200, 'signatureTooLong');

export const SIGNATURE_METHODS = ['drawn', 'typed'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/**
 * A drawn signature sends the pad's strokes; a typed one (for a person who cannot draw) sends the
 * full name typed and the box ticked that says it is their signature. Either way the PNG is what
 * the PDF shows: the pad's drawing, or the name rendered in a script font.
 */
export const signatureInputSchema = z
  .object({
    method: z.enum(SIGNATURE_METHODS).default('drawn'),
    strokes: z.array(strokeSchema).max(200, 'signatureTooLong').optional(),
    typedName: z.string().trim().max(120, 'tooLong').optional(),
    typedConsent: z.boolean().optional(),
    /** What the signer adds to the record they review (the other party filled it). */
    remarks: z.string().trim().max(2000, 'tooLong').optional(),
    /** The pad's (or the typed name's canvas') toDataURL('image/png'). */
    png: z
      .string()
      .max(2_000_000, 'signatureTooLong')
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'signatureInvalid'),
  })
  .superRefine((input, ctx) => {
    if (input.method === 'drawn' && !input.strokes?.length)
      ctx.addIssue({ code: 'custom', path: ['strokes'], message: 'signatureRequired' });
    if (input.method === 'typed' && (input.typedName ?? '').length < 2)
      ctx.addIssue({ code: 'custom', path: ['typedName'], message: 'typedNameRequired' });
    if (input.method === 'typed' && input.typedConsent !== true)
      ctx.addIssue({ code: 'custom', path: ['typedConsent'], message: 'typedConsentRequired' });
  });
export type SignatureInput = z.infer<typeof signatureInputSchema>;

export const photoUploadQuerySchema = z.object({
  clientId: uuid,
  takenAt: z.iso.datetime({ offset: true }).optional(),
});

export const damageClaimInputSchema = z.object({
  clientId: uuid,
  description: z.string().trim().min(10, 'claimDescriptionRequired').max(2000, 'tooLong'),
  /** The owner's estimate, EUR minor units. */
  estimateAmount: z.number().int('estimateInvalid').positive('estimateInvalid').max(100_000_000),
});

export { DAMAGE_ANSWER_MAX_PHOTOS } from './paths.ts';

/**
 * The renter's answer to a damage claim, before staff decide (one answer; a replay answers the same):
 * their words and the ids of photos they uploaded on this booking (POST econtract/photos) beforehand.
 */
export const damageAnswerInputSchema = z.object({
  text: z.string().trim().min(10, 'answerRequired').max(4000, 'tooLong'),
  photoIds: z
    .array(
      z.number().int('photoInvalid').positive('photoInvalid').max(Number.MAX_SAFE_INTEGER, 'photoInvalid'),
    )
    .max(DAMAGE_ANSWER_MAX_PHOTOS, 'tooManyPhotos')
    .default([]),
});
export type DamageAnswerInput = z.infer<typeof damageAnswerInputSchema>;

export const inspectionPhotoSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    takenAt: instant().nullable(),
    receivedAt: instant(),
  })
  .meta({ id: 'InspectionPhoto' });
export type InspectionPhoto = z.infer<typeof inspectionPhotoSchema>;

export const INSPECTION_STATUSES = ['awaiting_signatures', 'signed'] as const;

export const inspectionSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(INSPECTION_KINDS),
    /** The inspection this corrects, for an addendum. */
    addendumOf: z.number().int().nullable(),
    clientId: z.string().nullable(),
    status: z.enum(INSPECTION_STATUSES),
    skipper: z.object({ name: z.string(), idDocument: z.string(), licenceNumber: z.string() }).nullable(),
    fuelLevel: z.number().int().nullable(),
    engineHours: z.number().nullable(),
    equipment: z.array(equipmentCheckSchema),
    damages: z.array(damageSchema.extend({ x: z.number().nullable(), y: z.number().nullable() })),
    remarks: z.string(),
    photos: z.array(inspectionPhotoSchema),
    tenantSignedAt: instant().nullable(),
    ownerSignedAt: instant().nullable(),
    /** The strokes, so a page redraws a signature at any size. */
    tenantStrokes: strokesSchema.nullable(),
    ownerStrokes: strokesSchema.nullable(),
    /** How each side signed (null until they did): drawn on the pad, or typed by keyboard. */
    tenantSignatureMethod: z.enum(SIGNATURE_METHODS).nullable(),
    ownerSignatureMethod: z.enum(SIGNATURE_METHODS).nullable(),
    /** The side who filled the form: the other one reviews it and signs, and never refills it. */
    recordedBy: z.enum(['tenant', 'owner']).nullable().default(null),
    /** What each side added when signing. */
    tenantRemarks: z.string().nullable().default(null),
    ownerRemarks: z.string().nullable().default(null),
    signedAt: instant().nullable(),
    dataHash: z.string().nullable(),
    /** The PDF's path once the job made it. */
    pdfUrl: z.string().nullable(),
    createdAt: instant(),
  })
  .meta({ id: 'Inspection' });
export type Inspection = z.infer<typeof inspectionSchema>;

export const DEPOSIT_STATUSES = [
  'none',
  'requires_payment_method',
  'held',
  'release_due',
  'released',
  'capture_due',
  'captured',
] as const;

export const depositStateSchema = z
  .object({
    /** Minor units (EUR). */
    amount: z.number().int(),
    status: z.enum(DEPOSIT_STATUSES),
    /** What was (or will be) taken from it, once staff settled a claim. */
    capturedAmount: z.number().int().nullable(),
  })
  .meta({ id: 'Deposit' });
export type DepositState = z.infer<typeof depositStateSchema>;

export const econtractStateSchema = z
  .object({
    bookingId: z.number().int(),
    bookingStatus: z.enum(BOOKING_STATUSES),
    viewerSide: z.enum(['tenant', 'owner', 'staff']),
    listingTitle: z.string(),
    /** The boat type, which picks the drawing. */
    productType: z.string().nullable(),
    licenceRequired: z.boolean(),
    /** The listing's equipment, for the checklist. */
    equipmentKeys: z.array(z.string()),
    checkIn: inspectionSchema.nullable(),
    checkOut: inspectionSchema.nullable(),
    addenda: z.array(inspectionSchema),
    deposit: depositStateSchema,
    damageClaim: z
      .object({
        id: z.number().int(),
        status: z.enum(DAMAGE_STATUSES),
        amountClaimed: z.number().int(),
        amountDecided: z.number().int().nullable(),
        decisionMessage: z.string().nullable(),
        description: z.string(),
        /** The renter's answer, once given. */
        tenantAnswer: z.string().nullable(),
        /** The photos the renter's answer shows (served to the two parties and staff only). */
        tenantAnswerPhotos: z.array(inspectionPhotoSchema).default([]),
        /** Whether the viewer (the renter) may still answer: before staff decide. */
        answerable: z.boolean(),
      })
      .nullable(),
    /** Until when the owner may declare a damage (24 h after the check-out), else null. */
    damageDeclarableUntil: z.string().nullable(),
    /**
     * When the handover may be recorded (instants): the check-in from a day before the trip until its
     * end, the check-out from its last day. Outside it the page says when it opens.
     */
    handover: z
      .object({
        checkInOpensAt: instant(),
        checkInClosesAt: instant(),
        checkOutOpensAt: instant(),
        /** The harbour's: the page says the time as it reads there. */
        timeZone: z.string(),
        /** Where each window stands now, by the server's clock. */
        checkIn: z.enum(['notYet', 'open', 'closed']),
        checkOut: z.enum(['notYet', 'open']),
      })
      .nullable()
      .default(null),
  })
  .meta({ id: 'Econtract' });
export type EcontractState = z.infer<typeof econtractStateSchema>;

/** The sandbox's card form for the deposit (with Stripe, Stripe.js confirms and the body is empty). */
export const depositConfirmInputSchema = z.object({
  card: sandboxConfirmRequestSchema.omit({ clientSecret: true }).optional(),
});

export const depositIntentSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  intentId: z.string(),
  clientSecret: z.string(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
});
export type DepositIntent = z.infer<typeof depositIntentSchema>;
