import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import PanToolIcon from '@mui/icons-material/PanTool';
import PhoneIcon from '@mui/icons-material/Phone';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  Link,
  TopToolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { SnoozeButton } from './SnoozeButton.tsx';
import { salesPost } from './salesApi.ts';
import { useLeadRights } from './useLeadRights.ts';

function useLeadAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return async (path: string, body: object, message: string) => {
    try {
      await salesPost(path, body);
      notify(message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['leads'] });
      refresh();
      return true;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return false;
    }
  };
}

function CloseLeadButton({ outcome }: { outcome: 'won' | 'lost' }) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const translate = useTranslate();
  const run = useLeadAction();
  if (!record) return null;
  const close = async () => {
    if (
      await run(
        `/leads/${record.id}/status`,
        { status: outcome, reason },
        'bosun.sales.notifications.updated',
      )
    )
      setOpen(false);
  };
  return (
    <>
      <Button
        label={outcome === 'won' ? 'bosun.sales.actions.markWon' : 'bosun.sales.actions.markLost'}
        onClick={() => setOpen(true)}
      >
        {outcome === 'won' ? <CheckIcon /> : <CloseIcon />}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(`bosun.sales.close.${outcome}`)}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('bosun.sales.close.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            margin="dense"
            multiline
          />
        </DialogContent>
        <DialogActions>
          <Button label="bosun.sales.actions.cancel" onClick={() => setOpen(false)} />
          <Button
            label="bosun.sales.actions.confirm"
            onClick={close}
            disabled={!reason.trim()}
            variant="contained"
          />
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * What a salesperson does on a lead, offered only when they may (useLeadRights); the server decides
 * anyway, and a refusal says why in the staff's language.
 */
export function LeadActions() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const run = useLeadAction();
  const { canChange, canTake } = useLeadRights(record);
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      {canTake && (
        <Button
          label="bosun.sales.actions.assignToMe"
          onClick={() =>
            run(
              `/leads/${record.id}/assign`,
              { assigneeId: identity?.id },
              'bosun.sales.notifications.assigned',
            )
          }
        >
          <PanToolIcon />
        </Button>
      )}
      {canChange && record.status === 'new' && (
        <Button
          label="bosun.sales.actions.markContacted"
          onClick={() =>
            run(`/leads/${record.id}/status`, { status: 'contacted' }, 'bosun.sales.notifications.updated')
          }
        >
          <PhoneIcon />
        </Button>
      )}
      {canChange && <SnoozeButton />}
      {canChange && (
        <Button
          component={Link}
          to={`/propales/create?source=${encodeURIComponent(JSON.stringify({ leadId: record.id }))}`}
          label="bosun.sales.actions.newQuote"
        >
          <AddIcon />
        </Button>
      )}
      {canChange && <CloseLeadButton outcome="won" />}
      {canChange && <CloseLeadButton outcome="lost" />}
    </TopToolbar>
  );
}
