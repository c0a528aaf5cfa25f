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
  'invalid-character': 'Text may not contain the NUL character (U+0000).',
  'too-deeply-nested': 'The request is nested too deeply.',
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
  'refund-too-large': 'The refund is more than is left to refund on this booking.',
  'autorefund-decided': 'This refund was already decided by someone else.',
  'booking-not-cancellable': 'This booking can no longer be cancelled.',
  'booking-state-changed': 'This booking changed meanwhile. Reload it to see where it stands.',
  'damage-payment-pending': 'The amount is being taken from the deposit: the decision stands.',
  'damage-capture-pending':
    'The capture from the deposit is still being tried: the claim reads paid once it succeeds.',
  'damage-paid': 'A paid claim cannot change.',
  'payout-not-failed': 'Only a failed payout can be retried.',
  'hold-released': 'This hold is already released.',
  'damage-status-invalid': 'The claim cannot go to this status from its current one.',
  'dates-blocked': 'Some of these dates are already blocked.',
  'dates-booked': 'A booking holds some of these dates.',
  'lead-closed': 'This lead is already closed.',
  'own-access': 'You cannot change your own role or status; ask another admin.',
  'lead-not-yours': 'Only the assignee, a team lead or a manager can change this lead.',
  'lead-assign-not-allowed':
    'You can take unassigned leads and hand over your own; a team lead assigns the rest.',
  'team-lead-only': 'Only a team lead or a manager can do this.',
  'teammate-settings-team-lead-only': 'A team lead sets capacity, activity and team leads.',
  'team-lead-manager-only': 'Only a manager names team leads.',
  'staff-role-admin-only': 'Only an admin can change a staff role.',
  'user-status-manager-only': 'Only a manager or an admin can change a status.',
  'amount-above-deposit': 'A damage claim cannot take more than the deposit held on the renter’s card.',
  'damage-not-backed':
    'No deposit is held any more to take this from: choose “Paid outside Bosun” if the renter paid another way.',
};
