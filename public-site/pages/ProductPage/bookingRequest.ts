import type { Quote, QuoteRefusal } from '../../../shared/product/quote.ts';

/**
 * The booking box as an explicit state machine (STYLE.md): choosing dates, the live quote, signing
 * in, sending the request, and leaving for checkout. Components dispatch events; only this file
 * decides what may follow what.
 */

export interface BookingChoice {
  dateFrom: string | null;
  dateTo: string | null;
  halfDayPeriod: 'morning' | 'afternoon' | null;
  people: number;
  withCaptain: boolean;
}

type AvailableQuote = Extract<Quote, { available: true }>;

export type BookingState =
  | { status: 'choosing' }
  | { status: 'quoting'; previous: AvailableQuote | null }
  | { status: 'quoted'; quote: AvailableQuote }
  | { status: 'refused'; reason: QuoteRefusal; minimumDays?: number; capacity?: number }
  | { status: 'quoteFailed'; message: string }
  | { status: 'signingIn'; quote: AvailableQuote }
  | { status: 'sending'; quote: AvailableQuote }
  | { status: 'sendFailed'; quote: AvailableQuote; message: string; datesTaken: boolean }
  | { status: 'leaving'; url: string };

export type BookingEvent =
  | { type: 'choiceChanged'; complete: boolean }
  | { type: 'quoteLoaded'; quote: Quote }
  | { type: 'quoteFailed'; message: string }
  | { type: 'bookClicked' }
  | { type: 'signedIn' }
  | { type: 'signInAborted' }
  | { type: 'sent'; url: string }
  | { type: 'sendFailed'; message: string; datesTaken: boolean };

export const initialBookingState: BookingState = { status: 'choosing' };

/** A choice is complete with a start date and either an end date or a half-day period. */
export function isCompleteChoice(choice: BookingChoice): boolean {
  return choice.dateFrom !== null && (choice.dateTo !== null || choice.halfDayPeriod !== null);
}

const quoteOf = (state: BookingState): AvailableQuote | null =>
  'quote' in state ? state.quote : state.status === 'quoting' ? state.previous : null;

export function bookingReducer(state: BookingState, event: BookingEvent): BookingState {
  // Nothing changes once the visitor is on the way to checkout.
  if (state.status === 'leaving') return state;
  switch (event.type) {
    case 'choiceChanged':
      if (state.status === 'signingIn' || state.status === 'sending') return state;
      return event.complete ? { status: 'quoting', previous: quoteOf(state) } : { status: 'choosing' };
    case 'quoteLoaded':
      if (state.status !== 'quoting') return state;
      return event.quote.available
        ? { status: 'quoted', quote: event.quote }
        : {
            status: 'refused',
            reason: event.quote.reason,
            minimumDays: event.quote.minimumDays,
            capacity: event.quote.capacity,
          };
    case 'quoteFailed':
      return state.status === 'quoting' ? { status: 'quoteFailed', message: event.message } : state;
    case 'bookClicked':
      return state.status === 'quoted' || state.status === 'sendFailed'
        ? { status: 'signingIn', quote: state.quote }
        : state;
    case 'signedIn':
      return state.status === 'signingIn' ? { status: 'sending', quote: state.quote } : state;
    case 'signInAborted':
      return state.status === 'signingIn' ? { status: 'quoted', quote: state.quote } : state;
    case 'sent':
      return state.status === 'sending' ? { status: 'leaving', url: event.url } : state;
    case 'sendFailed':
      return state.status === 'sending'
        ? { status: 'sendFailed', quote: state.quote, message: event.message, datesTaken: event.datesTaken }
        : state;
  }
}

/** The quote shown while a new one loads, so the price does not blink away. */
export function visibleQuote(state: BookingState): AvailableQuote | null {
  return quoteOf(state);
}

/** Query string of the quote and booking calls. */
export function choiceQuery(choice: BookingChoice): URLSearchParams {
  const query = new URLSearchParams();
  if (choice.dateFrom) query.set('dateFrom', choice.dateFrom);
  if (choice.halfDayPeriod) query.set('halfDayPeriod', choice.halfDayPeriod);
  else if (choice.dateTo) query.set('dateTo', choice.dateTo);
  query.set('numberOfPeople', String(choice.people));
  if (choice.withCaptain) query.set('withCaptain', '1');
  return query;
}
