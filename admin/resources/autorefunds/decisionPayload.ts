export interface RefundDecisionForm {
  decision: 'adjust' | 'reject';
  amountEuros: string;
  reason: string;
}

export type RefundDecision =
  | { decision: 'adjust'; body: { amount: number; reason: string } }
  | { decision: 'reject'; body: { reason: string } };

/** What the decide dialog sends: an adjusted amount in minor units with its reason, or a rejection. */
export function decisionPayload(form: RefundDecisionForm): RefundDecision {
  const reason = form.reason.trim();
  if (form.decision === 'reject') return { decision: 'reject', body: { reason } };
  return {
    decision: 'adjust',
    body: { amount: Math.round(Number(form.amountEuros.replace(',', '.')) * 100), reason },
  };
}
