import { Chip, Tab, Tabs } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { AUTOREFUND_STATUSES } from '../../../shared/admin/operations.ts';

function StatusBadge({ status }: { status: string }) {
  const { total } = useGetList('autorefunds', { filter: { status }, pagination: { page: 1, perPage: 1 } });
  return <Chip size="small" label={total ?? '…'} component="span" />;
}

/** The queue (proposed) and the decided refunds, with a count per tab. */
export function AutorefundTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  return (
    <Tabs
      value={filterValues.status ?? 'proposed'}
      onChange={(_, status) => setFilters({ ...filterValues, status }, displayedFilters)}
      aria-label={translate('bosun.ops.tabs.label')}
    >
      {AUTOREFUND_STATUSES.map((status) => (
        <Tab
          key={status}
          value={status}
          label={
            <span>
              {translate(`bosun.autorefundStatus.${status}`)} <StatusBadge status={status} />
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
