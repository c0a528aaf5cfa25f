import BugReportIcon from '@mui/icons-material/BugReport';
import { ErrorList } from './ErrorList.tsx';
import { ErrorShow } from './ErrorShow.tsx';

/** The Errors page (issue 21): groups from the embedded receiver, for admins only. */
export const errors = {
  list: ErrorList,
  show: ErrorShow,
  icon: BugReportIcon,
  options: { staffRoles: ['admin'] },
  recordRepresentation: (group: { title: string }) => group.title,
};
