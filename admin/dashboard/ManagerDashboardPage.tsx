import { Alert, Box, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Loading, Title, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { canOperate } from '../../shared/admin/operations.ts';
import { useFormats } from '../components/formats.ts';
import { LocaleDateField } from '../components/LocaleDateInput.tsx';
import type { OperationsMethods } from '../operationsDataProvider.ts';
import { defaultRange } from './dashboardRange.ts';
import { Figure } from './Figure.tsx';

const ManagerCharts = lazy(() => import('./ManagerCharts.tsx'));

/** `back-office/managerDashboard`: server aggregates for a date range and a country. */
export function ManagerDashboardPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`bosun.ops.dashboard.${key}`, options);
  const format = useFormats();
  const { permissions } = usePermissions();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OperationsMethods>();
  const [range, setRange] = useState({ ...defaultRange(), country: '' });
  const valid = /^[A-Za-z]{0,2}$/.test(range.country) && range.country.length !== 1 && range.from <= range.to;
  const { data, error, isPending } = useQuery({
    queryKey: ['dashboard', 'manager', range],
    queryFn: () => dataProvider.getManagerDashboard(range),
    enabled: valid && canOperate(permissions, 'managerDashboard'),
  });
  if (permissions && !canOperate(permissions, 'managerDashboard'))
    return <Alert severity="warning">{t('forbidden')}</Alert>;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={t('title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <LocaleDateField
          label={t('from')}
          value={range.from}
          onChange={(day) => setRange({ ...range, from: day })}
        />
        <LocaleDateField
          label={t('to')}
          value={range.to}
          onChange={(day) => setRange({ ...range, to: day })}
        />
        <TextField
          label={t('country')}
          value={range.country}
          onChange={(e) => setRange({ ...range, country: e.target.value.toUpperCase().slice(0, 2) })}
          helperText="FR, ES, IT…"
        />
      </Stack>
      {error && (
        <Alert severity="error">{translate((error as Error).message, { _: (error as Error).message })}</Alert>
      )}
      {isPending && valid && <Loading />}
      {data && (
        <Stack spacing={2}>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
            <Figure
              label={t('bookings')}
              testId={`figure-${t('bookings')}`}
              value={format.count(data.totals.bookings)}
            />
            <Figure
              label={t('confirmed')}
              testId={`figure-${t('confirmed')}`}
              value={format.count(data.totals.confirmedBookings)}
            />
            <Figure label={t('gbv')} testId={`figure-${t('gbv')}`} value={format.euros(data.totals.gbv)} />
            <Figure
              label={t('cancellationRate')}
              testId={`figure-${t('cancellationRate')}`}
              value={format.percent(data.totals.cancellationRate)}
            />
            <Figure
              label={t('refundRate')}
              testId={`figure-${t('refundRate')}`}
              value={format.percent(data.totals.refundRate)}
            />
            <Figure
              label={t('damagesOpen')}
              testId={`figure-${t('damagesOpen')}`}
              value={data.damages.open + data.damages.underReview}
            />
            <Figure
              label={t('damagesAwaitingCapture')}
              testId={`figure-${t('damagesAwaitingCapture')}`}
              value={data.damages.paymentPending}
            />
            <Figure
              label={t('damagesPaid')}
              testId={`figure-${t('damagesPaid')}`}
              value={`${format.count(data.damages.paid)} · ${format.euros(data.damages.paidAmount)}`}
            />
            <Figure
              label={t('queueSize')}
              testId={`figure-${t('queueSize')}`}
              value={data.autorefundQueue.size}
            />
            <Figure
              label={t('queueAge')}
              testId={`figure-${t('queueAge')}`}
              value={t('hours', {
                oldest: format.hours(data.autorefundQueue.oldestAgeHours),
                average: format.hours(data.autorefundQueue.averageAgeHours),
              })}
            />
          </Stack>
          <Stack
            direction="row"
            useFlexGap
            spacing={2}
            sx={{ flexWrap: 'wrap' }}
            data-testid="finance-figures"
          >
            <Figure
              label={t('commission')}
              testId={`figure-${t('commission')}`}
              value={format.euros(data.finance.totals.commission)}
            />
            <Figure
              label={t('payoutsSent')}
              testId={`figure-${t('payoutsSent')}`}
              value={format.euros(data.finance.totals.payoutsSent)}
            />
            <Figure
              label={t('payoutsPending')}
              testId={`figure-${t('payoutsPending')}`}
              value={format.euros(data.finance.totals.payoutsPending)}
            />
            <Figure
              label={t('payoutsFailed')}
              testId={`figure-${t('payoutsFailed')}`}
              value={format.euros(data.finance.totals.payoutsFailed)}
            />
          </Stack>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
            <Suspense fallback={<Loading />}>
              <ManagerCharts data={data} />
            </Suspense>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
