import type { GridColDef } from '@mui/x-data-grid';
import { useLocaleState, useTranslate } from 'react-admin';
import { AuditChanges } from '../../components/AuditChanges.tsx';
import ListDataGrid from '../../components/ListDataGrid.tsx';

interface AuditRow {
  id: number;
  createdAt: string;
  actorName: string | null;
  resource: string;
  recordId: string;
  action: string;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

// The audit log resource's sortable fields (src/modules/backoffice/audit-log/routes.ts).
const SORTABLE = new Set(['id', 'createdAt', 'resource', 'recordId', 'action']);

/** Who changed what and when, each change in words (field, before, after), paged by the server. */
export default function AuditLogGrid() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const columns: GridColDef<AuditRow>[] = [
    { field: 'createdAt', valueFormatter: (value: string) => when.format(new Date(value)) },
    { field: 'actorName', valueFormatter: (value: string | null) => value ?? '—' },
    {
      field: 'resource',
      valueFormatter: (value: string) => translate(`bosun.enums.auditResource.${value}`, { _: value }),
    },
    { field: 'recordId', flex: 0.6 },
    {
      field: 'action',
      valueFormatter: (value: string) => translate(`bosun.enums.auditAction.${value}`, { _: value }),
    },
    { field: 'reason', flex: 1.5, valueFormatter: (value: string | null) => value ?? '—' },
    {
      field: 'changes',
      headerName: translate('bosun.ops.audit.changes'),
      flex: 3,
      minWidth: 280,
      sortable: false,
      disableExport: true,
      renderCell: ({ row }) => <AuditChanges resource={row.resource} before={row.before} after={row.after} />,
    },
  ];
  return (
    <ListDataGrid
      columns={columns}
      sortable={SORTABLE}
      defaultSort={{ field: 'createdAt', order: 'DESC' }}
      tallRows
    />
  );
}
