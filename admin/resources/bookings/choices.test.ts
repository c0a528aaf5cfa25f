import { describe, expect, it } from 'vitest';
import { tabCount, tabOfFilter } from './choices.ts';

describe('bookings list tabs', () => {
  it('recognises the tab a status filter selects, in any order', () => {
    expect(tabOfFilter(['down_payment_paid', 'paid'])).toBe('awaitingOwner');
    expect(tabOfFilter(['accepted'])).toBe('upcoming');
    expect(tabOfFilter(undefined)).toBe('all');
    expect(tabOfFilter(['paid'])).toBe('all');
  });

  it('adds up the badge of a tab from the per-status counts', () => {
    const counts = { paid: 3, down_payment_paid: 2, accepted: 7 };
    expect(tabCount('awaitingOwner', counts)).toBe(5);
    expect(tabCount('all', counts)).toBe(12);
    expect(tabCount('done', counts)).toBe(0);
    expect(tabCount('done', undefined)).toBeUndefined();
  });
});
