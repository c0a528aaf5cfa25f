import TuneIcon from '@mui/icons-material/Tune';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button as MuiButton,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { DecisionReasonField, RefundAmountField } from '../../components/RefundFields.tsx';
import type { OperationsMethods } from '../../operationsDataProvider.ts';
import { decisionPayload, type RefundDecisionForm } from './decisionPayload.ts';

interface Proposal {
  id: number;
  status: string;
  proposedAmount: number;
  paidAmount: number;
  refundedAmount: number;
}

/** Adjust the amount (within what is left of what was paid) or reject with a reason. */
export function DecideRefundDialog() {
  const record = useRecordContext<Proposal>();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OperationsMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form, setForm] = useState<RefundDecisionForm>({ decision: 'adjust', amountEuros: '', reason: '' });
  if (record?.status !== 'proposed') return null;
  const left = record.paidAmount - record.refundedAmount;

  const submit = async () => {
    setSaving(true);
    try {
      const payload = decisionPayload(form);
      if (payload.decision === 'reject') await dataProvider.rejectAutorefund(record.id, payload.body);
      else await dataProvider.approveAutorefund(record.id, payload.body);
      notify('bosun.ops.autorefunds.decided', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button label="bosun.ops.autorefunds.decide" onClick={() => setOpen(true)}>
        <TuneIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="decide-refund-title" fullWidth>
        <DialogTitle id="decide-refund-title">{translate('bosun.ops.autorefunds.decide')}</DialogTitle>
        <DialogContent>
          <TextField
            select
            label={translate('bosun.ops.autorefunds.decision')}
            value={form.decision}
            onChange={(e) => setForm({ ...form, decision: e.target.value as RefundDecisionForm['decision'] })}
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
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton onClick={submit} disabled={saving || form.reason.trim().length < 3} variant="contained">
            {translate('ra.action.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
