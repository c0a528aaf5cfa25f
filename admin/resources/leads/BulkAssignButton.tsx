import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { salesPost } from './salesApi.ts';
import { TeammateSelect } from './TeammateSelect.tsx';

/** Assigns every selected lead to one teammate in one request (all or nothing on the server). */
export function BulkAssignButton() {
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  const [assigneeId, setAssigneeId] = useState<number | ''>('');
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('leads');
  const queryClient = useQueryClient();
  const assign = async () => {
    try {
      await salesPost('/leads/assign', { ids: selectedIds, assigneeId });
      notify('bosun.sales.notifications.assigned', { type: 'success' });
      unselectAll();
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['leads'] });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button label="bosun.sales.actions.assign" onClick={() => setOpen(true)}>
        <AssignmentIndIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('bosun.sales.assign.title')}</DialogTitle>
        <DialogContent>
          <TeammateSelect value={assigneeId} onChange={setAssigneeId} />
        </DialogContent>
        <DialogActions>
          <Button label="bosun.sales.actions.cancel" onClick={() => setOpen(false)} />
          <Button
            label="bosun.sales.actions.confirm"
            onClick={assign}
            disabled={assigneeId === ''}
            variant="contained"
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
