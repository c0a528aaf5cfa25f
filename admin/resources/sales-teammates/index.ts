import GroupsIcon from '@mui/icons-material/Groups';
import type { SalesTeammate } from '../../../shared/sales/leads.ts';
import { TeammateEdit } from './TeammateEdit.tsx';
import { TeammateList } from './TeammateList.tsx';

export const salesTeammates = {
  list: TeammateList,
  edit: TeammateEdit,
  icon: GroupsIcon,
  recordRepresentation: (t: SalesTeammate) => `${t.firstName} ${t.lastName}`,
};
