import { Alert, Button as MuiButton, TextField as MuiTextField, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useNotify, usePermissions, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { z } from 'zod';
import { canOperate } from '../../../shared/admin/operations.ts';
import type { adminOwnerCommissionSchema } from '../../../shared/admin/payouts.ts';
import { useFormats } from '../../components/formats.ts';

type OwnerCommissionRule = z.infer<typeof adminOwnerCommissionSchema>;
/** What the console sends (PUT owner-commissions/:id) beside the rule it answers. */
type CommissionChange = OwnerCommissionRule & { commissionPercent?: number | null; reason?: string };

/** "12,5" or "12.5" as staff type it; undefined when it is not a percentage. */
const percentOf = (typed: string): number | undefined => {
  const value = Number(typed.trim().replace(',', '.'));
  return typed.trim() !== '' && Number.isFinite(value) ? value : undefined;
};

/**
 * An owner's commission on the user's page (DESIGN.md, "Owner earnings and payouts"): the rate their
 * next bookings take and where it comes from (their type's setting or an override), and for managers a
 * form to override it or go back to the setting, with a reason for the audit log. Saved pessimistically:
 * the rate shown is the server's answer.
 */
export function OwnerCommission() {
  const user = useRecordContext<{ id: number; isOwner?: boolean }>();
  const { permissions } = usePermissions();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`bosun.payouts.commission.${key}`, options);
  const format = useFormats();
  const notify = useNotify();
  const allowed = canOperate(permissions, 'payouts');
  const { data: rule, error } = useGetOne<OwnerCommissionRule>(
    'owner-commissions',
    { id: user?.id ?? 0 },
    { enabled: Boolean(user?.id && allowed) },
  );
  const [update, { isPending }] = useUpdate<CommissionChange>();
  const [percent, setPercent] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  if (!user || !allowed) return null;
  if (error) return <Alert severity="error">{translate((error as Error).message)}</Alert>;
  if (!rule) return null;

  const save = (commissionPercent: number | null) => {
    setFieldError(null);
    update(
      'owner-commissions',
      { id: user.id, data: { commissionPercent, reason }, previousData: rule },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('bosun.payouts.commission.saved', { type: 'info' });
          setPercent('');
          setReason('');
        },
        onError: (failure) => {
          const fields = (failure as { body?: { errors?: Record<string, string> } }).body?.errors;
          if (fields?.commissionPercent) setFieldError(translate(fields.commissionPercent));
          notify((failure as Error).message, { type: 'error' });
        },
      },
    );
  };
  const typed = percentOf(percent);
  const reasonOk = reason.trim().length >= 3;
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography data-testid="commission-rate">
        {t(rule.source === 'owner_override' ? 'overridden' : 'fromType', {
          rate: format.percent(rule.rateBp / 10_000),
          type: translate(`bosun.ownerType.${rule.ownerType}`, { _: rule.ownerType }),
        })}
      </Typography>
      <MuiTextField
        label={t('percent')}
        value={percent}
        onChange={(e) => setPercent(e.target.value)}
        error={Boolean(fieldError) || (percent !== '' && typed === undefined)}
        helperText={fieldError ?? t('percentHint')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <MuiTextField
        label={t('reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        helperText={t('reasonHint')}
      />
      <Stack direction="row" spacing={1}>
        <MuiButton
          variant="contained"
          disabled={isPending || typed === undefined || !reasonOk}
          onClick={() => save(typed ?? null)}
        >
          {t('override')}
        </MuiButton>
        {rule.overrideBp !== null && (
          <MuiButton disabled={isPending || !reasonOk} onClick={() => save(null)}>
            {t('clear')}
          </MuiButton>
        )}
      </Stack>
    </Stack>
  );
}
