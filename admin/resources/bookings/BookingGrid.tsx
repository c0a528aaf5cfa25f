import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { useListContext, useLocaleState, useRedirect, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';

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
 * The bookings explorer for dense work: MUI's data grid with column choice, density and CSV export,
 * over react-admin's list, so paging, sorting and the filters and tabs above it all go to the server
 * (`/api/admin/bookings` with `range`, `sort`, `filter`).
 */
export default function BookingGrid() {
  const { data, total, page, perPage, setPage, setPerPage, sort, setSort, isPending } =
    useListContext<BookingRow>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormats();
  const redirect = useRedirect();
  const label = (field: string) => translate(`resources.bookings.fields.${field}`);
  const column = (
    field: keyof BookingRow,
    rest: Partial<GridColDef<BookingRow>> = {},
  ): GridColDef<BookingRow> => ({
    field,
    headerName: label(field),
    sortable: SORTABLE.has(field),
    flex: 1,
    minWidth: 110,
    ...rest,
  });
  const columns: GridColDef<BookingRow>[] = [
    column('reference'),
    column('status', { valueFormatter: (value: string) => translate(`bosun.bookingStatus.${value}`) }),
    column('listingTitle', { flex: 2 }),
    column('countryCode', { valueFormatter: (value: string) => (value ? format.country(value) : '—') }),
    column('tenantName'),
    column('ownerName'),
    column('startDate', { valueFormatter: (value: string) => format.day(value) }),
    column('endDate', { valueFormatter: (value: string) => format.day(value) }),
    column('totalAmount', { type: 'number', valueFormatter: (value: number) => format.euros(value) }),
    column('createdAt', {
      valueFormatter: (value: string) =>
        new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(value)),
    }),
    column('id', { type: 'number', flex: 0.5 }),
  ];
  const sortModel: GridSortModel = sort?.field
    ? [{ field: sort.field, sort: sort.order === 'ASC' ? 'asc' : 'desc' }]
    : [];
  return (
    <DataGrid
      rows={data ?? []}
      columns={columns}
      rowCount={total ?? 0}
      loading={isPending}
      paginationMode="server"
      sortingMode="server"
      disableColumnFilter
      paginationModel={{ page: page - 1, pageSize: perPage }}
      onPaginationModelChange={(model) => {
        if (model.pageSize !== perPage) setPerPage(model.pageSize);
        else setPage(model.page + 1);
      }}
      pageSizeOptions={[25, 50, 100]}
      sortModel={sortModel}
      onSortModelChange={(model) =>
        setSort(
          model[0]
            ? { field: model[0].field, order: model[0].sort === 'asc' ? 'ASC' : 'DESC' }
            : { field: 'createdAt', order: 'DESC' },
        )
      }
      onRowClick={(row) => redirect('show', 'bookings', row.id)}
      showToolbar
      label={translate('resources.bookings.name', { smart_count: 2 })}
      localeText={locale === 'fr' ? frFR.components.MuiDataGrid.defaultProps.localeText : undefined}
      slotProps={{ toolbar: { csvOptions: { fileName: 'bookings', utf8WithBom: true } } }}
      disableRowSelectionOnClick
      sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
