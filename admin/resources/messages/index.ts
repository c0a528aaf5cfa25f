import ChatIcon from '@mui/icons-material/Chat';
import { MessageEdit } from './MessageEdit.tsx';
import { MessageList } from './MessageList.tsx';

export const messages = {
  list: MessageList,
  edit: MessageEdit,
  icon: ChatIcon,
  recordRepresentation: (m: { id: number }) => `#${m.id}`,
};
