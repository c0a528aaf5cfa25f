/**
 * The system's history codes a booking's parties read as such, whatever the status (DESIGN: whose
 * language): an approved refund, a booking change's steps, a published review, a weather
 * postponement (src/db/migrations/294_history_sentences_as_codes.sql). The server answers them with
 * their facts; the site words them (trips:systemReason.<code>).
 */
export const PARTY_HISTORY_CODES = [
  'autorefundApproved',
  'modificationRequested',
  'modificationApplied',
  'modificationDeclined',
  'modificationWithdrawn',
  'modificationPaid',
  'modificationExpired',
  'reviewPublished',
  'weatherPostponed',
] as const;
