import DoneIcon from '@mui/icons-material/Done';
import { Button as MuiButton, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useEuros } from '../../components/RefundFields.tsx';
import type { OperationsMethods } from '../../operationsDataProvider.ts';
import { type DecidedAutorefund, RefundMade } from './RefundMade.tsx';

interface Proposal {
  id: number;
  status: string;
  proposedAmount: number;
  bookingReference: string;
  tenantName: string;
}

/**
 * Approves the proposed amount after staff confirm it, seeing the amount and who receives it. The
 * dialog waits for the server (pessimistic), then shows the refund made with a link to it; the
 * server approves once even if two confirmations get through.
 */
export function ApproveRefundButton() {
  const record = useRecordContext<Proposal>();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OperationsMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const euros = useEuros();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<DecidedAutorefund | null>(null);
  if (!record || (record.status !== 'proposed' && !done)) return null;

  const approve = async () => {
    setSaving(true);
    try {
      setDone(await dataProvider.approveAutorefund(record.id, {}));
      notify('bosun.ops.autorefunds.approved', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const close = () => {
    setOpen(false);
    // The list and the record show the decision once the dialog is closed.
    if (done) refresh();
  };
  return (
    <>
      <Button
        label="bosun.ops.autorefunds.approve"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        disabled={record.status !== 'proposed'}
      >
        <DoneIcon />
      </Button>
      <ConfirmDialog
        open={open}
        title={done ? 'bosun.ops.autorefunds.approved' : 'bosun.ops.autorefunds.confirmTitle'}
        confirmLabel="bosun.ops.autorefunds.confirmApprove"
        onConfirm={approve}
        onClose={close}
        saving={saving}
        actions={done && <MuiButton onClick={close}>{translate('ra.action.close')}</MuiButton>}
      >
        {done ? (
          <RefundMade autorefund={done} />
        ) : (
          <>
            <Typography>
              {translate('bosun.ops.autorefunds.confirmText', {
                amount: euros(record.proposedAmount),
                renter: record.tenantName,
                booking: record.bookingReference,
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('bosun.ops.autorefunds.cannotUndo')}
            </Typography>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
