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
import { useTranslate } from 'react-admin';
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
import { useFormats } from '../components/formats.ts';

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
  const format = useFormats();
  // Tooltips name the series ("Leads: 14", not "count : 14") and count in the console's language.
  const leadCount = translate('bosun.sales.dashboard.leadCount');
  const countTooltip = <Tooltip formatter={(value) => format.count(Number(value))} />;
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
            <XAxis dataKey="name" interval={0} />
            <YAxis allowDecimals={false} tickFormatter={format.count} />
            {countTooltip}
            <Bar dataKey="count" name={leadCount} fill="#0b6e8a" />
          </BarChart>
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="bosun.sales.dashboard.byDay">
          <LineChart data={data.byDay}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={format.shortDay} />
            <YAxis allowDecimals={false} tickFormatter={format.count} />
            <Tooltip
              formatter={(value) => format.count(Number(value))}
              labelFormatter={(date) => format.day(String(date))}
            />
            <Line type="monotone" dataKey="count" name={leadCount} stroke="#0b6e8a" dot={false} />
          </LineChart>
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="bosun.sales.dashboard.bySource">
          <BarChart data={bySource}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" interval={0} />
            <YAxis allowDecimals={false} tickFormatter={format.count} />
            {countTooltip}
            <Bar dataKey="count" name={leadCount} fill="#e07a2e" />
          </BarChart>
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="bosun.sales.dashboard.byStatus">
          <BarChart data={byStatus}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" interval={0} />
            <YAxis allowDecimals={false} tickFormatter={format.count} />
            {countTooltip}
            <Bar dataKey="count" name={leadCount} fill="#4a7c59" />
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
                    <TableCell align="right">{format.euros(t.revenueWon)}</TableCell>
                    <TableCell align="right">
                      {t.averageResponseMinutes === null ? '—' : format.duration(t.averageResponseMinutes)}
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
