import GroupsIcon from '@mui/icons-material/Groups';
import type { SalesTeammate } from '../../../shared/sales/leads.ts';
import { TeammateCreate } from './TeammateCreate.tsx';
import { TeammateEdit } from './TeammateEdit.tsx';
import { TeammateList } from './TeammateList.tsx';

export const salesTeammates = {
  list: TeammateList,
  edit: TeammateEdit,
  create: TeammateCreate,
  icon: GroupsIcon,
  recordRepresentation: (t: SalesTeammate) => `${t.firstName} ${t.lastName}`,
};
