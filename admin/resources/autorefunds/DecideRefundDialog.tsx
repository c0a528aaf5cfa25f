import TuneIcon from '@mui/icons-material/Tune';
import { Button as MuiButton, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DecisionReasonField, RefundAmountField, useEuros } from '../../components/RefundFields.tsx';
import type { OperationsMethods } from '../../operationsDataProvider.ts';
import { decisionPayload, type RefundDecisionForm } from './decisionPayload.ts';
import { type DecidedAutorefund, RefundMade } from './RefundMade.tsx';

interface Proposal {
  id: number;
  status: string;
  proposedAmount: number;
  paidAmount: number;
  refundedAmount: number;
  bookingReference: string;
  tenantName: string;
}

/**
 * Adjust the amount (within what is left of what was paid) or reject with a reason. The dialog says
 * what the decision will do before it is confirmed, and links to the refund an adjustment made.
 */
export function DecideRefundDialog() {
  const record = useRecordContext<Proposal>();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OperationsMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const euros = useEuros();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<DecidedAutorefund | null>(null);
  const [form, setForm] = useState<RefundDecisionForm>({ decision: 'adjust', amountEuros: '', reason: '' });
  if (!record || (record.status !== 'proposed' && !done)) return null;
  const left = record.paidAmount - record.refundedAmount;
  const payload = decisionPayload(form);
  const amountValid =
    payload.decision === 'reject' ||
    (form.amountEuros.trim() !== '' && Number.isInteger(payload.body.amount) && payload.body.amount >= 0);

  const submit = async () => {
    setSaving(true);
    try {
      if (payload.decision === 'reject') {
        await dataProvider.rejectAutorefund(record.id, payload.body);
        setOpen(false);
        refresh();
      } else setDone(await dataProvider.approveAutorefund(record.id, payload.body));
      notify('bosun.ops.autorefunds.decided', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const close = () => {
    setOpen(false);
    if (done) refresh();
  };
  return (
    <>
      <Button label="bosun.ops.autorefunds.decide" onClick={() => setOpen(true)} disabled={!!done}>
        <TuneIcon />
      </Button>
      <ConfirmDialog
        open={open}
        title={done ? 'bosun.ops.autorefunds.decided' : 'bosun.ops.autorefunds.decide'}
        onConfirm={submit}
        onClose={close}
        saving={saving}
        confirmDisabled={form.reason.trim().length < 3 || !amountValid}
        actions={done && <MuiButton onClick={close}>{translate('ra.action.close')}</MuiButton>}
      >
        {done ? (
          <RefundMade autorefund={done} />
        ) : (
          <>
            <TextField
              select
              label={translate('bosun.ops.autorefunds.decision')}
              value={form.decision}
              onChange={(e) =>
                setForm({ ...form, decision: e.target.value as RefundDecisionForm['decision'] })
              }
              slotProps={{ select: { native: true } }}
              margin="normal"
              fullWidth
            >
              <option value="adjust">{translate('bosun.ops.autorefunds.adjust')}</option>
              <option value="reject">{translate('bosun.ops.autorefunds.reject')}</option>
            </TextField>
            {form.decision === 'adjust' && (
              <RefundAmountField
                label={translate('bosun.ops.amount')}
                value={form.amountEuros}
                onChange={(amountEuros) => setForm({ ...form, amountEuros })}
                maxCents={left}
              />
            )}
            <DecisionReasonField value={form.reason} onChange={(reason) => setForm({ ...form, reason })} />
            <Typography variant="body2" color="text.secondary">
              {payload.decision === 'reject'
                ? translate('bosun.ops.autorefunds.rejectEffect', { renter: record.tenantName })
                : amountValid
                  ? translate('bosun.ops.autorefunds.confirmText', {
                      amount: euros(payload.body.amount),
                      renter: record.tenantName,
                      booking: record.bookingReference,
                    })
                  : ''}
            </Typography>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
