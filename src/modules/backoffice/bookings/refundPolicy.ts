export interface CancellationTerm {
  daysBefore: number;
  refundPercentage: number;
}

/**
 * The refund a cancellation gives by the booking's snapshot of its policy: an owner's cancellation
 * refunds everything paid; a renter's refunds the percentage of the first term whose notice is met
 * (terms are read from the longest notice down).
 */
export function policyRefund(
  party: 'tenant' | 'owner',
  terms: readonly CancellationTerm[],
  daysBeforeStart: number,
  refundable: number,
): number {
  if (party === 'owner') return refundable;
  const term = [...terms]
    .sort((a, b) => b.daysBefore - a.daysBefore)
    .find((t) => daysBeforeStart >= t.daysBefore);
  return Math.round((refundable * (term?.refundPercentage ?? 0)) / 100);
}
