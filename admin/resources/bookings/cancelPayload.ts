import type { CancelBookingInput } from '../../../shared/admin/operations.ts';

export interface CancelForm {
  onBehalfOf: 'tenant' | 'owner';
  /** 'policy': the snapshot policy decides; 'amount': the manager's amount, in euros. */
  refund: 'policy' | 'amount';
  amountEuros: string;
  reason: string;
}

/** What the cancel dialog sends: no amount when the policy decides, minor units otherwise. */
export function cancelPayload(form: CancelForm): CancelBookingInput {
  const base = { onBehalfOf: form.onBehalfOf, reason: form.reason.trim() };
  if (form.refund === 'policy') return base;
  return { ...base, refundAmount: Math.round(Number(form.amountEuros.replace(',', '.')) * 100) };
}
