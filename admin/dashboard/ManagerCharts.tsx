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
import { euros } from './dashboardRange.ts';

const toEuros = <T extends { gbv: number }>(rows: T[]) => rows.map((r) => ({ ...r, gbvEuros: r.gbv / 100 }));

function ChartCard({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <Card sx={{ flex: '1 1 420px', minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <ResponsiveContainer width="100%" height={260}>
          {children}
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}

/** The recharts part of the dashboard, loaded lazily (recharts is the heaviest chunk). */
export default function ManagerCharts({ data }: { data: ManagerDashboard }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`bosun.ops.dashboard.${key}`);
  return (
    <>
      <ChartCard title={t('overTime')}>
        <LineChart data={toEuros(data.overTime)}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="period" />
          <YAxis yAxisId="left" allowDecimals={false} />
          <YAxis yAxisId="right" orientation="right" />
          <Tooltip formatter={(value, name) => (name === t('gbv') ? euros(Number(value) * 100) : value)} />
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
      <ChartCard title={t('byCountry')}>
        <BarChart data={toEuros(data.byCountry)}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="key" />
          <YAxis />
          <Tooltip />
          <Legend />
          <Bar dataKey="bookings" name={t('bookings')} fill="#1565c0" />
          <Bar dataKey="confirmedBookings" name={t('confirmed')} fill="#2e7d32" />
        </BarChart>
      </ChartCard>
      <ChartCard title={t('byBoatType')}>
        <BarChart data={toEuros(data.byBoatType)} layout="vertical">
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" />
          <YAxis type="category" dataKey="key" width={110} />
          <Tooltip />
          <Legend />
          <Bar dataKey="gbvEuros" name={t('gbv')} fill="#2e7d32" />
        </BarChart>
      </ChartCard>
    </>
  );
}
