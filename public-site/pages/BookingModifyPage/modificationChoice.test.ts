import { describe, expect, it } from 'vitest';
import type { ModificationOptions } from '../../../shared/bookings/trips.ts';
import { captainIsChoice, initialChoice, isUnchanged, modificationInputOf } from './modificationChoice.ts';

const options: ModificationOptions = {
  current: {
    startDate: '2031-07-14',
    endDate: '2031-07-16',
    halfDayPeriod: null,
    people: 4,
    withCaptain: false,
    extras: [{ extraId: 7, quantity: 1 }],
  },
  capacity: 6,
  sailingType: 'withOrWithoutCaptain',
  extras: [
    { id: 7, name: 'Paddle board', price: 3000, priceType: 'per_day', mandatory: false },
    { id: 8, name: 'Cleaning', price: 5000, priceType: 'per_booking', mandatory: true },
  ],
  unavailableDates: ['2031-07-20'],
  instantBooking: false,
  pending: null,
  cardProvider: 'sandbox',
};

describe('the change a renter is choosing', () => {
  it('starts from the booking as it is, which is no change', () => {
    const input = modificationInputOf(initialChoice(options), options);
    expect(input).toEqual({
      startDate: '2031-07-14',
      endDate: '2031-07-16',
      halfDayPeriod: null,
      people: 4,
      withCaptain: false,
      extras: [{ extraId: 7, quantity: 1 }],
    });
    expect(isUnchanged(input as NonNullable<typeof input>, options)).toBe(true);
  });

  it('sends nothing while only the first day is picked or the party is too large', () => {
    expect(modificationInputOf({ ...initialChoice(options), dateTo: null }, options)).toBeNull();
    expect(modificationInputOf({ ...initialChoice(options), people: 7 }, options)).toBeNull();
    expect(modificationInputOf({ ...initialChoice(options), people: 0 }, options)).toBeNull();
  });

  it('sends only optional extras, and keeps a half day only on a single day', () => {
    const choice = {
      ...initialChoice(options),
      dateTo: '2031-07-14',
      halfDayPeriod: 'morning' as const,
      extras: {},
    };
    expect(modificationInputOf(choice, options)).toMatchObject({
      endDate: '2031-07-14',
      halfDayPeriod: 'morning',
      extras: [{ extraId: 7, quantity: 0 }],
    });
    const longer = { ...choice, dateTo: '2031-07-15' };
    expect(modificationInputOf(longer, options)?.halfDayPeriod).toBeNull();
  });

  it('offers the captain as a choice only on a boat with or without one (the API’s sailing type)', () => {
    expect(captainIsChoice(options)).toBe(true);
    const choice = { ...initialChoice(options), withCaptain: true };
    expect(modificationInputOf(choice, options)?.withCaptain).toBe(true);
    expect(captainIsChoice({ sailingType: 'withCaptain' })).toBe(false);
    expect(captainIsChoice({ sailingType: 'withoutCaptain' })).toBe(false);
  });

  it('does not let the renter choose a captain the boat always has', () => {
    const withCaptain = { ...options, sailingType: 'withCaptain' as const };
    expect(modificationInputOf(initialChoice(withCaptain), withCaptain)?.withCaptain).toBe(true);
  });
});
