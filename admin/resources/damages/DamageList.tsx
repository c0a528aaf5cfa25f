import { DataTable, List, NumberInput, SearchInput, SelectField, SelectInput } from 'react-admin';
import { DateInput } from '../../components/LocaleDateInput.tsx';
import { DateField } from '../../components/LocaleFields.tsx';
import { MoneyField, toCents, toEuros } from '../bookings/MoneyField.tsx';
import { damageStatusChoices } from './choices.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={damageStatusChoices} alwaysOn />,
  <NumberInput
    key="amountClaimed_gte"
    source="amountClaimed_gte"
    label="bosun.ops.filters.claimedFrom"
    parse={toCents}
    format={toEuros}
  />,
  <NumberInput
    key="amountClaimed_lte"
    source="amountClaimed_lte"
    label="bosun.ops.filters.claimedTo"
    parse={toCents}
    format={toEuros}
  />,
  <DateInput key="createdAt_gte" source="createdAt_gte" label="bosun.ops.filters.from" />,
  <DateInput key="createdAt_lte" source="createdAt_lte" label="bosun.ops.filters.until" />,
];

export function DamageList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="bookingReference" />
        <DataTable.Col source="status">
          <SelectField source="status" choices={damageStatusChoices} />
        </DataTable.Col>
        <DataTable.Col source="claimantName" />
        <DataTable.Col source="amountClaimed" field={MoneyField} />
        <DataTable.Col source="amountDecided" field={MoneyField} />
        <DataTable.Col source="depositAmount" field={MoneyField} />
        <DataTable.Col source="createdAt" field={DateField} />
      </DataTable>
    </List>
  );
}
