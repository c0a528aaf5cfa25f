import { BooleanField, DataTable, EmailField, List, SelectField } from 'react-admin';
import { DateField } from '../../components/LocaleFields.tsx';
import { staffRoleChoices, statusChoices } from './choices.ts';
import { userFilters } from './userFilters.tsx';

export function UserList() {
  return (
    <List filters={userFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="show">
        <DataTable.Col source="id" />
        <DataTable.Col source="email" field={EmailField} />
        <DataTable.Col source="firstName" />
        <DataTable.Col source="lastName" />
        <DataTable.Col source="staffRole">
          <SelectField source="staffRole" choices={staffRoleChoices} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <SelectField source="status" choices={statusChoices} />
        </DataTable.Col>
        <DataTable.Col source="isOwner" field={BooleanField} />
        <DataTable.Col source="createdAt" field={DateField} />
      </DataTable>
    </List>
  );
}
