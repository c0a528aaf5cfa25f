import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  IconButton,
  MenuItem,
  Button as MuiButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, useCreatePath, useLocale, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import {
  AVAILABILITY_BLOCK_REASONS,
  type AvailabilityBlockInput,
  type BoatDetail,
} from '../../../shared/admin/boats.ts';
import { canOperate } from '../../../shared/admin/operations.ts';
import { useFormats } from '../../components/formats.ts';
import { LocaleDateField } from '../../components/LocaleDateInput.tsx';
import { calendarMonth, monthStart } from './calendarMonth.ts';
import { useBoatAction } from './useBoatAction.ts';

const today = () => new Date().toISOString().slice(0, 10);
// 2024-01-01 is a Monday: the week's day names in the console's language
const weekdays = (locale: string) =>
  Array.from({ length: 7 }, (_, i) =>
    new Date(Date.UTC(2024, 0, 1 + i)).toLocaleDateString(locale, { weekday: 'short', timeZone: 'UTC' }),
  );

const emptyBlock: AvailabilityBlockInput = { startDate: '', endDate: '', reason: 'maintenance', note: '' };

/** A month at a time: the nights bookings hold and the blocked ones; managers block and free dates. */
export function BoatCalendar() {
  const record = useRecordContext<BoatDetail>();
  const { permissions } = usePermissions();
  const format = useFormats();
  const translate = useTranslate();
  const locale = useLocale();
  const createPath = useCreatePath();
  const { run, saving, errors } = useBoatAction();
  const [offset, setOffset] = useState(0);
  const [block, setBlock] = useState<AvailabilityBlockInput>(emptyBlock);
  // The list's row stands in for the record until the full one (with its calendar) arrives.
  if (!record?.calendar) return null;
  const canEdit = canOperate(permissions, 'boats');
  const first = monthStart(today(), offset);
  const title = new Date(`${first}T00:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const blocks = record.calendar.filter((e) => e.kind === 'block');
  const error = (path: string) =>
    errors[path] ? { error: true, helperText: translate(errors[path], { _: errors[path] }) } : {};
  const addBlock = async () => {
    const added = await run(
      (api) => api.addBoatBlock(record.id, { ...block, note: block.note?.trim() || null }),
      'bosun.ops.calendar.blocked',
    );
    if (added) setBlock(emptyBlock);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }} spacing={1}>
        <IconButton
          aria-label={translate('bosun.ops.calendar.previous')}
          onClick={() => setOffset(offset - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="h6" component="h3" aria-live="polite">
          {title}
        </Typography>
        <IconButton aria-label={translate('bosun.ops.calendar.next')} onClick={() => setOffset(offset + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Table size="small" aria-label={title} sx={{ tableLayout: 'fixed', maxWidth: 900 }}>
        <TableHead>
          <TableRow>
            {weekdays(locale).map((day) => (
              <TableCell key={day}>{day}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {calendarMonth(first, record.calendar).map((week) => (
            <TableRow key={week.find(Boolean)?.date}>
              {week.map((day, i) => (
                <TableCell
                  key={day?.date ?? `pad-${i}`}
                  data-date={day?.date}
                  sx={{
                    verticalAlign: 'top',
                    height: 56,
                    bgcolor: day?.entries.some((e) => e.kind === 'booking')
                      ? 'info.light'
                      : day?.entries.length
                        ? 'grey.300'
                        : undefined,
                  }}
                >
                  {day && (
                    <>
                      <Typography variant="caption">{Number(day.date.slice(8))}</Typography>
                      {day.entries.map((entry) =>
                        entry.kind === 'booking' ? (
                          <Box key={`b${entry.bookingId}`} sx={{ fontSize: 12 }}>
                            <Link
                              to={createPath({ resource: 'bookings', id: entry.bookingId, type: 'show' })}
                            >
                              {entry.label}
                            </Link>
                          </Box>
                        ) : (
                          <Box key={`k${entry.blockId}`} sx={{ fontSize: 12 }}>
                            {translate(`bosun.ops.calendar.reasons.${entry.label}`)}
                          </Box>
                        ),
                      )}
                    </>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Typography variant="subtitle1">{translate('bosun.ops.calendar.blocks')}</Typography>
      {blocks.length === 0 && (
        <Typography color="text.secondary">{translate('bosun.ops.calendar.noBlocks')}</Typography>
      )}
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {blocks.map((entry) => (
          <li key={entry.blockId}>
            {translate('bosun.ops.calendar.period', {
              from: format.day(entry.startDate),
              to: format.day(entry.endDate),
            })}{' '}
            — {translate(`bosun.ops.calendar.reasons.${entry.label}`)}
            {entry.note ? ` (${entry.note})` : ''}
            {canEdit && entry.blockId !== null && (
              <IconButton
                aria-label={translate('bosun.ops.calendar.unblock', {
                  from: format.day(entry.startDate),
                  to: format.day(entry.endDate),
                })}
                disabled={saving}
                onClick={() =>
                  run(
                    (api) => api.removeBoatBlock(record.id, entry.blockId as number),
                    'bosun.ops.calendar.unblocked',
                  )
                }
              >
                <DeleteIcon />
              </IconButton>
            )}
          </li>
        ))}
      </Box>

      {canEdit && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap' }}
          useFlexGap
          component="form"
          aria-label={translate('bosun.ops.calendar.add')}
        >
          <LocaleDateField
            label={translate('bosun.ops.from')}
            size="small"
            value={block.startDate}
            onChange={(day) => setBlock({ ...block, startDate: day })}
            {...error('startDate')}
          />
          <LocaleDateField
            label={translate('bosun.ops.prices.until')}
            size="small"
            value={block.endDate}
            onChange={(day) => setBlock({ ...block, endDate: day })}
            {...error('endDate')}
          />
          <TextField
            select
            label={translate('bosun.ops.calendar.reason')}
            size="small"
            value={block.reason}
            onChange={(e) =>
              setBlock({ ...block, reason: e.target.value as AvailabilityBlockInput['reason'] })
            }
            sx={{ minWidth: 180 }}
          >
            {AVAILABILITY_BLOCK_REASONS.map((reason) => (
              <MenuItem key={reason} value={reason}>
                {translate(`bosun.ops.calendar.reasons.${reason}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('bosun.ops.calendar.note')}
            size="small"
            value={block.note ?? ''}
            onChange={(e) => setBlock({ ...block, note: e.target.value })}
          />
          <MuiButton
            variant="contained"
            onClick={addBlock}
            disabled={saving || !block.startDate || !block.endDate}
          >
            {translate('bosun.ops.calendar.add')}
          </MuiButton>
        </Stack>
      )}
    </Stack>
  );
}
