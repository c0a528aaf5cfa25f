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
    // The title takes what the others leave; dates, counts and builds keep their whole width.
    { field: 'title', flex: 1, minWidth: 260 },
    {
      field: 'project',
      flex: 0,
      width: 120,
      valueFormatter: (value: string) => translate(`bosun.errorReports.project.${value}`, { _: value }),
    },
    {
      field: 'count',
      type: 'number',
      flex: 0,
      width: 100,
      valueFormatter: (value: number) => format.count(value),
    },
    {
      field: 'lastSeenAt',
      flex: 0,
      width: 150,
      valueFormatter: (value: string) => when.format(new Date(value)),
    },
    {
      field: 'firstSeenAt',
      flex: 0,
      width: 150,
      valueFormatter: (value: string) => when.format(new Date(value)),
    },
    { field: 'release', flex: 0, width: 150, valueFormatter: (value: string | null) => value ?? '—' },
    { field: 'browser', flex: 0, width: 130, valueFormatter: (value: string | null) => value ?? '—' },
  ];
  return (
    <ListDataGrid
      columns={columns}
      sortable={SORTABLE}
      defaultSort={{ field: 'lastSeenAt', order: 'DESC' }}
    />
  );
}
