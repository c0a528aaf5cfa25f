import { ReferenceField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateField, NumberField } from '../../components/LocaleFields.tsx';
import { AuditTrailField } from '../bookings/AuditTrailField.tsx';
import { MoneyField } from '../bookings/MoneyField.tsx';
import { ApproveRefundButton } from './ApproveRefundButton.tsx';
import { autorefundReasonChoices, autorefundStatusChoices } from './choices.ts';
import { DecideRefundDialog } from './DecideRefundDialog.tsx';

function AutorefundActions() {
  return (
    <TopToolbar>
      <ApproveRefundButton />
      <DecideRefundDialog />
    </TopToolbar>
  );
}

export function AutorefundShow() {
  return (
    <Show actions={<AutorefundActions />}>
      <SimpleShowLayout>
        <ReferenceField source="bookingId" reference="bookings" link="show">
          <TextField source="reference" />
        </ReferenceField>
        <SelectField source="status" choices={autorefundStatusChoices} />
        <SelectField source="reason" choices={autorefundReasonChoices} />
        <MoneyField source="proposedAmount" />
        <MoneyField source="approvedAmount" />
        <MoneyField source="paidAmount" />
        <MoneyField source="refundedAmount" />
        <TextField source="tenantName" />
        <TextField source="decisionReason" emptyText="—" />
        <TextField source="decidedByName" emptyText="—" />
        <DateField source="createdAt" showTime />
        <DateField source="decidedAt" showTime emptyText="—" />
        <NumberField source="ageHours" />
        <AuditTrailField />
      </SimpleShowLayout>
    </Show>
  );
}
