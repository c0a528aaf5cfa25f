import DoneIcon from '@mui/icons-material/Done';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { OperationsMethods } from '../../operationsDataProvider.ts';

/**
 * Approves the proposed amount. The button is disabled from the first click until the answer
 * (pessimistic); the server approves once even if two clicks get through.
 */
export function ApproveRefundButton() {
  const record = useRecordContext<{ id: number; status: string }>();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OperationsMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);
  if (record?.status !== 'proposed') return null;
  const approve = async (event: React.MouseEvent) => {
    event.stopPropagation();
    setSaving(true);
    try {
      await dataProvider.approveAutorefund(record.id, {});
      notify('bosun.ops.autorefunds.approved', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button label="bosun.ops.autorefunds.approve" onClick={approve} disabled={saving}>
      <DoneIcon />
    </Button>
  );
}
