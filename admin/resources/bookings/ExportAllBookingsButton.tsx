import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * Downloads every booking under the list's filters and tabs, in its order, as CSV that the server
 * streams (`/api/admin/bookings/export`): the explorer shows a page, the export is the whole list.
 */
export function ExportAllBookingsButton() {
  const { filterValues, sort } = useListContext();
  const translate = useTranslate();
  const query = new URLSearchParams({ filter: JSON.stringify(filterValues ?? {}) });
  if (sort?.field) query.set('sort', JSON.stringify([sort.field, sort.order]));
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      href={`/api/admin/bookings/export?${query}`}
      download="bosun-bookings.csv"
    >
      {translate('bosun.ops.exportAll')}
    </Button>
  );
}
