import { DataTable, List, SearchInput, SelectField, SelectInput } from 'react-admin';
import { DateField, NumberField } from '../../components/LocaleFields.tsx';
import { MoneyField } from '../bookings/MoneyField.tsx';
import { ApproveRefundButton } from './ApproveRefundButton.tsx';
import { AutorefundTabs } from './AutorefundTabs.tsx';
import { BulkApproveButton } from './BulkApproveButton.tsx';
import { autorefundReasonChoices } from './choices.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="reason" source="reason" choices={autorefundReasonChoices} />,
];

/** `back-office/booking/autorefunds`: the queue of refunds the system proposes, oldest first. */
export function AutorefundList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'proposed' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
    >
      <AutorefundTabs />
      <DataTable rowClick="show" bulkActionButtons={<BulkApproveButton />}>
        <DataTable.Col source="bookingReference" />
        <DataTable.Col source="reason">
          <SelectField source="reason" choices={autorefundReasonChoices} />
        </DataTable.Col>
        <DataTable.Col source="proposedAmount" field={MoneyField} />
        <DataTable.Col source="approvedAmount" field={MoneyField} />
        <DataTable.Col source="paidAmount" field={MoneyField} />
        <DataTable.Col source="tenantName" />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="ageHours" field={NumberField} />
        <DataTable.Col label="bosun.ops.action">
          <ApproveRefundButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
