import ScheduleIcon from '@mui/icons-material/Schedule';
import { JobList } from './JobList.tsx';

/** The Jobs page: the job engine's periodic jobs, for admins only. */
export const jobs = {
  list: JobList,
  icon: ScheduleIcon,
  options: { staffRoles: ['admin'] },
  recordRepresentation: (job: { name: string }) => job.name,
};
