import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ManagerDashboard } from '../../shared/admin/dashboard.ts';
import { useFormats } from '../components/formats.ts';

const toEuros = <T extends { gbv: number }>(rows: T[]) => rows.map((r) => ({ ...r, gbvEuros: r.gbv / 100 }));

function ChartCard({
  title,
  children,
  height = 260,
}: {
  title: string;
  children: React.ReactElement;
  height?: number;
}) {
  return (
    <Card sx={{ flex: '1 1 420px', minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <ResponsiveContainer width="100%" height={height}>
          {children}
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}

/**
 * The recharts part of the dashboard, loaded lazily (recharts is the heaviest chunk). Every axis,
 * category and tooltip speaks the console's language: money as money, countries and boat types by name.
 */
export default function ManagerCharts({ data }: { data: ManagerDashboard }) {
  const translate = useTranslate();
  const format = useFormats();
  const t = (key: string) => translate(`bosun.ops.dashboard.${key}`);
  const boatType = (key: string) =>
    key === 'activity'
      ? translate('bosun.enums.productKind.activity')
      : translate(`bosun.enums.productType.${key}`);
  // Tooltips show each series in its unit; the series are told apart by their dataKey.
  const value = (amount: unknown, _name: unknown, item: { dataKey?: unknown }) =>
    item.dataKey === 'gbvEuros' ? format.euros(Number(amount) * 100) : format.count(Number(amount));
  const period = (p: unknown) => format.period(String(p), data.range.bucket);
  const finance = data.finance.overTime.map((row) => ({
    period: row.period,
    commission: row.commission / 100,
    payoutsSent: row.payoutsSent / 100,
    payoutsPending: row.payoutsPending / 100,
    payoutsFailed: row.payoutsFailed / 100,
  }));
  const euros = (amount: unknown) => format.euros(Math.round(Number(amount) * 100));
  const byCountry = toEuros(data.byCountry).map((row) => ({ ...row, name: format.country(row.key) }));
  const byBoatType = toEuros(data.byBoatType).map((row) => ({ ...row, name: boatType(row.key) }));
  return (
    <>
      <ChartCard title={t('overTime')}>
        <LineChart data={toEuros(data.overTime)} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="period" tickFormatter={period} />
          <YAxis yAxisId="left" allowDecimals={false} tickFormatter={format.count} />
          <YAxis yAxisId="right" orientation="right" width={80} tickFormatter={format.eurosAxis} />
          <Tooltip formatter={value} labelFormatter={period} />
          <Legend />
          <Line
            yAxisId="left"
            type="monotone"
            dataKey="bookings"
            name={t('bookings')}
            stroke="#1565c0"
            dot={false}
          />
          <Line
            yAxisId="right"
            type="monotone"
            dataKey="gbvEuros"
            name={t('gbv')}
            stroke="#2e7d32"
            dot={false}
          />
        </LineChart>
      </ChartCard>
      <ChartCard title={t('finance')}>
        <BarChart data={finance} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="period" tickFormatter={period} />
          <YAxis width={80} tickFormatter={format.eurosAxis} />
          <Tooltip formatter={euros} labelFormatter={period} />
          <Legend />
          <Bar dataKey="commission" name={t('commission')} fill="#2e7d32" />
          <Bar dataKey="payoutsSent" name={t('payoutsSent')} fill="#1565c0" />
          <Bar dataKey="payoutsPending" name={t('payoutsPending')} fill="#f9a825" />
          <Bar dataKey="payoutsFailed" name={t('payoutsFailed')} fill="#c62828" />
        </BarChart>
      </ChartCard>
      <ChartCard title={t('byCountry')}>
        <BarChart data={byCountry}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" interval={0} angle={-30} textAnchor="end" height={70} />
          <YAxis allowDecimals={false} tickFormatter={format.count} />
          <Tooltip formatter={value} />
          <Legend />
          <Bar dataKey="bookings" name={t('bookings')} fill="#1565c0" />
          <Bar dataKey="confirmedBookings" name={t('confirmed')} fill="#2e7d32" />
        </BarChart>
      </ChartCard>
      <ChartCard title={t('byBoatType')} height={Math.max(260, byBoatType.length * 30 + 60)}>
        <BarChart data={byBoatType} layout="vertical" margin={{ left: 8, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" tickFormatter={format.eurosAxis} />
          <YAxis type="category" dataKey="name" width={150} interval={0} />
          <Tooltip formatter={value} />
          <Legend />
          <Bar dataKey="gbvEuros" name={t('gbv')} fill="#2e7d32" />
        </BarChart>
      </ChartCard>
    </>
  );
}
