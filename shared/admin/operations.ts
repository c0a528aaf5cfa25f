import { z } from 'zod';
import type { StaffRole } from './users.ts';

/**
 * Who may do what in the operations back office (issue 6). The server enforces it on every route;
 * the console hides menus and buttons with the same table. Admins may do everything.
 * Support reads bookings and edits conversations; managers do everything here; sales only read the
 * bookings list.
 */
export const OPERATIONS_ACCESS = {
  readBookings: ['sales', 'support', 'manager', 'admin'],
  cancelBooking: ['manager', 'admin'],
  autorefunds: ['manager', 'admin'],
  damages: ['manager', 'admin'],
  boats: ['manager', 'admin'],
  // Sales pick the boats of a quote by searching them; only managers change them.
  readBoats: ['sales', 'manager', 'admin'],
  conversations: ['support', 'manager', 'admin'],
  outbox: ['support', 'manager', 'admin'],
  auditLog: ['manager', 'admin'],
  managerDashboard: ['manager', 'admin'],
  // Money that leaves: payouts, holds, owners' commissions (DESIGN.md, "Owner earnings and payouts").
  payouts: ['manager', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type OperationsAccess = keyof typeof OPERATIONS_ACCESS;

export const canOperate = (role: StaffRole | null | undefined, access: OperationsAccess) =>
  role != null && (OPERATIONS_ACCESS[access] as readonly StaffRole[]).includes(role);

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const amount = z.number({ error: 'amountInvalid' }).int('amountInvalid').min(0, 'amountInvalid');
const reason = z.string({ error: 'reasonRequired' }).trim().min(3, 'reasonRequired').max(2000);

/** `POST /api/admin/bookings/:id/cancel`. Without refundAmount the snapshot policy decides. */
export const cancelBookingSchema = z.object({
  onBehalfOf: z.enum(['tenant', 'owner'], { error: 'onBehalfOfInvalid' }),
  refundAmount: amount.optional(),
  reason,
});
export type CancelBookingInput = z.infer<typeof cancelBookingSchema>;

/** `POST /api/admin/autorefunds/:id/approve`. An amount other than the proposed one adjusts it. */
export const approveAutorefundSchema = z.object({ amount: amount.optional(), reason: reason.optional() });
export const rejectAutorefundSchema = z.object({ reason });
export const bulkApproveAutorefundsSchema = z.object({ ids: z.array(id).min(1).max(200) });

/** payment_pending: staff settled it from the deposit and the capture has not succeeded yet. */
export const DAMAGE_STATUSES = [
  'open',
  'under_review',
  'accepted',
  'payment_pending',
  'refused',
  'paid',
] as const;
export type DamageStatus = (typeof DAMAGE_STATUSES)[number];

/** `PUT /api/admin/damages/:id`: the decision and the message both parties receive. */
export const DAMAGE_COLLECTIONS = ['deposit', 'outside'] as const;

export const damageDecisionSchema = z.object({
  status: z.enum(DAMAGE_STATUSES, { error: 'statusInvalid' }).optional(),
  amountDecided: amount.nullable().optional(),
  decisionMessage: z.string().trim().max(4000).nullable().optional(),
  /**
   * How a paid claim was collected: from the deposit held on the renter's card (the default: it is
   * captured), or outside Bosun, as staff record it (the hold is then released).
   */
  collection: z.enum(DAMAGE_COLLECTIONS, { error: 'collectionInvalid' }).optional(),
});

export const MODERATION_STATUSES = ['draft', 'pending_review', 'published', 'suspended'] as const;
export const AUTOREFUND_STATUSES = ['proposed', 'approved', 'adjusted', 'rejected'] as const;
export const AUTOREFUND_REASONS = [
  'owner_declined',
  'request_expired',
  'cancellation_within_policy',
  'weather',
] as const;

/** `POST /api/admin/conversations/:id/messages`: support answers both parties as the platform. */
export const conversationReplySchema = z.object({
  body: z.string({ error: 'bodyRequired' }).trim().min(1, 'bodyRequired').max(10000),
});

/** `PUT /api/admin/conversations/:id`. */
export const conversationUpdateSchema = z.object({
  flagged: z.boolean().optional(),
  flagReason: z.string().trim().max(1000).nullable().optional(),
});

/**
 * `PUT /api/admin/messages/:id`: the original text stays in the audit trail. Editing or hiding what
 * someone wrote always says why (issue 24).
 */
export const messageUpdateSchema = z.object({
  body: z.string().trim().min(1, 'bodyRequired').max(10000).optional(),
  hidden: z.boolean().optional(),
  reason,
});

/** Tabs of the bookings list: lifecycle stages, each a set of statuses. */
export const BOOKING_TABS = {
  awaitingPayment: ['payment_pending'],
  awaitingOwner: ['paid', 'down_payment_paid'],
  upcoming: ['accepted'],
  onBoard: ['checked_in', 'checked_out'],
  done: ['completed', 'reviewed'],
  damage: ['damage_claimed'],
  cancelled: ['declined', 'expired', 'cancelled_by_tenant', 'cancelled_by_owner'],
} as const;
export type BookingTab = keyof typeof BOOKING_TABS;

/** Bookings that count as sold (gross booking value): paid at least in part and not cancelled. */
export const CONFIRMED_STATUSES = [
  'paid',
  'down_payment_paid',
  'accepted',
  'checked_in',
  'checked_out',
  'completed',
  'reviewed',
  'damage_claimed',
] as const;
export const CANCELLED_STATUSES = [
  'declined',
  'expired',
  'cancelled_by_tenant',
  'cancelled_by_owner',
] as const;
