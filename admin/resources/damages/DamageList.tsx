import { DataTable, List, SearchInput, SelectField, SelectInput } from 'react-admin';
import { DateField } from '../../components/LocaleFields.tsx';
import { MoneyField } from '../bookings/MoneyField.tsx';
import { damageStatusChoices } from './choices.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={damageStatusChoices} alwaysOn />,
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
