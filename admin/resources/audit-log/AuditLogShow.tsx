import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { AuditChanges } from '../../components/AuditChanges.tsx';
import { DateField, EnumField } from '../../components/LocaleFields.tsx';

interface AuditEntry {
  resource: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

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
        <FunctionField
          label="bosun.ops.audit.changes"
          render={(e: AuditEntry) => <AuditChanges resource={e.resource} before={e.before} after={e.after} />}
        />
      </SimpleShowLayout>
    </Show>
  );
}
