import { DataTable, List, NumberInput, SearchInput, SelectField, SelectInput } from 'react-admin';
import { DateInput } from '../../components/LocaleDateInput.tsx';
import { DateField, NumberField } from '../../components/LocaleFields.tsx';
import { MoneyField, toCents, toEuros } from '../bookings/MoneyField.tsx';
import { ApproveRefundButton } from './ApproveRefundButton.tsx';
import { AutorefundTabs } from './AutorefundTabs.tsx';
import { BulkApproveButton } from './BulkApproveButton.tsx';
import { autorefundReasonChoices } from './choices.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="reason" source="reason" choices={autorefundReasonChoices} />,
  <NumberInput
    key="proposedAmount_gte"
    source="proposedAmount_gte"
    label="bosun.ops.filters.proposedFrom"
    parse={toCents}
    format={toEuros}
  />,
  <NumberInput
    key="proposedAmount_lte"
    source="proposedAmount_lte"
    label="bosun.ops.filters.proposedTo"
    parse={toCents}
    format={toEuros}
  />,
  <DateInput key="createdAt_gte" source="createdAt_gte" label="bosun.ops.filters.from" />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label="bosun.ops.filters.until" />,
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
        {/* Hours waiting (or until decided) are worked out per row: not a sort the API offers. */}
        <DataTable.Col source="ageHours" field={NumberField} disableSort />
        <DataTable.Col label="bosun.ops.action">
          <ApproveRefundButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
