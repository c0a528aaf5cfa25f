import { DataGrid, type GridColDef, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { useListContext, useLocaleState, useRedirect, useResourceContext, useTranslate } from 'react-admin';

interface ListDataGridProps<Row extends GridValidRowModel> {
  /** Columns; a column's header defaults to the resource's field label (`resources.<r>.fields.<field>`). */
  columns: GridColDef<Row>[];
  /** Fields the server sorts on (the list resource's sortable fields); other headers do not sort. */
  sortable: ReadonlySet<string>;
  /** Where the grid goes back to when its sort is cleared. */
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Rows grow with their content (a list of changes), instead of one line each. */
  tallRows?: boolean;
  /** The grid's own CSV export, of the page on screen; off where the server exports the whole list. */
  pageExport?: boolean;
}

/**
 * MUI's data grid over react-admin's list: paging and sorting go to the server as the list's
 * `range` and `sort` (`/api/admin/<resource>`), the filters and tabs above it stay react-admin's,
 * with column choice, density and CSV export, in the console's language. A row opens its record.
 */
export default function ListDataGrid<Row extends GridValidRowModel>({
  columns,
  sortable,
  defaultSort,
  tallRows = false,
  pageExport = true,
}: ListDataGridProps<Row>) {
  const { data, total, page, perPage, setPage, setPerPage, sort, setSort, isPending } = useListContext<
    Row & { id: number | string }
  >();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const redirect = useRedirect();
  const labelled = columns.map((column) => ({
    headerName: translate(`resources.${resource}.fields.${column.field}`),
    sortable: sortable.has(column.field),
    flex: 1,
    minWidth: 110,
    ...column,
  }));
  const sortModel: GridSortModel = sort?.field
    ? [{ field: sort.field, sort: sort.order === 'ASC' ? 'asc' : 'desc' }]
    : [];
  return (
    <DataGrid
      rows={data ?? []}
      columns={labelled}
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
          model[0] ? { field: model[0].field, order: model[0].sort === 'asc' ? 'ASC' : 'DESC' } : defaultSort,
        )
      }
      onRowClick={(row) => redirect('show', resource, row.id)}
      showToolbar
      label={translate(`resources.${resource}.name`, { smart_count: 2 })}
      localeText={locale === 'fr' ? frFR.components.MuiDataGrid.defaultProps.localeText : undefined}
      slotProps={{
        toolbar: {
          csvOptions: { fileName: resource, utf8WithBom: true, disableToolbarButton: !pageExport },
          printOptions: { disableToolbarButton: !pageExport },
        },
      }}
      disableRowSelectionOnClick
      getRowHeight={tallRows ? () => 'auto' : undefined}
      columnHeaderHeight={64}
      sx={{
        border: 0,
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        // A long header ("Vue la dernière fois") goes on two lines instead of ending in an ellipsis.
        '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
        ...(tallRows ? { '& .MuiDataGrid-cell': { py: 0.75 } } : {}),
      }}
    />
  );
}
