import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { toCents, toEuros } from '../bookings/MoneyField.tsx';
import { damageStatusChoices } from './choices.ts';

/** The decision: status, the amount taken from the deposit, and the message both parties receive. */
export function DamageInputs() {
  return (
    <>
      <SelectInput source="status" choices={damageStatusChoices} />
      <NumberInput
        source="amountDecided"
        parse={toCents}
        format={toEuros}
        helperText="bosun.ops.damages.amountHint"
      />
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
