import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';

/**
 * The booking lifecycle of DESIGN.md ("Data rules") as one table: for each status, the statuses it
 * may move to and who may move it there. Checkout, the owner's answer, e-contracts, jobs and the back
 * office all go through `assertTransition`, so a booking never jumps a step whoever asks.
 */
export type BookingActor = 'tenant' | 'owner' | 'staff' | 'system';

type Transitions = Partial<Record<BookingStatus, readonly BookingActor[]>>;

const CANCEL_BY_TENANT = { cancelled_by_tenant: ['tenant', 'staff'] } as const;

export const BOOKING_TRANSITIONS: Record<BookingStatus, Transitions> = {
  // unpaid sessions expire after 30 minutes
  payment_pending: {
    paid: ['system'],
    down_payment_paid: ['system'],
    expired: ['system'],
    ...CANCEL_BY_TENANT,
  },
  // paid requests wait for the owner (instant booking: the system accepts at once); 48 h, then expire
  paid: {
    accepted: ['owner', 'system'],
    declined: ['owner'],
    expired: ['system'],
    cancelled_by_owner: ['staff'],
    ...CANCEL_BY_TENANT,
  },
  down_payment_paid: {
    accepted: ['owner', 'system'],
    declined: ['owner'],
    expired: ['system'],
    cancelled_by_owner: ['staff'],
    // the balance could not be charged after the grace period
    cancelled_by_tenant: ['tenant', 'staff', 'system'],
  },
  accepted: {
    checked_in: ['tenant', 'owner'],
    cancelled_by_owner: ['owner', 'staff'],
    cancelled_by_tenant: ['tenant', 'staff', 'system'],
  },
  checked_in: { checked_out: ['tenant', 'owner'] },
  checked_out: { completed: ['system', 'staff'], damage_claimed: ['owner'] },
  completed: { reviewed: ['tenant'], damage_claimed: ['owner'] },
  reviewed: {},
  // a settled claim (paid or refused) closes the stay
  damage_claimed: { completed: ['staff', 'system'] },
  declined: {},
  expired: {},
  cancelled_by_tenant: {},
  cancelled_by_owner: {},
};

export const canTransition = (from: BookingStatus, to: BookingStatus, actor: BookingActor): boolean =>
  BOOKING_TRANSITIONS[from][to]?.includes(actor) ?? false;

/** The statuses `actor` may move a booking in `from` to. */
export const nextStatuses = (from: BookingStatus, actor: BookingActor): BookingStatus[] =>
  (Object.entries(BOOKING_TRANSITIONS[from]) as [BookingStatus, readonly BookingActor[]][])
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to);

export const isFinal = (status: BookingStatus) => Object.keys(BOOKING_TRANSITIONS[status]).length === 0;

export class BookingTransitionError extends Error {
  constructor(
    readonly from: BookingStatus,
    readonly to: BookingStatus,
    readonly actor: BookingActor,
  ) {
    super(`A booking cannot go from ${from} to ${to} (by ${actor}).`);
  }
}

export function assertTransition(from: BookingStatus, to: BookingStatus, actor: BookingActor): void {
  if (!canTransition(from, to, actor)) throw new BookingTransitionError(from, to, actor);
}

/** Which cancelled status a cancellation on behalf of one party gives. */
export const cancelledStatusFor = (party: 'tenant' | 'owner'): BookingStatus =>
  party === 'tenant' ? 'cancelled_by_tenant' : 'cancelled_by_owner';
