import { DataTable, List, SearchInput, SelectField, SelectInput } from 'react-admin';
import { DateField } from '../../components/LocaleFields.tsx';
import { discountApprovalChoices, propaleStatusChoices } from './choices.ts';
import { MoneyField } from './MoneyField.tsx';

const propaleFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={propaleStatusChoices} />,
  <SelectInput key="approval" source="discountApproval" choices={discountApprovalChoices} />,
];

export function PropaleList() {
  return (
    <List filters={propaleFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="show">
        <DataTable.Col source="id" />
        <DataTable.Col source="leadId" />
        <DataTable.Col source="renterName" disableSort />
        <DataTable.Col source="status">
          <SelectField source="status" choices={propaleStatusChoices} />
        </DataTable.Col>
        <DataTable.Col source="totalAmount">
          <MoneyField source="totalAmount" />
        </DataTable.Col>
        <DataTable.Col source="discountApproval">
          <SelectField source="discountApproval" choices={discountApprovalChoices} />
        </DataTable.Col>
        <DataTable.Col source="validUntil">
          <DateField source="validUntil" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="createdByName" disableSort />
        <DataTable.Col source="createdAt" field={DateField} />
      </DataTable>
    </List>
  );
}
