import ForumIcon from '@mui/icons-material/Forum';
import { ConversationList } from './ConversationList.tsx';
import { ConversationShow } from './ConversationShow.tsx';

export const conversations = {
  list: ConversationList,
  show: ConversationShow,
  icon: ForumIcon,
  recordRepresentation: (c: { productTitle: string; id: number }) => `${c.productTitle} #${c.id}`,
};
