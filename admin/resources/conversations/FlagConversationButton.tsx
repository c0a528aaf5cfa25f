import FlagIcon from '@mui/icons-material/Flag';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button as MuiButton,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';

/** Flags a conversation with a reason, or clears the flag. */
export function FlagConversationButton() {
  const conversation = useRecordContext<{ id: number; flagged: boolean; flagReason: string | null }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!conversation) return null;
  const save = (data: { flagged: boolean; flagReason: string | null }) =>
    update(
      'conversations',
      { id: conversation.id, data, previousData: conversation },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('ra.notification.updated', { messageArgs: { smart_count: 1 }, type: 'success' });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  if (conversation.flagged)
    return (
      <Button
        label="bosun.ops.conversations.unflag"
        onClick={() => save({ flagged: false, flagReason: null })}
        disabled={isPending}
      >
        <FlagIcon />
      </Button>
    );
  return (
    <>
      <Button label="bosun.ops.conversations.flag" onClick={() => setOpen(true)}>
        <FlagIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="flag-title" fullWidth>
        <DialogTitle id="flag-title">{translate('bosun.ops.conversations.flag')}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('bosun.ops.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            multiline
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            variant="contained"
            disabled={isPending || reason.trim() === ''}
            onClick={() => save({ flagged: true, flagReason: reason.trim() })}
          >
            {translate('ra.action.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
