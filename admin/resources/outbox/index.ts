import OutboxIcon from '@mui/icons-material/Outbox';
import { OutboxList } from './OutboxList.tsx';
import { OutboxShow } from './OutboxShow.tsx';

export const outbox = {
  list: OutboxList,
  show: OutboxShow,
  icon: OutboxIcon,
  recordRepresentation: (m: { recipient: string; subject: string | null }) =>
    `${m.recipient}: ${m.subject ?? ''}`,
};
