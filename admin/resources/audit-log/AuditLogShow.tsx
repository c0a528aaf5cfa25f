import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateField, EnumField } from '../../components/LocaleFields.tsx';

const json = (value: unknown) => (
  <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(value, null, 2)}</pre>
);

export function AuditLogShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="createdAt" showTime />
        <TextField source="actorName" />
        <EnumField source="resource" group="auditResource" />
        <TextField source="recordId" />
        <EnumField source="action" group="auditAction" />
        <TextField source="reason" emptyText="—" />
        <FunctionField source="before" render={(e: { before: unknown }) => json(e.before)} />
        <FunctionField source="after" render={(e: { after: unknown }) => json(e.after)} />
      </SimpleShowLayout>
    </Show>
  );
}
