import type { BookingAction, NextActionKind } from '../../../shared/bookings/trips.ts';
import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';
import { HttpError } from '../../http/errors.ts';

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
    // nobody signed the check-out: the completion job closes the stay two days after its end
    completed: ['system'],
  },
  checked_in: { checked_out: ['tenant', 'owner'] },
  checked_out: { completed: ['system', 'staff'], damage_claimed: ['owner'] },
  // the system moves it when the renter's review is published (double-blind)
  completed: { reviewed: ['tenant', 'system'], damage_claimed: ['owner'] },
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

/**
 * A move the booking's current state does not allow. Reaching a client it is a 409: the booking
 * changed under the request (the other party answered, a job ran) between its read and its write.
 */
export class BookingTransitionError extends HttpError {
  constructor(
    readonly from: BookingStatus,
    readonly to: BookingStatus,
    readonly actor: BookingActor,
  ) {
    super(409, 'booking-state-changed', `A booking cannot go from ${from} to ${to} (by ${actor}).`);
  }
}

export function assertTransition(from: BookingStatus, to: BookingStatus, actor: BookingActor): void {
  if (!canTransition(from, to, actor)) throw new BookingTransitionError(from, to, actor);
}

/** Which cancelled status a cancellation on behalf of one party gives. */
export const cancelledStatusFor = (party: 'tenant' | 'owner'): BookingStatus =>
  party === 'tenant' ? 'cancelled_by_tenant' : 'cancelled_by_owner';

/**
 * What each side is asked to do and may do in each status (Sharetribe's stateDataBooking): the
 * booking pages, the lists' next action and the inbox badges read this, never the status itself.
 * `next` lists the actions a page may put first, in order: the first whose facts hold now (a balance
 * left to pay, the day of the check-in) is the one shown. `actions` are the buttons it may show; the
 * service drops those a fact rules out (the trip already started, the request's time is up).
 */
export interface StateData {
  next: readonly NextActionKind[];
  actions: readonly BookingAction[];
}

type Side = 'tenant' | 'owner';

const NOTHING: StateData = { next: [], actions: [] };
const REQUEST: Record<Side, StateData> = {
  tenant: { next: ['waitForOwner'], actions: ['cancel', 'modify'] },
  owner: { next: ['answerRequest'], actions: ['accept', 'decline'] },
};

export const BOOKING_STATE_DATA: Record<BookingStatus, Record<Side, StateData>> = {
  payment_pending: { tenant: NOTHING, owner: NOTHING },
  paid: REQUEST,
  down_payment_paid: REQUEST,
  accepted: {
    tenant: { next: ['payBalance', 'signCheckIn'], actions: ['payBalance', 'checkIn', 'cancel', 'modify'] },
    owner: { next: ['signCheckIn'], actions: ['checkIn', 'cancel'] },
  },
  checked_in: {
    tenant: { next: ['signCheckOut'], actions: ['checkOut'] },
    owner: { next: ['signCheckOut'], actions: ['checkOut'] },
  },
  checked_out: { tenant: NOTHING, owner: NOTHING },
  completed: {
    tenant: { next: ['writeReview'], actions: ['review'] },
    owner: { next: ['writeReview'], actions: ['review'] },
  },
  // the renter's review is published; the owner may still have theirs to write
  reviewed: { tenant: NOTHING, owner: { next: ['writeReview'], actions: ['review'] } },
  damage_claimed: { tenant: NOTHING, owner: NOTHING },
  declined: { tenant: NOTHING, owner: NOTHING },
  expired: { tenant: NOTHING, owner: NOTHING },
  cancelled_by_tenant: { tenant: NOTHING, owner: NOTHING },
  cancelled_by_owner: { tenant: NOTHING, owner: NOTHING },
};

/** A request waiting for the owner: paid (or down payment paid), neither accepted nor refused. */
export const REQUEST_STATUSES: readonly BookingStatus[] = ['paid', 'down_payment_paid'];
export const isRequest = (status: BookingStatus) => REQUEST_STATUSES.includes(status);

/**
 * The statuses of each tab of account/bookings. Upcoming for a renter holds accepted trips; an
 * owner's "in progress" holds the boats out at sea. Payment-pending checkouts are in no tab.
 */
export const TAB_STATUSES: Record<
  'upcoming' | 'requests' | 'inProgress' | 'past' | 'cancelled',
  readonly BookingStatus[]
> = {
  requests: REQUEST_STATUSES,
  upcoming: ['accepted'],
  inProgress: ['checked_in'],
  past: ['checked_out', 'completed', 'reviewed', 'damage_claimed'],
  cancelled: ['declined', 'expired', 'cancelled_by_tenant', 'cancelled_by_owner'],
};

/** A renter has no "in progress" tab: a trip at sea is still upcoming for them until it ends. */
export const TENANT_TAB_STATUSES: Record<
  'upcoming' | 'requests' | 'past' | 'cancelled',
  readonly BookingStatus[]
> = {
  requests: TAB_STATUSES.requests,
  upcoming: [...TAB_STATUSES.upcoming, ...TAB_STATUSES.inProgress],
  past: TAB_STATUSES.past,
  cancelled: TAB_STATUSES.cancelled,
};

/** Statuses in which contact details of the other party are shown: accepted and not cancelled. */
export const CONTACT_STATUSES: readonly BookingStatus[] = [
  'accepted',
  'checked_in',
  'checked_out',
  'completed',
  'reviewed',
  'damage_claimed',
];

/** The e-contract pages exist while the boat is handed over: in from acceptance, out once checked in. */
export const ECONTRACT_STATUSES: Record<'in' | 'out', readonly BookingStatus[]> = {
  in: ['accepted', 'checked_in'],
  out: ['checked_in', 'checked_out'],
};

/** While a damage claim waits for staff, the renter may add photos to their answer. */
export const DAMAGE_ANSWER_STATUSES: readonly BookingStatus[] = ['damage_claimed'];
