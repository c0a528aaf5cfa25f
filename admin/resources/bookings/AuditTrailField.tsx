import { ArrayField, DataTable, FunctionField, useResourceContext } from 'react-admin';
import { AuditChanges } from '../../components/AuditChanges.tsx';
import { DateField, EnumField } from '../../components/LocaleFields.tsx';

interface AuditEntry {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The record's `auditTrail` (who changed what, when, and each field before and after), newest first. */
export function AuditTrailField() {
  const resource = useResourceContext() ?? '';
  return (
    <ArrayField source="auditTrail" label="bosun.ops.auditTrail">
      <DataTable bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
        <DataTable.Col source="createdAt" label="bosun.ops.when">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="actorName" label="bosun.ops.who" />
        <DataTable.Col source="action" label="bosun.ops.action">
          <EnumField source="action" group="auditAction" />
        </DataTable.Col>
        <DataTable.Col source="reason" label="bosun.ops.reason" />
        <DataTable.Col label="bosun.ops.audit.changes">
          <FunctionField
            render={(entry: AuditEntry) => (
              <AuditChanges resource={resource} before={entry.before} after={entry.after} />
            )}
          />
        </DataTable.Col>
      </DataTable>
    </ArrayField>
  );
}
