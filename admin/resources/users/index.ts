import PeopleIcon from '@mui/icons-material/People';
import type { AdminUser } from '../../../shared/admin/users.ts';
import { UserEdit } from './UserEdit.tsx';
import { UserList } from './UserList.tsx';
import { UserShow } from './UserShow.tsx';

export const users = {
  list: UserList,
  show: UserShow,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: (user: AdminUser) => `${user.firstName} ${user.lastName} <${user.email}>`,
};
