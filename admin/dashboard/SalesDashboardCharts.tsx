import {
  Card,
  CardContent,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { SalesDashboard } from '../../shared/sales/leads.ts';
import { formatEur } from '../resources/propales/MoneyField.tsx';

function ChartCard({ title, children }: { title: string; children: React.ReactElement }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        <ResponsiveContainer width="100%" height={240}>
          {children}
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}

/** Each widget draws server aggregates as they come: no figure is computed in the browser. */
export default function SalesDashboardCharts({ data }: { data: SalesDashboard }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const bySource = data.bySource.map((s) => ({
    name: translate(`bosun.sales.leadSource.${s.source}`),
    count: s.count,
  }));
  const byStatus = data.byStatus.map((s) => ({
    name: translate(`bosun.sales.leadStatus.${s.status}`),
    count: s.count,
  }));
  const funnel = (['leads', 'quoted', 'won', 'booked'] as const).map((key) => ({
    name: translate(key === 'leads' ? 'bosun.sales.dashboard.leadsIn' : `bosun.sales.dashboard.${key}`),
    count: data.team[key],
  }));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="bosun.sales.dashboard.funnel">
          <BarChart data={funnel}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="count" fill="#0b6e8a" />
          </BarChart>
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="bosun.sales.dashboard.byDay">
          <LineChart data={data.byDay}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Line type="monotone" dataKey="count" stroke="#0b6e8a" dot={false} />
          </LineChart>
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="bosun.sales.dashboard.bySource">
          <BarChart data={bySource}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="count" fill="#e07a2e" />
          </BarChart>
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="bosun.sales.dashboard.byStatus">
          <BarChart data={byStatus}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="count" fill="#4a7c59" />
          </BarChart>
        </ChartCard>
      </Grid>
      <Grid size={12}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('bosun.sales.dashboard.perTeammate')}
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('bosun.sales.dashboard.name')}</TableCell>
                  <TableCell align="right">{translate('bosun.sales.dashboard.leadsIn')}</TableCell>
                  <TableCell align="right">{translate('bosun.sales.dashboard.quoted')}</TableCell>
                  <TableCell align="right">{translate('bosun.sales.dashboard.won')}</TableCell>
                  <TableCell align="right">{translate('bosun.sales.dashboard.booked')}</TableCell>
                  <TableCell align="right">{translate('bosun.sales.dashboard.revenueWon')}</TableCell>
                  <TableCell align="right">{translate('bosun.sales.dashboard.responseTime')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.perTeammate.map((t) => (
                  <TableRow key={t.assigneeId ?? 'none'}>
                    <TableCell>{t.name ?? translate('bosun.sales.unassigned')}</TableCell>
                    <TableCell align="right">{t.leads}</TableCell>
                    <TableCell align="right">{t.quoted}</TableCell>
                    <TableCell align="right">{t.won}</TableCell>
                    <TableCell align="right">{t.booked}</TableCell>
                    <TableCell align="right">{formatEur(t.revenueWon, locale)}</TableCell>
                    <TableCell align="right">
                      {t.averageResponseMinutes === null
                        ? '—'
                        : translate('bosun.sales.dashboard.minutes', {
                            smart_count: t.averageResponseMinutes,
                          })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
