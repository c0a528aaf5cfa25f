import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { amber, blue, grey } from '@mui/material/colors';
import {
  EditButton,
  RecordContextProvider,
  ResourceContextProvider,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { HideMessageButton } from './HideMessageButton.tsx';

interface ThreadMessage {
  id: number;
  senderName: string | null;
  senderRole: 'tenant' | 'owner' | 'system';
  body: string;
  /** A line of the booking's moves (no sender): the status it moved to, worded here. */
  bookingStatus?: string | null;
  hidden: boolean;
  edited: boolean;
  createdAt: string;
}

// The renter on the left, the owner on the right, the platform (support) across the middle.
const PLACE = {
  tenant: { alignSelf: 'flex-start', bgcolor: grey[100] },
  owner: { alignSelf: 'flex-end', bgcolor: blue[50] },
  system: { alignSelf: 'center', bgcolor: amber[50] },
} as const;

function Bubble({ message }: { message: ThreadMessage }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(message.createdAt),
  );
  return (
    <Box
      component="li"
      aria-label={translate('bosun.ops.conversations.messageFrom', {
        who: message.senderName ?? translate('bosun.enums.actorRole.system'),
      })}
      sx={{
        ...PLACE[message.senderRole],
        listStyle: 'none',
        maxWidth: '75%',
        borderRadius: 2,
        px: 2,
        py: 1,
        border: 1,
        borderColor: 'divider',
        opacity: message.hidden ? 0.6 : 1,
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {/* The platform's notices have no sender's name: no dash stands for it. */}
        {[message.senderName, translate(`bosun.enums.actorRole.${message.senderRole}`), when]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', textDecoration: message.hidden ? 'line-through' : 'none' }}>
        {message.bookingStatus ? translate(`bosun.bookingStatus.${message.bookingStatus}`) : message.body}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        {message.hidden && <Chip size="small" label={translate('bosun.ops.hidden')} />}
        {message.edited && <Chip size="small" label={translate('bosun.ops.edited')} />}
        <ResourceContextProvider value="messages">
          <RecordContextProvider value={message}>
            <HideMessageButton />
            <EditButton />
          </RecordContextProvider>
        </ResourceContextProvider>
      </Stack>
    </Box>
  );
}

/** The conversation laid out as a chat, hidden and edited messages included (staff see what was said). */
export function ConversationThread() {
  const conversation = useRecordContext<{ messages?: ThreadMessage[] }>();
  const translate = useTranslate();
  // Opened from the list, the list's row stands in for the record until the full one arrives:
  // it has no messages yet.
  if (!conversation?.messages) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  return (
    <Stack
      component="ol"
      aria-label={translate('bosun.ops.conversations.thread')}
      spacing={1}
      sx={{ p: 0, m: 0 }}
    >
      {conversation.messages.map((message) => (
        <Bubble key={message.id} message={message} />
      ))}
    </Stack>
  );
}
