import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DecisionReasonField } from '../../components/RefundFields.tsx';

/**
 * Hides a message from both parties (or shows it again) once staff have read what it said and given
 * the reason the audit trail keeps; pessimistic.
 */
export function HideMessageButton() {
  const message = useRecordContext<{ id: number; hidden: boolean; body: string }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!message) return null;
  const hiding = !message.hidden;
  const confirm = () =>
    update(
      'messages',
      { id: message.id, data: { hidden: hiding, reason: reason.trim() }, previousData: message },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          setReason('');
          notify(hiding ? 'bosun.ops.messageActions.hidden' : 'bosun.ops.messageActions.shown', {
            type: 'success',
          });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <>
      <Button
        label={hiding ? 'bosun.ops.messageActions.hide' : 'bosun.ops.messageActions.unhide'}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {hiding ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </Button>
      <ConfirmDialog
        open={open}
        title={hiding ? 'bosun.ops.messageActions.hideTitle' : 'bosun.ops.messageActions.unhideTitle'}
        confirmLabel={hiding ? 'bosun.ops.messageActions.hide' : 'bosun.ops.messageActions.unhide'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        saving={isPending}
        confirmDisabled={reason.trim().length < 3}
        color={hiding ? 'error' : 'primary'}
      >
        <Typography component="blockquote" sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, my: 1 }}>
          {message.body}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(
            hiding ? 'bosun.ops.messageActions.hideEffect' : 'bosun.ops.messageActions.unhideEffect',
          )}
        </Typography>
        <DecisionReasonField value={reason} onChange={setReason} />
      </ConfirmDialog>
    </>
  );
}
