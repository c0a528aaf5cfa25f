import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/product/quote.ts';
import {
  type BookingState,
  bookingReducer,
  choiceQuery,
  initialBookingState,
  isCompleteChoice,
} from './bookingRequest.ts';

const quote: Quote = {
  available: true,
  currency: { code: 'EUR', symbol: '€', minorDigits: 2 },
  days: 2,
  halfDayPeriod: null,
  lines: [{ key: 'rental', label: 'Rental, 2 days', amount: 40000 }],
  total: 40000,
  onlineAmount: 40000,
  harbourAmount: 0,
  deposit: 100000,
  downPayment: { eligible: false, amount: null, percent: 30 },
  instantBooking: false,
};

const run = (...events: Parameters<typeof bookingReducer>[1][]): BookingState =>
  events.reduce(bookingReducer, initialBookingState);

describe('the booking box state machine', () => {
  it('quotes a complete choice and keeps the last price while the next loads', () => {
    const quoted = run({ type: 'choiceChanged', complete: true }, { type: 'quoteLoaded', quote });
    expect(quoted).toEqual({ status: 'quoted', quote });
    expect(bookingReducer(quoted, { type: 'choiceChanged', complete: true })).toEqual({
      status: 'quoting',
      previous: quote,
    });
    expect(bookingReducer(quoted, { type: 'choiceChanged', complete: false })).toEqual({
      status: 'choosing',
    });
  });

  it('shows why dates are refused', () => {
    const refused = run(
      { type: 'choiceChanged', complete: true },
      { type: 'quoteLoaded', quote: { available: false, reason: 'minimumDuration', minimumDays: 7 } },
    );
    expect(refused).toEqual({
      status: 'refused',
      reason: 'minimumDuration',
      minimumDays: 7,
      capacity: undefined,
    });
    expect(bookingReducer(refused, { type: 'bookClicked' })).toBe(refused);
  });

  it('books only a quoted choice: sign in, send, leave for checkout', () => {
    expect(run({ type: 'bookClicked' })).toEqual({ status: 'choosing' });
    const signingIn = run(
      { type: 'choiceChanged', complete: true },
      { type: 'quoteLoaded', quote },
      { type: 'bookClicked' },
    );
    expect(signingIn.status).toBe('signingIn');
    // A second click while signing in or sending changes nothing: one request only.
    expect(bookingReducer(signingIn, { type: 'bookClicked' })).toBe(signingIn);
    expect(bookingReducer(signingIn, { type: 'signInAborted' })).toEqual({ status: 'quoted', quote });
    const sending = bookingReducer(signingIn, { type: 'signedIn' });
    expect(bookingReducer(sending, { type: 'bookClicked' })).toBe(sending);
    expect(bookingReducer(sending, { type: 'choiceChanged', complete: true })).toBe(sending);
    expect(bookingReducer(sending, { type: 'sent', url: '/fr/ps/abc' })).toEqual({
      status: 'leaving',
      url: '/fr/ps/abc',
    });
  });

  it('reports dates taken meanwhile and lets the visitor choose again', () => {
    const failed = run(
      { type: 'choiceChanged', complete: true },
      { type: 'quoteLoaded', quote },
      { type: 'bookClicked' },
      { type: 'signedIn' },
      { type: 'sendFailed', message: 'Taken', datesTaken: true },
    );
    expect(failed).toMatchObject({ status: 'sendFailed', datesTaken: true, message: 'Taken' });
    expect(bookingReducer(failed, { type: 'choiceChanged', complete: true }).status).toBe('quoting');
  });

  it('asks the API for the half day or the date range chosen', () => {
    const choice = {
      dateFrom: '2031-07-01',
      dateTo: '2031-07-03',
      halfDayPeriod: null,
      people: 3,
      withCaptain: true,
    };
    expect(isCompleteChoice(choice)).toBe(true);
    expect(choiceQuery(choice).toString()).toBe(
      'dateFrom=2031-07-01&dateTo=2031-07-03&numberOfPeople=3&withCaptain=1',
    );
    const half = { ...choice, dateTo: null, halfDayPeriod: 'morning' as const, withCaptain: false };
    expect(choiceQuery(half).toString()).toBe('dateFrom=2031-07-01&halfDayPeriod=morning&numberOfPeople=3');
    expect(isCompleteChoice({ ...choice, dateTo: null })).toBe(false);
  });
});
