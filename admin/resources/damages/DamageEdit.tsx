import { Edit, type Identifier, Labeled, SimpleForm, TextField } from 'react-admin';
import { type ConfirmationRule, ConfirmingToolbar } from '../../components/ConfirmingSaveButton.tsx';
import { AuditTrailField } from '../bookings/AuditTrailField.tsx';
import { MoneyField } from '../bookings/MoneyField.tsx';
import { DamageDeposit } from './DamageDeposit.tsx';
import { DamageEvidence, TenantEvidence } from './DamageEvidence.tsx';
import { DamageInputs } from './DamageInputs.tsx';

/** Only the decision is sent, whatever else the record holds. */
export const damageDecision = (data: {
  status?: string;
  amountDecided?: number | null;
  decisionMessage?: string | null;
  collection?: 'deposit' | 'outside' | null;
}) => ({
  status: data.status,
  amountDecided: data.amountDecided ?? null,
  decisionMessage: data.decisionMessage ?? null,
  ...(data.status === 'paid' && data.collection ? { collection: data.collection } : {}),
});

/** Accepting or settling a claim takes the renter's deposit, refusing closes it: staff confirm first. */
export const damageConfirmation: ConfirmationRule<{
  id: number;
  status: string;
  bookingReference: string;
}> = (values, record, euros) => {
  if (!record || values.status === record.status) return null;
  const args = { amount: euros(values.amountDecided ?? 0), booking: record.bookingReference };
  if (values.status === 'accepted')
    return {
      title: 'bosun.ops.damages.confirmTitle',
      effect: 'bosun.ops.damages.acceptEffect',
      effectArgs: args,
    };
  if (values.status === 'paid')
    return {
      title: 'bosun.ops.damages.confirmTitle',
      effect:
        values.collection === 'outside'
          ? 'bosun.ops.damages.payOutsideEffect'
          : 'bosun.ops.damages.payEffect',
      effectArgs: args,
    };
  if (values.status === 'refused')
    return {
      title: 'bosun.ops.damages.confirmTitle',
      effect: 'bosun.ops.damages.refuseEffect',
      effectArgs: args,
    };
  return null;
};

/** `back-office/damage/edit/{id}`; the id comes from the route unless given. */
export function DamageEdit({ id }: { id?: Identifier }) {
  return (
    <Edit id={id} mutationMode="pessimistic" transform={damageDecision} redirect={false}>
      <SimpleForm toolbar={<ConfirmingToolbar confirmation={damageConfirmation} />}>
        <Labeled>
          <TextField source="bookingReference" />
        </Labeled>
        <Labeled>
          <MoneyField source="amountClaimed" />
        </Labeled>
        <Labeled>
          <MoneyField source="depositAmount" />
        </Labeled>
        <Labeled label="bosun.ops.damages.ownerSide">
          <TextField source="description" />
        </Labeled>
        <Labeled label="bosun.ops.damages.tenantSide">
          <TextField source="tenantAnswer" emptyText="bosun.ops.damages.noTenantAnswer" />
        </Labeled>
        <TenantEvidence />
        <DamageDeposit />
        <DamageEvidence />
        <DamageInputs />
        <AuditTrailField />
      </SimpleForm>
    </Edit>
  );
}
