import type { LeadSummary } from '../../../shared/sales/leads.ts';
import { LeadList } from './LeadList.tsx';
import { LeadShow } from './LeadShow.tsx';
import { LeadsMenuIcon } from './LeadsMenuIcon.tsx';

export const leads = {
  list: LeadList,
  show: LeadShow,
  icon: LeadsMenuIcon,
  recordRepresentation: (lead: LeadSummary) => `#${lead.id} ${lead.contactName}`,
};
