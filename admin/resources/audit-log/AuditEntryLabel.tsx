import { useRecordContext, useTranslate } from 'react-admin';

/** An audit entry named in the console's language: its action, then what it changed. */
export function AuditEntryLabel() {
  const entry = useRecordContext<{ resource: string; recordId: string; action: string }>();
  const translate = useTranslate();
  if (!entry) return null;
  const action = translate(`bosun.enums.auditAction.${entry.action}`, { _: entry.action });
  const resource = translate(`bosun.enums.auditResource.${entry.resource}`, { _: entry.resource });
  return <span>{`${action} · ${resource} ${entry.recordId}`}</span>;
}
