import type { GridColDef } from '@mui/x-data-grid';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import ListDataGrid from '../../components/ListDataGrid.tsx';

interface ErrorGroupRow {
  id: number;
  title: string;
  project: string;
  count: number;
  firstSeenAt: string;
  lastSeenAt: string;
  release: string | null;
  browser: string | null;
}

// The errors resource's sortable fields (src/modules/errors/repository.ts).
const SORTABLE = new Set([
  'id',
  'title',
  'project',
  'count',
  'firstSeenAt',
  'lastSeenAt',
  'release',
  'browser',
]);

/** Error groups on the console's data grid: what broke, how often, since when, in which build. */
export default function ErrorGrid() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormats();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const columns: GridColDef<ErrorGroupRow>[] = [
    { field: 'title', flex: 3, minWidth: 240 },
    {
      field: 'project',
      valueFormatter: (value: string) => translate(`bosun.errorReports.project.${value}`, { _: value }),
    },
    { field: 'count', type: 'number', flex: 0.6, valueFormatter: (value: number) => format.count(value) },
    { field: 'lastSeenAt', valueFormatter: (value: string) => when.format(new Date(value)) },
    { field: 'firstSeenAt', valueFormatter: (value: string) => when.format(new Date(value)) },
    { field: 'release', valueFormatter: (value: string | null) => value ?? '—' },
    { field: 'browser', valueFormatter: (value: string | null) => value ?? '—' },
  ];
  return (
    <ListDataGrid
      columns={columns}
      sortable={SORTABLE}
      defaultSort={{ field: 'lastSeenAt', order: 'DESC' }}
    />
  );
}
