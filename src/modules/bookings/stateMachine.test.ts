import { describe, expect, it } from 'vitest';
import { BOOKING_ACTIONS, NEXT_ACTIONS } from '../../../shared/bookings/trips.ts';
import { BOOKING_STATUSES } from '../../../shared/catalogue/catalogue.ts';
import {
  assertTransition,
  BOOKING_STATE_DATA,
  BOOKING_TRANSITIONS,
  BookingTransitionError,
  canTransition,
  isFinal,
  nextStatuses,
  TAB_STATUSES,
  TENANT_TAB_STATUSES,
} from './stateMachine.ts';

describe('the booking state machine', () => {
  it('has an entry for every status and only targets known statuses', () => {
    expect(Object.keys(BOOKING_TRANSITIONS).sort()).toEqual([...BOOKING_STATUSES].sort());
    for (const targets of Object.values(BOOKING_TRANSITIONS))
      for (const to of Object.keys(targets)) expect(BOOKING_STATUSES).toContain(to);
  });

  it('follows the happy path: paid, accepted, checked in and out, completed, reviewed', () => {
    expect(canTransition('payment_pending', 'paid', 'system')).toBe(true);
    expect(canTransition('paid', 'accepted', 'owner')).toBe(true);
    expect(canTransition('paid', 'accepted', 'system')).toBe(true);
    expect(canTransition('accepted', 'checked_in', 'tenant')).toBe(true);
    expect(canTransition('checked_in', 'checked_out', 'owner')).toBe(true);
    expect(canTransition('checked_out', 'completed', 'system')).toBe(true);
    expect(canTransition('completed', 'reviewed', 'tenant')).toBe(true);
  });

  it('lets only the right party take each branch', () => {
    expect(canTransition('paid', 'declined', 'owner')).toBe(true);
    expect(canTransition('paid', 'declined', 'tenant')).toBe(false);
    expect(canTransition('paid', 'accepted', 'tenant')).toBe(false);
    expect(canTransition('payment_pending', 'expired', 'staff')).toBe(false);
    expect(canTransition('checked_out', 'damage_claimed', 'owner')).toBe(true);
    expect(canTransition('checked_out', 'damage_claimed', 'tenant')).toBe(false);
    expect(canTransition('damage_claimed', 'completed', 'staff')).toBe(true);
  });

  it('lets staff cancel a booking that has not started, on behalf of either party', () => {
    for (const from of ['paid', 'down_payment_paid', 'accepted'] as const) {
      expect(nextStatuses(from, 'staff')).toEqual(
        expect.arrayContaining(['cancelled_by_tenant', 'cancelled_by_owner']),
      );
    }
    expect(canTransition('checked_in', 'cancelled_by_tenant', 'staff')).toBe(false);
    expect(canTransition('completed', 'cancelled_by_owner', 'staff')).toBe(false);
  });

  it('never leaves a final status', () => {
    for (const status of [
      'reviewed',
      'declined',
      'expired',
      'cancelled_by_tenant',
      'cancelled_by_owner',
    ] as const) {
      expect(isFinal(status)).toBe(true);
      for (const actor of ['tenant', 'owner', 'staff', 'system'] as const)
        expect(nextStatuses(status, actor)).toEqual([]);
    }
    expect(isFinal('accepted')).toBe(false);
  });

  it('throws a typed error on a forbidden move', () => {
    expect(() => assertTransition('cancelled_by_tenant', 'accepted', 'staff')).toThrow(
      BookingTransitionError,
    );
    expect(() => assertTransition('accepted', 'cancelled_by_owner', 'staff')).not.toThrow();
    // a client whose request lost a race with another change gets a 409, not a 500
    expect(() => assertTransition('checked_out', 'checked_in', 'owner')).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'booking-state-changed' }),
    );
  });

  it('lets the system close a stay nobody checked out, and publish a review', () => {
    expect(canTransition('accepted', 'completed', 'system')).toBe(true);
    expect(canTransition('accepted', 'completed', 'owner')).toBe(false);
    expect(canTransition('completed', 'reviewed', 'system')).toBe(true);
  });
});

describe('what each side is asked to do (state × role)', () => {
  it('offers only actions whose status change the table allows to that side', () => {
    for (const status of BOOKING_STATUSES) {
      for (const side of ['tenant', 'owner'] as const) {
        const { next, actions } = BOOKING_STATE_DATA[status][side];
        for (const kind of next) expect(NEXT_ACTIONS).toContain(kind);
        for (const action of actions) expect(BOOKING_ACTIONS).toContain(action);
        if (actions.includes('accept')) expect(canTransition(status, 'accepted', side)).toBe(true);
        if (actions.includes('decline')) expect(canTransition(status, 'declined', side)).toBe(true);
        if (actions.includes('cancel')) {
          expect(
            canTransition(status, side === 'tenant' ? 'cancelled_by_tenant' : 'cancelled_by_owner', side),
          ).toBe(true);
        }
        // a final status moves no more; only a review (no status change) may still be written
        if (isFinal(status)) expect(actions.filter((a) => a !== 'review')).toEqual([]);
      }
    }
  });

  it('asks the owner to answer a request and the renter to wait', () => {
    expect(BOOKING_STATE_DATA.paid.owner).toEqual({
      next: ['answerRequest'],
      actions: ['accept', 'decline'],
    });
    expect(BOOKING_STATE_DATA.down_payment_paid.tenant.next).toEqual(['waitForOwner']);
    expect(BOOKING_STATE_DATA.accepted.tenant.next).toEqual(['payBalance', 'signCheckIn']);
  });

  it('puts every paid status in exactly one owner tab, and the renter tabs cover the same', () => {
    const owner = Object.values(TAB_STATUSES).flat();
    const tenant = Object.values(TENANT_TAB_STATUSES).flat();
    const paid = BOOKING_STATUSES.filter((s) => s !== 'payment_pending');
    expect([...owner].sort()).toEqual([...paid].sort());
    expect([...tenant].sort()).toEqual([...paid].sort());
  });
});
