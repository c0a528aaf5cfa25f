import type { BookingTab, DECLINE_REASONS as SharedDeclineReasons } from '../../../shared/bookings/trips.ts';

/**
 * The values of shared/bookings/trips.ts that the pages need in the browser. That module builds its
 * zod schemas when it loads, so importing a value from it would put zod in the pages' bundles; its
 * types are free. tripContract.test.ts checks that these stay equal to the shared ones.
 */
const segment = (value: number | string) => encodeURIComponent(String(value));
const booking = (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}`;

export const tripApi = {
  accountOverview: '/api/v6/account/overview',
  accountBookings: '/api/v6/account/bookings',
  favourites: '/api/v6/account/favourites',
  detail: (bookingId: number | string) => `${booking(bookingId)}/detail`,
  cancellation: (bookingId: number | string) => `${booking(bookingId)}/cancellation`,
  cancel: (bookingId: number | string) => `${booking(bookingId)}/cancel`,
  accept: (bookingId: number | string) => `${booking(bookingId)}/accept`,
  decline: (bookingId: number | string) => `${booking(bookingId)}/decline`,
  modification: (bookingId: number | string) => `${booking(bookingId)}/modification`,
  modificationQuote: (bookingId: number | string) => `${booking(bookingId)}/modification/quote`,
  modificationDecision: (bookingId: number | string, modificationId: number | string) =>
    `${booking(bookingId)}/modification/${segment(modificationId)}/decision`,
  modificationIntent: (bookingId: number | string, modificationId: number | string) =>
    `${booking(bookingId)}/modification/${segment(modificationId)}/payment-intent`,
  modificationWithdraw: (bookingId: number | string, modificationId: number | string) =>
    `${booking(bookingId)}/modification/${segment(modificationId)}/withdraw`,
  review: (bookingId: number | string) => `${booking(bookingId)}/review`,
} as const;

export const TENANT_TABS = [
  'upcoming',
  'requests',
  'past',
  'cancelled',
] as const satisfies readonly BookingTab[];
export const OWNER_TABS = [
  'requests',
  'upcoming',
  'inProgress',
  'past',
  'cancelled',
] as const satisfies readonly BookingTab[];
export const DECLINE_REASONS = [
  'notAvailable',
  'maintenance',
  'notSuitable',
  'other',
] as const satisfies typeof SharedDeclineReasons;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const REVIEW_COMMENT_MAX = 2000;
export const CANCEL_REASON_MAX = 500;
