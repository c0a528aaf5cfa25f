import { Button as MuiButton, TextField as MuiTextField, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useCreate,
  useDataProvider,
  useGetList,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { canOperate } from '../../../shared/admin/operations.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useFormats } from '../../components/formats.ts';
import type { OperationsMethods } from '../../operationsDataProvider.ts';

interface PayoutHold {
  id: number;
  bookingId: number | null;
  reason: string;
  createdAt: string;
  releasedAt: string | null;
  open: boolean;
}

/**
 * A booking's payout holds on its page (DESIGN.md, "Owner earnings and payouts"): a manager holds the
 * owner's earning of this booking with a reason (the payout run leaves it until the hold is lifted) and
 * lifts it again; both are audited by the server. Others see nothing: the server answers them 404.
 */
export function BookingPayoutHolds() {
  const booking = useRecordContext<{ id: number }>();
  const { permissions } = usePermissions();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`bosun.payouts.hold.${key}`, options);
  const format = useFormats();
  const notify = useNotify();
  const allowed = canOperate(permissions, 'payouts');
  const { data: holds = [], refetch } = useGetList<PayoutHold>(
    'payout-holds',
    {
      filter: { bookingId: booking?.id },
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
    },
    { enabled: Boolean(booking?.id && allowed) },
  );
  const [create, { isPending: holding }] = useCreate<PayoutHold>();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OperationsMethods>();
  const release = useMutation({
    mutationFn: (id: number) => dataProvider.releasePayoutHold(id),
    onSuccess: () => {
      notify('bosun.payouts.released', { type: 'info' });
      void refetch();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  if (!booking || !allowed) return null;
  const open = holds.find((h) => h.open);
  const failed = (error: unknown) => notify((error as Error).message, { type: 'error' });

  const hold = () =>
    create(
      'payout-holds',
      { data: { bookingId: booking.id, reason: reason.trim() } },
      {
        onSuccess: () => {
          notify('bosun.payouts.hold.held', { type: 'info' });
          setAsking(false);
          setReason('');
          void refetch();
        },
        onError: failed,
      },
    );
  return (
    <Stack spacing={1} sx={{ my: 2 }} data-testid="booking-payout-holds">
      <Typography variant="subtitle1" component="h3">
        {t('title')}
      </Typography>
      <Typography variant="body2">
        {open ? t('isHeld', { reason: open.reason, since: format.day(open.createdAt) }) : t('notHeld')}
      </Typography>
      {holds
        .filter((h) => !h.open)
        .map((h) => (
          <Typography key={h.id} variant="body2" color="text.secondary">
            {t('wasHeld', {
              reason: h.reason,
              since: format.day(h.createdAt),
              until: h.releasedAt ? format.day(h.releasedAt) : '',
            })}
          </Typography>
        ))}
      <Stack direction="row" spacing={1}>
        {open ? (
          <MuiButton variant="outlined" disabled={release.isPending} onClick={() => release.mutate(open.id)}>
            {t('lift')}
          </MuiButton>
        ) : (
          <MuiButton variant="outlined" color="warning" onClick={() => setAsking(true)}>
            {t('hold')}
          </MuiButton>
        )}
      </Stack>
      <ConfirmDialog
        open={asking}
        title="bosun.payouts.hold.dialogTitle"
        confirmLabel="bosun.payouts.hold.hold"
        onClose={() => setAsking(false)}
        onConfirm={hold}
        saving={holding}
        confirmDisabled={reason.trim().length < 3}
        color="error"
      >
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('explain')}
        </Typography>
        <MuiTextField
          label={t('reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          fullWidth
          autoFocus
        />
      </ConfirmDialog>
    </Stack>
  );
}
