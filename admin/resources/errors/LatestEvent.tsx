import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ErrorBreadcrumb, ErrorGroupDetail } from '../../../shared/errors/errorReports.ts';

/** A breadcrumb's time to the millisecond, in the console's language ("10:00:00,250" in French). */
function useBreadcrumbTime() {
  const [locale] = useLocaleState();
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hourCycle: 'h23',
  });
  return (timestamp: ErrorBreadcrumb['timestamp']) => {
    if (timestamp === undefined) return '';
    const date = typeof timestamp === 'number' ? new Date(timestamp * 1000) : new Date(timestamp);
    return Number.isNaN(date.getTime()) ? String(timestamp) : time.format(date);
  };
}

/**
 * The stack of each exception, innermost frame first (where it broke), as Sentry shows it; a browser
 * frame of the running build is already mapped to its original file by the receiver.
 */
export function ErrorStack() {
  const group = useRecordContext<ErrorGroupDetail>();
  const translate = useTranslate();
  const exceptions = group?.latestEvent?.exception?.values ?? [];
  if (exceptions.length === 0) return <Typography>{translate('bosun.errorReports.noStack')}</Typography>;
  return (
    <>
      {exceptions.map((exception, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: exceptions of one event have no id of their own
        <div key={index}>
          <Typography variant="subtitle2">
            {[exception.type, exception.value].filter(Boolean).join(': ')}
          </Typography>
          <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>
            {[...(exception.stacktrace?.frames ?? [])]
              .reverse()
              .map(
                (frame) =>
                  `  at ${frame.function ?? '?'} (${frame.filename ?? '?'}:${frame.lineno ?? '?'}:${frame.colno ?? '?'})` +
                  // Frames mapped through the build's source maps carry their original line of code.
                  (frame.context_line ? `\n      > ${frame.context_line.trim()}` : ''),
              )
              .join('\n')}
          </pre>
        </div>
      ))}
    </>
  );
}

/** What happened before the error (navigation, clicks, requests, console), oldest first. */
export function ErrorBreadcrumbs() {
  const group = useRecordContext<ErrorGroupDetail>();
  const translate = useTranslate();
  const when = useBreadcrumbTime();
  const breadcrumbs = group?.latestEvent?.breadcrumbs ?? [];
  if (breadcrumbs.length === 0)
    return <Typography>{translate('bosun.errorReports.noBreadcrumbs')}</Typography>;
  return (
    <Table size="small" aria-label={translate('bosun.errorReports.breadcrumbs')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('bosun.errorReports.time')}</TableCell>
          <TableCell>{translate('bosun.errorReports.category')}</TableCell>
          <TableCell>{translate('bosun.errorReports.message')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {breadcrumbs.map((crumb, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: breadcrumbs are an ordered log without ids
          <TableRow key={index}>
            <TableCell>{when(crumb.timestamp)}</TableCell>
            <TableCell>{crumb.category ?? crumb.type ?? ''}</TableCell>
            <TableCell style={{ wordBreak: 'break-word' }}>
              {crumb.message ?? (crumb.data ? JSON.stringify(crumb.data) : '')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
