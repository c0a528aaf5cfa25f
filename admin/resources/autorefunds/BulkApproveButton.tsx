import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import type { OperationsMethods } from '../../operationsDataProvider.ts';

/** Approves every selected proposal at its proposed amount; the server skips what is already decided. */
export function BulkApproveButton() {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OperationsMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('autorefunds');
  const [saving, setSaving] = useState(false);
  const approve = async () => {
    setSaving(true);
    try {
      const result = await dataProvider.bulkApproveAutorefunds(selectedIds);
      notify('bosun.ops.autorefunds.bulkDone', {
        type: result.skipped.length ? 'warning' : 'success',
        messageArgs: { approved: result.approved.length, skipped: result.skipped.length },
      });
      unselectAll();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button label="bosun.ops.autorefunds.bulkApprove" onClick={approve} disabled={saving}>
      <DoneAllIcon />
    </Button>
  );
}
