import SendIcon from '@mui/icons-material/Send';
import { Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { OperationsMethods } from '../../operationsDataProvider.ts';

/**
 * Support's answer in the conversation, sent as the platform to both the renter and the owner. The
 * button waits for the server (pessimistic), so one click sends one message.
 */
export function ReplyBox() {
  const conversation = useRecordContext<{ id: number }>();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OperationsMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  if (!conversation) return null;
  const send = async () => {
    setSending(true);
    try {
      await dataProvider.replyToConversation(conversation.id, { body: body.trim() });
      setBody('');
      notify('bosun.ops.conversations.replySent', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <TextField
        label={translate('bosun.ops.conversations.reply')}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        multiline
        minRows={2}
        fullWidth
      />
      <Typography variant="body2" color="text.secondary">
        {translate('bosun.ops.conversations.replyHint')}
      </Typography>
      <div>
        <Button
          label="bosun.ops.conversations.send"
          onClick={send}
          disabled={sending || body.trim() === ''}
          variant="contained"
        >
          <SendIcon />
        </Button>
      </div>
    </Stack>
  );
}
