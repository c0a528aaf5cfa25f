import { Chip, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { BOOKING_TABS, type BookingTab } from '../../../shared/admin/operations.ts';
import type { OperationsMethods } from '../../operationsDataProvider.ts';
import { BOOKING_TAB_KEYS, tabCount, tabOfFilter } from './choices.ts';

/** Lifecycle tabs over the bookings list; each badge counts that tab under the other filters. */
export function BookingTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OperationsMethods>();
  const translate = useTranslate();
  const { status, ...others } = filterValues;
  const { data: counts } = useQuery({
    queryKey: ['bookings', 'counts', others],
    queryFn: () => dataProvider.getBookingCounts(others),
  });
  const current = tabOfFilter(status);
  const select = (_: unknown, tab: BookingTab | 'all') =>
    setFilters(tab === 'all' ? others : { ...others, status: BOOKING_TABS[tab] }, displayedFilters);
  return (
    <Tabs
      value={current}
      onChange={select}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={translate('bosun.ops.tabs.label')}
    >
      {(['all', ...BOOKING_TAB_KEYS] as const).map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={
            <span>
              {translate(`bosun.ops.tabs.${tab}`)}{' '}
              <Chip size="small" label={tabCount(tab, counts) ?? '…'} component="span" />
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
