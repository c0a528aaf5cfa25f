import { Box, Grid, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Loading, Title, useGetList, useTranslate } from 'react-admin';
import type { SalesDashboard as Aggregates } from '../../shared/sales/leads.ts';
import { useFormats } from '../components/formats.ts';
import { LocaleDateField } from '../components/LocaleDateInput.tsx';
import { salesGet } from '../resources/leads/salesApi.ts';
import { Figure } from './Figure.tsx';

// recharts is the heaviest part of the console: it loads only when the dashboard opens.
const SalesDashboardCharts = lazy(() => import('./SalesDashboardCharts.tsx'));

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** `/admin/#/sales-dashboard`: figures and charts over one period, for the team or one teammate. */
export function SalesDashboard() {
  const translate = useTranslate();
  const format = useFormats();
  const [from, setFrom] = useState(() => daysAgo(30));
  const [to, setTo] = useState(() => daysAgo(0));
  const [assigneeId, setAssigneeId] = useState<number | ''>('');
  const { data: team = [] } = useGetList('sales-teammates', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'lastName', order: 'ASC' },
  });
  const query = new URLSearchParams({ from, to, ...(assigneeId ? { assigneeId: String(assigneeId) } : {}) });
  const { data } = useQuery({
    queryKey: ['sales-dashboard', query.toString()],
    queryFn: () => salesGet<Aggregates>(`/sales/dashboard?${query}`),
    enabled: from <= to,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="bosun.sales.dashboard.title" />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <LocaleDateField
          label={translate('bosun.sales.dashboard.from')}
          value={from}
          onChange={(day) => setFrom(day)}
        />
        <LocaleDateField
          label={translate('bosun.sales.dashboard.to')}
          value={to}
          onChange={(day) => setTo(day)}
        />
        <TextField
          select
          label={translate('bosun.sales.dashboard.teammate')}
          value={assigneeId}
          onChange={(e) => setAssigneeId(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">—</MenuItem>
          {team.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.firstName} {t.lastName}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {!data ? (
        <Loading />
      ) : (
        <>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 6, md: 2 }}>
              <Figure
                label={translate('bosun.sales.dashboard.leadsIn')}
                testId="bosun.sales.dashboard.leadsIn"
                size={1.25}
                value={format.count(data.team.leads)}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <Figure
                label={translate('bosun.sales.dashboard.quoted')}
                testId="bosun.sales.dashboard.quoted"
                size={1.25}
                value={format.count(data.team.quoted)}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <Figure
                label={translate('bosun.sales.dashboard.won')}
                testId="bosun.sales.dashboard.won"
                size={1.25}
                value={format.count(data.team.won)}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <Figure
                label={translate('bosun.sales.dashboard.booked')}
                testId="bosun.sales.dashboard.booked"
                size={1.25}
                value={format.count(data.team.booked)}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <Figure
                label={translate('bosun.sales.dashboard.revenueWon')}
                testId="bosun.sales.dashboard.revenueWon"
                size={1.25}
                value={format.euros(data.team.revenueWon)}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <Figure
                label={translate('bosun.sales.dashboard.responseTime')}
                testId="bosun.sales.dashboard.responseTime"
                size={1.25}
                value={
                  data.team.averageResponseMinutes === null
                    ? '—'
                    : format.duration(data.team.averageResponseMinutes)
                }
              />
            </Grid>
          </Grid>
          <Suspense fallback={<Loading />}>
            <SalesDashboardCharts data={data} />
          </Suspense>
        </>
      )}
    </Box>
  );
}
