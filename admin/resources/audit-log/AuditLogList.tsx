import { DataTable, DateField, List, SearchInput, TextInput } from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="resource" source="resource" alwaysOn />,
  <TextInput key="recordId" source="recordId" />,
  <TextInput key="action" source="action" />,
];

export function AuditLogList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="actorName" />
        <DataTable.Col source="resource" />
        <DataTable.Col source="recordId" />
        <DataTable.Col source="action" />
        <DataTable.Col source="reason" />
      </DataTable>
    </List>
  );
}
