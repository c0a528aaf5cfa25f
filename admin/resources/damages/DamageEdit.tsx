import { Edit, type Identifier, Labeled, SimpleForm, TextField } from 'react-admin';
import { AuditTrailField } from '../bookings/AuditTrailField.tsx';
import { MoneyField } from '../bookings/MoneyField.tsx';
import { DamageEvidence } from './DamageEvidence.tsx';
import { DamageInputs } from './DamageInputs.tsx';

/** Only the decision is sent, whatever else the record holds. */
export const damageDecision = (data: {
  status?: string;
  amountDecided?: number | null;
  decisionMessage?: string | null;
}) => ({
  status: data.status,
  amountDecided: data.amountDecided ?? null,
  decisionMessage: data.decisionMessage ?? null,
});

/** `back-office/damage/edit/{id}`; the id comes from the route unless given. */
export function DamageEdit({ id }: { id?: Identifier }) {
  return (
    <Edit id={id} mutationMode="pessimistic" transform={damageDecision} redirect={false}>
      <SimpleForm>
        <Labeled>
          <TextField source="bookingReference" />
        </Labeled>
        <Labeled>
          <MoneyField source="amountClaimed" />
        </Labeled>
        <Labeled>
          <MoneyField source="depositAmount" />
        </Labeled>
        <DamageEvidence />
        <DamageInputs />
        <AuditTrailField />
      </SimpleForm>
    </Edit>
  );
}
