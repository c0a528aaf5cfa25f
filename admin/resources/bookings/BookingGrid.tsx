import type { GridColDef } from '@mui/x-data-grid';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import ListDataGrid from '../../components/ListDataGrid.tsx';

interface BookingRow {
  id: number;
  reference: string;
  status: string;
  listingTitle: string;
  countryCode: string;
  tenantName: string;
  ownerName: string;
  startDate: string;
  endDate: string;
  totalAmount: number;
  createdAt: string;
}

// Columns the API sorts on (the bookings list resource's fields); names are not among them.
const SORTABLE = new Set([
  'id',
  'reference',
  'status',
  'listingTitle',
  'countryCode',
  'startDate',
  'endDate',
  'totalAmount',
  'createdAt',
]);

/**
 * The bookings explorer for dense work: the console's data grid (column choice, density, CSV export)
 * over react-admin's list, so paging, sorting and the filters and tabs above it all go to the server
 * (`/api/admin/bookings` with `range`, `sort`, `filter`).
 */
export default function BookingGrid() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormats();
  const columns: GridColDef<BookingRow>[] = [
    { field: 'reference' },
    { field: 'status', valueFormatter: (value: string) => translate(`bosun.bookingStatus.${value}`) },
    { field: 'listingTitle', flex: 2 },
    { field: 'countryCode', valueFormatter: (value: string) => (value ? format.country(value) : '—') },
    { field: 'tenantName' },
    { field: 'ownerName' },
    { field: 'startDate', valueFormatter: (value: string) => format.day(value) },
    { field: 'endDate', valueFormatter: (value: string) => format.day(value) },
    { field: 'totalAmount', type: 'number', valueFormatter: (value: number) => format.euros(value) },
    {
      field: 'createdAt',
      valueFormatter: (value: string) =>
        new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(value)),
    },
    { field: 'id', type: 'number', flex: 0.5 },
  ];
  return (
    <ListDataGrid
      columns={columns}
      sortable={SORTABLE}
      defaultSort={{ field: 'createdAt', order: 'DESC' }}
      pageExport={false}
    />
  );
}
