import CancelIcon from '@mui/icons-material/EventBusy';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Button as MuiButton,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { canOperate } from '../../../shared/admin/operations.ts';
import { DecisionReasonField, RefundAmountField, useEuros } from '../../components/RefundFields.tsx';
import type { OperationsMethods } from '../../operationsDataProvider.ts';
import { type CancelForm, cancelPayload } from './cancelPayload.ts';

interface CancellableBooking {
  id: number;
  cancellation: {
    refundable: number;
    tenantPolicyRefund: number;
    ownerPolicyRefund: number;
    allowedFor: ('tenant' | 'owner')[];
  };
}

/** Cancels on behalf of a party with the policy's refund or a chosen one, and a reason; pessimistic. */
export function CancelBookingButton() {
  const record = useRecordContext<CancellableBooking>();
  const { permissions } = usePermissions();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OperationsMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const euros = useEuros();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form, setForm] = useState<CancelForm>({
    onBehalfOf: 'tenant',
    refund: 'policy',
    amountEuros: '',
    reason: '',
  });
  if (
    !record?.cancellation ||
    !canOperate(permissions, 'cancelBooking') ||
    record.cancellation.allowedFor.length === 0
  )
    return null;
  const { cancellation } = record;
  const policy =
    form.onBehalfOf === 'tenant' ? cancellation.tenantPolicyRefund : cancellation.ownerPolicyRefund;
  const valid =
    form.reason.trim().length >= 3 && (form.refund === 'policy' || form.amountEuros.trim() !== '');

  const confirm = async () => {
    setSaving(true);
    try {
      await dataProvider.cancelBooking(record.id, cancelPayload(form));
      notify('bosun.ops.cancel.done', { type: 'success' });
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
      <Button label="bosun.ops.cancel.button" onClick={() => setOpen(true)} color="error">
        <CancelIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="cancel-booking-title" fullWidth>
        <DialogTitle id="cancel-booking-title">{translate('bosun.ops.cancel.title')}</DialogTitle>
        <DialogContent>
          <RadioGroup
            aria-label={translate('bosun.ops.cancel.onBehalfOf')}
            value={form.onBehalfOf}
            onChange={(e) => setForm({ ...form, onBehalfOf: e.target.value as CancelForm['onBehalfOf'] })}
          >
            {cancellation.allowedFor.map((party) => (
              <FormControlLabel
                key={party}
                value={party}
                control={<Radio />}
                label={translate(`bosun.ops.cancel.by.${party}`)}
              />
            ))}
          </RadioGroup>
          <RadioGroup
            aria-label={translate('bosun.ops.cancel.refund')}
            value={form.refund}
            onChange={(e) => setForm({ ...form, refund: e.target.value as CancelForm['refund'] })}
          >
            <FormControlLabel
              value="policy"
              control={<Radio />}
              label={translate('bosun.ops.cancel.policyRefund', { amount: euros(policy) })}
            />
            <FormControlLabel
              value="amount"
              control={<Radio />}
              label={translate('bosun.ops.cancel.chosenRefund')}
            />
          </RadioGroup>
          {form.refund === 'amount' && (
            <RefundAmountField
              label={translate('bosun.ops.cancel.amount')}
              value={form.amountEuros}
              onChange={(amountEuros) => setForm({ ...form, amountEuros })}
              maxCents={cancellation.refundable}
            />
          )}
          <DecisionReasonField value={form.reason} onChange={(reason) => setForm({ ...form, reason })} />
          <Typography variant="body2" color="text.secondary">
            {translate('bosun.ops.cancel.warning')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton onClick={confirm} disabled={!valid || saving} color="error" variant="contained">
            {translate('bosun.ops.cancel.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
