import { Alert } from '@mui/material';
import {
  FormDataConsumer,
  NumberInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useEuros } from '../../components/RefundFields.tsx';
import { toCents, toEuros } from '../bookings/MoneyField.tsx';
import { damageCollectionChoices, damageDecisionChoices } from './choices.ts';

/** What a claim can take at most: the amount claimed, within the deposit (the server's rule, said first here). */
export const damageCeiling = (claim: { amountClaimed: number; depositAmount: number }) =>
  Math.min(claim.amountClaimed, claim.depositAmount > 0 ? claim.depositAmount : claim.amountClaimed);

/** The decision: status, the amount taken from the deposit, and the message both parties receive. */
export function DamageInputs() {
  const record = useRecordContext<{ amountClaimed: number; depositAmount: number; status?: string }>();
  const translate = useTranslate();
  const euros = useEuros();
  const ceiling = record ? damageCeiling(record) : null;
  const withinDeposit = (cents: number | null) =>
    ceiling != null && cents != null && cents > ceiling
      ? { message: 'bosun.ops.damages.aboveDeposit', args: { amount: euros(ceiling) } }
      : undefined;
  return (
    <>
      {record?.status === 'payment_pending' && (
        <Alert severity="warning" data-testid="damage-payment-pending">
          {translate('bosun.ops.damages.paymentPendingHint')}
        </Alert>
      )}
      <SelectInput source="status" choices={damageDecisionChoices} />
      <NumberInput
        source="amountDecided"
        parse={toCents}
        format={toEuros}
        validate={withinDeposit}
        helperText="bosun.ops.damages.amountHint"
      />
      <FormDataConsumer<{ status?: string }>>
        {({ formData }) =>
          formData.status === 'paid' ? (
            <SelectInput source="collection" choices={damageCollectionChoices} defaultValue="deposit" />
          ) : null
        }
      </FormDataConsumer>
      <TextInput
        source="decisionMessage"
        multiline
        minRows={3}
        fullWidth
        helperText="bosun.ops.damages.messageHint"
      />
    </>
  );
}
