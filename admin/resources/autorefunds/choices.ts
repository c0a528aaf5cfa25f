import { AUTOREFUND_REASONS, AUTOREFUND_STATUSES } from '../../../shared/admin/operations.ts';

export const autorefundStatusChoices = AUTOREFUND_STATUSES.map((id) => ({
  id,
  name: `bosun.autorefundStatus.${id}`,
}));
export const autorefundReasonChoices = AUTOREFUND_REASONS.map((id) => ({
  id,
  name: `bosun.autorefundReason.${id}`,
}));
