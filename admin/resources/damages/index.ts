import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { DamageEdit } from './DamageEdit.tsx';
import { DamageList } from './DamageList.tsx';

export const damages = {
  list: DamageList,
  edit: DamageEdit,
  icon: ReportProblemIcon,
  recordRepresentation: (claim: { bookingReference: string; id: number }) =>
    `${claim.bookingReference} #${claim.id}`,
};
