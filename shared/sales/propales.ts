import { z } from 'zod';

export const PROPALE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type PropaleStatus = (typeof PROPALE_STATUSES)[number];
export const DISCOUNT_APPROVALS = ['not_needed', 'pending', 'approved'] as const;
export const INSURANCE_KEYS = [
  'cabWeather',
  'damageWaiver',
  'mondialAssistance',
  'mondialMultiRisk',
] as const;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid');

export const propaleItemInputSchema = z
  .object({
    productId: id,
    start: isoDate,
    end: isoDate,
    people: z.number().int().min(1, 'peopleInvalid').max(500, 'peopleInvalid').default(1),
    withCaptain: z.boolean().default(false),
    extraIds: z.array(id).max(30).default([]),
    insurances: z.array(z.enum(INSURANCE_KEYS)).max(4).default([]),
  })
  .refine((item) => item.end > item.start, { path: ['end'], message: 'endBeforeStart' });
export type PropaleItemInput = z.infer<typeof propaleItemInputSchema>;

const propaleFields = {
  items: z.array(propaleItemInputSchema, { error: 'itemsRequired' }).min(1, 'itemsRequired').max(5),
  discountAmount: z.number().int().min(0, 'discountInvalid'),
  validUntil: isoDate,
  message: z.string().trim().max(5000),
  languageCode: z.string().min(2).max(5).optional(),
  currencyCode: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'currencyCodeInvalid')
    .transform((c) => c.toUpperCase())
    .optional(),
};

export const propaleCreateSchema = z.object({
  leadId: id,
  ...propaleFields,
  discountAmount: propaleFields.discountAmount.default(0),
  message: propaleFields.message.default(''),
});
/** A partial PUT merges: no defaults here, since zod 4 fills a default even inside `.partial()`. */
export const propaleUpdateSchema = z.object(propaleFields).partial();

/**
 * One computed line of a quote, in EUR minor units. `label` is in the quote's language (what the
 * renter reads); `params`, `extraId` and `insuranceKey` let the console say it in the staff's.
 */
export interface PriceLine {
  key: 'rental' | 'durationDiscount' | 'captain' | 'extra' | 'insurance' | 'serviceFee';
  label: string;
  amount: number;
  params?: {
    days?: number;
    percent?: number;
    people?: number;
    halfDayPeriod?: string;
    /** An extra's or the captain's name by language, as the owner gave it. */
    names?: Record<string, string>;
  };
  extraId?: number;
  insuranceKey?: string;
}

export interface PropaleItem {
  id: number;
  position: number;
  productId: number;
  productTitle: string;
  productSlug: string;
  start: string;
  end: string;
  people: number;
  options: { withCaptain: boolean; extraIds: number[]; insurances: string[] };
  priceLines: PriceLine[];
  totalAmount: number;
}

export interface Propale {
  id: number;
  leadId: number;
  hash: string;
  status: PropaleStatus;
  createdBy: number;
  createdByName: string;
  validUntil: string | null;
  languageCode: string;
  currencyCode: string;
  message: string | null;
  subtotalAmount: number;
  discountAmount: number;
  totalAmount: number;
  discountApproval: (typeof DISCOUNT_APPROVALS)[number];
  offerPath: string;
  sentAt: string | null;
  answeredAt: string | null;
  paymentSessionHash: string | null;
  renterName: string;
  items: PropaleItem[];
  createdAt: string;
  updatedAt: string;
}

/** What the renter sees at `account/offers/{hash}`: amounts in EUR and in the display currency. */
export interface RenterOffer {
  hash: string;
  status: PropaleStatus;
  /** True when the renter can still accept: sent, not past its validity date. */
  canAnswer: boolean;
  validUntil: string | null;
  languageCode: string;
  message: string | null;
  sentAt: string | null;
  salesName: string;
  currency: { code: string; rate: number; symbol: string; minorDigits: number };
  items: Array<PropaleItem & { displayTotal: number; pictureUrl: string | null }>;
  subtotalAmount: number;
  discountAmount: number;
  totalAmount: number;
  display: { subtotal: number; discount: number; total: number };
  paymentSessionHash: string | null;
}

export const offerAcceptSchema = z.object({ itemId: id.optional() });
export const offerDeclineSchema = z.object({ reason: z.string().trim().max(1000).optional() });
