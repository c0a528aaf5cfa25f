import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import type { LeadSummary } from '../../../shared/sales/leads.ts';
import { LeadList } from './LeadList.tsx';
import { LeadShow } from './LeadShow.tsx';

export const leads = {
  list: LeadList,
  show: LeadShow,
  icon: ContactPhoneIcon,
  recordRepresentation: (lead: LeadSummary) => `#${lead.id} ${lead.contactName}`,
};
