import { DataTable, FunctionField, List, SearchInput, TextInput } from 'react-admin';
import { AuditChanges } from '../../components/AuditChanges.tsx';
import { DateField, EnumField } from '../../components/LocaleFields.tsx';

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
        <DataTable.Col source="resource">
          <EnumField source="resource" group="auditResource" />
        </DataTable.Col>
        <DataTable.Col source="recordId" />
        <DataTable.Col source="action">
          <EnumField source="action" group="auditAction" />
        </DataTable.Col>
        <DataTable.Col source="reason" />
        <DataTable.Col label="bosun.ops.audit.changes">
          <FunctionField
            render={(e: { resource: string; before: null; after: null }) => (
              <AuditChanges resource={e.resource} before={e.before} after={e.after} />
            )}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
