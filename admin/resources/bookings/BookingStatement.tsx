import {
  Box,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { AdminBookingDetail } from '../../../shared/admin/bookings.ts';
import { useEuros } from '../../components/RefundFields.tsx';

/**
 * The booking's money statement (DESIGN.md, "One money ledger"), the same one the renter's and the owner's pages read:
 * each line with its state and date, the totals, and every receipt, invoice and credit note to open.
 */
export function BookingStatement() {
  const record = useRecordContext<AdminBookingDetail>();
  const translate = useTranslate();
  const euros = useEuros();
  const [locale] = useLocaleState();
  if (!record?.statement) return null;
  const { statement, documents } = record;
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale) : '');
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`bosun.ops.statement.${key}`, options);
  return (
    <Box
      component="section"
      aria-labelledby="booking-statement"
      data-testid="booking-statement"
      sx={{ mb: 3 }}
    >
      <Typography id="booking-statement" variant="subtitle1">
        {t('title')}
      </Typography>
      <Table size="small" aria-labelledby="booking-statement">
        <TableBody>
          {statement.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's lines, in its order
            <TableRow key={`${line.kind}-${index}`} data-line={line.kind}>
              <TableCell>{t(`kind.${line.kind}`)}</TableCell>
              <TableCell>
                {t(`state.${line.state}`)}
                {line.hold ? ` (${t(`hold.${line.hold}`)})` : ''}
              </TableCell>
              <TableCell>
                {[
                  line.paymentKind
                    ? translate(`bosun.enums.paymentKind.${line.paymentKind}`, { _: line.paymentKind })
                    : null,
                  line.refund?.percentage != null
                    ? t('share', { percentage: line.refund.percentage, days: line.refund.daysBeforeStart })
                    : null,
                  line.deposit?.capturedAmount
                    ? t('captured', { amount: euros(line.deposit.capturedAmount) })
                    : null,
                  line.deposit?.heldUntil ? t('heldUntil', { date: when(line.deposit.heldUntil) }) : null,
                  line.dueDate && !line.at ? line.dueDate : null,
                  when(line.at),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </TableCell>
              <TableCell align="right">{euros(line.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={3} sx={{ mt: 1, flexWrap: 'wrap' }}>
        {(['paid', 'held', 'depositHeld', 'due', 'refunded', 'serviceFee'] as const).map((key) => (
          <Typography key={key} variant="body2" data-testid={`statement-total-${key}`}>
            {t(`total.${key}`)}: {euros(statement.totals[key])}
          </Typography>
        ))}
        {statement.totals.ownerEarning !== null && (
          <Typography variant="body2" data-testid="statement-total-ownerEarning">
            {t('total.ownerEarning')}: {euros(statement.totals.ownerEarning)}
          </Typography>
        )}
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('documents')}
      </Typography>
      {documents.length === 0 ? (
        <Typography variant="body2">{t('noDocuments')}</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ pl: 2 }} data-testid="booking-documents">
          {documents.map((doc) => (
            <li key={doc.id}>
              <MuiLink
                href={`${doc.path}?_locale=${encodeURIComponent(locale)}`}
                target="_blank"
                rel="noopener"
              >
                {t(`document.${doc.kind}`)}
                {doc.number ? ` ${doc.number}` : ''}
              </MuiLink>{' '}
              · {euros(doc.amount)} · {when(doc.issuedAt)}
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
