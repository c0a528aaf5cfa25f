import SnoozeIcon from '@mui/icons-material/Snooze';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import { LocaleDateField } from '../../components/LocaleDateInput.tsx';
import { salesPost } from './salesApi.ts';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Snoozes the lead's review to a date with a reason; the lead comes back on that date. */
export function SnoozeButton() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [until, setUntil] = useState(tomorrow);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const format = useFormats();
  if (!record || record.status === 'won' || record.status === 'lost') return null;
  const snooze = async () => {
    try {
      await salesPost(`/leads/${record.id}/snooze-review`, { until, reason });
      notify('bosun.sales.notifications.snoozed', {
        type: 'success',
        messageArgs: { date: format.day(until) },
      });
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['leads'] });
      refresh();
    } catch (error) {
      const fields = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (fields) setErrors(fields);
      else notify((error as Error).message, { type: 'error' });
    }
  };
  const fieldError = (name: string) => (errors[name] ? translate(errors[name]) : undefined);
  return (
    <>
      <Button label="bosun.sales.actions.snooze" onClick={() => setOpen(true)}>
        <SnoozeIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('bosun.sales.snooze.title')}</DialogTitle>
        <DialogContent>
          <LocaleDateField
            label={translate('bosun.sales.snooze.until')}
            value={until}
            onChange={(day) => setUntil(day)}
            fullWidth
            margin="dense"
            min={tomorrow()}
            error={!!errors.until}
            helperText={fieldError('until')}
          />
          <TextField
            label={translate('bosun.sales.snooze.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            margin="dense"
            multiline
            error={!!errors.reason}
            helperText={fieldError('reason')}
          />
        </DialogContent>
        <DialogActions>
          <Button label="bosun.sales.actions.cancel" onClick={() => setOpen(false)} />
          <Button label="bosun.sales.actions.confirm" onClick={snooze} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
}
