import { LEAD_SOURCES, LEAD_STATUSES } from '../../../shared/sales/leads.ts';

export const leadStatusChoices = LEAD_STATUSES.map((id) => ({ id, name: `bosun.sales.leadStatus.${id}` }));
export const leadSourceChoices = LEAD_SOURCES.map((id) => ({ id, name: `bosun.sales.leadSource.${id}` }));
