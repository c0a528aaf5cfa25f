import { JOB_RUN_STATES } from '../../shared/admin/jobs.ts';
import {
  ACTIVITY_TYPES,
  CANCELLATION_POLICIES,
  EXPERIENCES,
  PRODUCT_TYPE_KEYS,
  SAILING_TYPES,
  TIMES_OF_THE_DAY,
} from '../../shared/catalogue/catalogue.ts';
import { PAYMENT_KINDS } from '../../shared/checkout/payment.ts';
import { BOAT_ZONES } from '../../shared/econtracts/paths.ts';

/**
 * Every value the console shows of each enumeration, from the shared lists where they exist and from
 * the database's CHECK constraints otherwise. enumsEn.ts and enumsFr.ts translate each one, and
 * i18n.test.ts fails when a value has no words in either language.
 */
export const ENUM_VALUES = {
  productType: PRODUCT_TYPE_KEYS,
  activityType: ACTIVITY_TYPES,
  sailingType: SAILING_TYPES,
  cancellationPolicy: CANCELLATION_POLICIES,
  experience: EXPERIENCES,
  timeOfDay: TIMES_OF_THE_DAY,
  pricingUnit: ['per_boat', 'per_person'],
  productKind: ['boat', 'activity'],
  extraPriceType: ['per_booking', 'per_day', 'per_person'],
  paymentKind: PAYMENT_KINDS,
  payoutStatus: ['pending', 'sent', 'paid', 'failed'],
  ownerLedgerKind: [
    'owner_earning',
    'commission',
    'earning_adjustment',
    'payout',
    'payout_failure',
    'clawback',
  ],
  paymentStatus: [
    'requires_payment_method',
    'requires_action',
    'processing',
    'succeeded',
    'failed',
    'canceled',
  ],
  refundStatus: ['pending', 'succeeded', 'failed'],
  contractKind: ['in', 'out'],
  contractStatus: ['draft', 'awaiting_signatures', 'signed'],
  depositStatus: ['requires_payment_method', 'held', 'release_due', 'released', 'capture_due', 'captured'],
  actorRole: ['tenant', 'owner', 'staff', 'system'],
  auditAction: [
    'create',
    'update',
    'delete',
    'status',
    'assign',
    'snooze',
    'note',
    'cancel',
    'approve',
    'adjust',
    'reject',
    'moderate',
    'pictures',
    'prices',
    'block',
    'unblock',
    'edit',
    'hide',
    'unhide',
    'flag',
    'unflag',
  ],
  auditResource: [
    'autorefunds',
    'boats',
    'bookings',
    'conversations',
    'damages',
    'leads',
    'messages',
    'propales',
    'sales-settings',
    'sales-teammates',
    'users',
  ],
  outboxChannel: ['sms', 'email', 'push'],
  outboxStatus: ['queued', 'sent', 'failed', 'delivered-locally'],
  boatZone: BOAT_ZONES,
  jobRunState: JOB_RUN_STATES,
} as const;

export type EnumGroup = keyof typeof ENUM_VALUES;
export type EnumTable = { [G in EnumGroup]: Record<(typeof ENUM_VALUES)[G][number], string> };

/** Select choices for a group, labelled by their translation keys. */
export const enumChoices = (group: EnumGroup) =>
  (ENUM_VALUES[group] as readonly string[]).map((id) => ({ id, name: `bosun.enums.${group}.${id}` }));
