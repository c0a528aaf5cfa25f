import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../../../shared/catalogue/catalogue.ts';
import {
  assertTransition,
  BOOKING_TRANSITIONS,
  BookingTransitionError,
  canTransition,
  isFinal,
  nextStatuses,
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
  });
});
