/**
 * The API's error codes (`error.code`) as staff read them; the console shows these instead of the
 * server's English message (issue 24). errorsFr.ts must have the same keys; a test checks that every
 * code the back-office routes throw is here.
 */
export const errorsEn = {
  'bad-request': 'The request was not understood.',
  'validation-failed': 'Some fields are missing or invalid.',
  'invalid-list-query': 'The filter or the sort of this list is not valid.',
  'invalid-json': 'The request was not understood.',
  'invalid-value': 'A value has the wrong format.',
  'invalid-reference': 'A linked record does not exist.',
  'constraint-violated': 'A value is out of the allowed range.',
  'already-exists': 'This already exists.',
  conflict: 'This conflicts with another record, for example dates already booked.',
  unauthorized: 'Your session has ended. Sign in again.',
  forbidden: 'Your role does not allow this.',
  'csrf-token-invalid': 'The page is out of date. Reload it and try again.',
  'not-found': 'This record does not exist or is not yours to see.',
  'rate-limited': 'Too many requests. Wait a moment and try again.',
  internal: 'Something went wrong on our side. Try again in a moment.',
  'autorefund-decided': 'This refund was already decided by someone else.',
  'booking-not-cancellable': 'This booking can no longer be cancelled.',
  'damage-paid': 'A paid claim cannot change.',
  'damage-status-invalid': 'The claim cannot go to this status from its current one.',
  'dates-blocked': 'Some of these dates are already blocked.',
  'dates-booked': 'A booking holds some of these dates.',
  'lead-closed': 'This lead is already closed.',
  'own-access': 'You cannot change your own role or status; ask another admin.',
};
