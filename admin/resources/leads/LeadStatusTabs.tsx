import { Badge, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity, useListContext, useTranslate } from 'react-admin';
import { LEAD_STATUSES } from '../../../shared/sales/leads.ts';
import { LEADS_COUNT_KEY, type LeadsCount, salesGet } from './salesApi.ts';

/** Status queues as tabs with a count badge (Posters Galore's order tabs); counts from the server. */
export function LeadStatusTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: LEADS_COUNT_KEY,
    queryFn: () => salesGet<LeadsCount>('/leads/get-leads-count'),
  });
  const onlyMine = filterValues.assigneeId !== undefined && filterValues.assigneeId === identity?.id;
  const counts = data ? (onlyMine ? data.mine : data.all) : undefined;
  const current = typeof filterValues.status === 'string' ? filterValues.status : 'all';
  const select = (_: unknown, status: string) => {
    const next = { ...filterValues };
    if (status === 'all') delete next.status;
    else next.status = status;
    setFilters(next, displayedFilters, false);
  };
  return (
    <Tabs
      value={current}
      onChange={select}
      variant="scrollable"
      aria-label={translate('resources.leads.fields.status')}
    >
      <Tab value="all" label={translate('bosun.sales.allStatuses')} />
      {LEAD_STATUSES.map((status) => (
        <Tab
          key={status}
          value={status}
          label={
            <Badge badgeContent={counts?.[status] ?? 0} color="primary" max={9999} showZero sx={{ pr: 2.5 }}>
              {translate(`bosun.sales.leadStatus.${status}`)}
            </Badge>
          }
        />
      ))}
    </Tabs>
  );
}
