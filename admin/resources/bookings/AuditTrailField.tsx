import { ArrayField, DataTable, FunctionField } from 'react-admin';
import { DateField, EnumField } from '../../components/LocaleFields.tsx';

const asJson = (value: unknown) => (value == null ? '—' : JSON.stringify(value));

/** The record's `auditTrail` (who changed what, when, before and after), newest first. */
export function AuditTrailField() {
  return (
    <ArrayField source="auditTrail" label="bosun.ops.auditTrail">
      <DataTable bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
        <DataTable.Col source="createdAt" label="bosun.ops.when" field={DateField} />
        <DataTable.Col source="actorName" label="bosun.ops.who" />
        <DataTable.Col source="action" label="bosun.ops.action">
          <EnumField source="action" group="auditAction" />
        </DataTable.Col>
        <DataTable.Col source="reason" label="bosun.ops.reason" />
        <DataTable.Col label="bosun.ops.before">
          <FunctionField render={(r: { before: unknown }) => <code>{asJson(r.before)}</code>} />
        </DataTable.Col>
        <DataTable.Col label="bosun.ops.after">
          <FunctionField render={(r: { after: unknown }) => <code>{asJson(r.after)}</code>} />
        </DataTable.Col>
      </DataTable>
    </ArrayField>
  );
}
