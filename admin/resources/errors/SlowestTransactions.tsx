import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { SlowestTransactionsDto } from '../../../shared/errors/errorReports.ts';
import { httpClient } from '../../httpClient.ts';

/**
 * Below the error groups: the slowest traced routes and pages, when tracing is on
 * (SENTRY_TRACES_SAMPLE_RATE above 0); otherwise it says how to turn it on.
 */
export function SlowestTransactions() {
  const translate = useTranslate();
  const { data, isError } = useQuery({
    queryKey: ['slowest-transactions'],
    queryFn: async () => (await httpClient('/api/admin/transactions/slowest')).json as SlowestTransactionsDto,
  });
  const items = data?.items ?? [];
  return (
    <Card sx={{ mt: 2, maxWidth: 960 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('bosun.errorReports.slowest.title')}
        </Typography>
        {isError ? (
          <Typography role="alert">{translate('bosun.errorReports.slowest.failed')}</Typography>
        ) : !data ? (
          <Typography>{translate('ra.page.loading')}</Typography>
        ) : items.length === 0 ? (
          <Typography>{translate('bosun.errorReports.slowest.empty')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('bosun.errorReports.slowest.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('bosun.errorReports.slowest.name')}</TableCell>
                <TableCell align="right">{translate('bosun.errorReports.slowest.average')}</TableCell>
                <TableCell align="right">{translate('bosun.errorReports.slowest.count')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell style={{ wordBreak: 'break-word' }}>
                    {item.name}
                    <Typography variant="caption" component="div">
                      {translate(`bosun.errorReports.project.${item.project}`)} ·{' '}
                      {translate('bosun.errorReports.slowest.max', { ms: Math.round(item.maxMs) })}
                      {item.failedCount > 0 &&
                        ` · ${translate('bosun.errorReports.slowest.failedCount', { count: item.failedCount })}`}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{Math.round(item.averageMs)} ms</TableCell>
                  <TableCell align="right">{item.count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
