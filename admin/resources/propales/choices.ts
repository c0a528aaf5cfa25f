import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { DISCOUNT_APPROVALS, INSURANCE_KEYS, PROPALE_STATUSES } from '../../../shared/sales/propales.ts';

export const propaleStatusChoices = PROPALE_STATUSES.map((id) => ({
  id,
  name: `bosun.sales.propaleStatus.${id}`,
}));
export const discountApprovalChoices = DISCOUNT_APPROVALS.map((id) => ({
  id,
  name: `bosun.sales.discountApproval.${id}`,
}));
export const insuranceChoices = INSURANCE_KEYS.map((id) => ({ id, name: `bosun.sales.insurance.${id}` }));
export const languageChoices = LANGUAGES.map((l) => ({ id: l.code, name: l.name }));
