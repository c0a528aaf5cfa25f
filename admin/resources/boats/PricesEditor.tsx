import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Button as MuiButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { BoatDetail } from '../../../shared/admin/boats.ts';
import { canOperate } from '../../../shared/admin/operations.ts';
import { LocaleDateField } from '../../components/LocaleDateInput.tsx';
import { type PricesForm, pricesFormOf, pricesPayload, rowKey } from './pricesForm.ts';
import { useBoatAction } from './useBoatAction.ts';

const emptySeason = () => ({
  key: rowKey(),
  name: '',
  startDate: '',
  endDate: '',
  pricePerDay: '',
  pricePerHalfDay: '',
  pricePerWeek: '',
});

/**
 * The price sheet of a listing: base prices, seasons and duration discounts, saved together after a
 * confirmation and only shown as saved once the server has accepted them (money is never optimistic).
 */
export function PricesEditor() {
  const record = useRecordContext<BoatDetail>();
  const { permissions } = usePermissions();
  const translate = useTranslate();
  const { run, saving, errors } = useBoatAction();
  const [form, setForm] = useState<PricesForm | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setForm(record ? pricesFormOf(record) : null), [record]);
  if (!record || !form || !canOperate(permissions, 'boats')) return null;

  const error = (path: string) =>
    errors[path] ? { error: true, helperText: translate(errors[path], { _: errors[path] }) } : {};
  const input = (label: string, path: string, value: string, onChange: (v: string) => void, type = 'text') =>
    type === 'date' ? (
      <LocaleDateField
        label={translate(label)}
        value={value}
        onChange={onChange}
        size="small"
        {...error(path)}
      />
    ) : (
      <TextField
        label={translate(label)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode="decimal"
        size="small"
        {...error(path)}
      />
    );
  const setSeason = (i: number, patch: Partial<PricesForm['seasons'][number]>) =>
    setForm({ ...form, seasons: form.seasons.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const setDiscount = (i: number, patch: Partial<PricesForm['durationDiscounts'][number]>) =>
    setForm({
      ...form,
      durationDiscounts: form.durationDiscounts.map((d, j) => (j === i ? { ...d, ...patch } : d)),
    });
  const save = async () => {
    setConfirming(false);
    await run((api) => api.replaceBoatPrices(record.id, pricesPayload(form)), 'bosun.ops.prices.saved');
  };

  return (
    <Stack spacing={2} component="section" aria-label={translate('bosun.ops.prices.title')}>
      <Typography variant="h6">{translate('bosun.ops.prices.title')}</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {input('bosun.ops.prices.perDay', 'basePricePerDay', form.basePricePerDay, (v) =>
          setForm({ ...form, basePricePerDay: v }),
        )}
        {input('bosun.ops.prices.perHalfDay', 'basePricePerHalfDay', form.basePricePerHalfDay, (v) =>
          setForm({ ...form, basePricePerHalfDay: v }),
        )}
        {input('bosun.ops.prices.perWeek', 'basePricePerWeek', form.basePricePerWeek, (v) =>
          setForm({ ...form, basePricePerWeek: v }),
        )}
      </Stack>

      <Typography variant="subtitle1">{translate('bosun.ops.prices.seasons')}</Typography>
      {form.seasons.map((season, i) => (
        <Stack
          key={season.key}
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap' }}
          useFlexGap
          role="group"
          aria-label={translate('bosun.ops.prices.season', { n: i + 1 })}
        >
          {input('bosun.ops.name', `seasons.${i}.name`, season.name, (name) => setSeason(i, { name }))}
          {input(
            'bosun.ops.from',
            `seasons.${i}.startDate`,
            season.startDate,
            (startDate) => setSeason(i, { startDate }),
            'date',
          )}
          {input(
            'bosun.ops.prices.until',
            `seasons.${i}.endDate`,
            season.endDate,
            (endDate) => setSeason(i, { endDate }),
            'date',
          )}
          {input('bosun.ops.prices.perDay', `seasons.${i}.pricePerDay`, season.pricePerDay, (pricePerDay) =>
            setSeason(i, { pricePerDay }),
          )}
          {input(
            'bosun.ops.prices.perHalfDay',
            `seasons.${i}.pricePerHalfDay`,
            season.pricePerHalfDay,
            (pricePerHalfDay) => setSeason(i, { pricePerHalfDay }),
          )}
          {input(
            'bosun.ops.prices.perWeek',
            `seasons.${i}.pricePerWeek`,
            season.pricePerWeek,
            (pricePerWeek) => setSeason(i, { pricePerWeek }),
          )}
          <IconButton
            aria-label={translate('bosun.ops.prices.removeSeason', { n: i + 1 })}
            onClick={() => setForm({ ...form, seasons: form.seasons.filter((_, j) => j !== i) })}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <MuiButton
        startIcon={<AddIcon />}
        onClick={() => setForm({ ...form, seasons: [...form.seasons, emptySeason()] })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('bosun.ops.prices.addSeason')}
      </MuiButton>

      <Typography variant="subtitle1">{translate('bosun.ops.prices.discounts')}</Typography>
      {form.durationDiscounts.map((discount, i) => (
        <Stack
          key={discount.key}
          direction="row"
          spacing={1}
          role="group"
          aria-label={translate('bosun.ops.prices.discount', { n: i + 1 })}
        >
          {input('bosun.ops.prices.minDays', `durationDiscounts.${i}.minDays`, discount.minDays, (minDays) =>
            setDiscount(i, { minDays }),
          )}
          {input('bosun.ops.prices.percent', `durationDiscounts.${i}.percent`, discount.percent, (percent) =>
            setDiscount(i, { percent }),
          )}
          <IconButton
            aria-label={translate('bosun.ops.prices.removeDiscount', { n: i + 1 })}
            onClick={() =>
              setForm({ ...form, durationDiscounts: form.durationDiscounts.filter((_, j) => j !== i) })
            }
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <MuiButton
        startIcon={<AddIcon />}
        onClick={() =>
          setForm({
            ...form,
            durationDiscounts: [...form.durationDiscounts, { key: rowKey(), minDays: '', percent: '' }],
          })
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('bosun.ops.prices.addDiscount')}
      </MuiButton>

      <Stack direction="row" spacing={1}>
        <MuiButton variant="contained" onClick={() => setConfirming(true)} disabled={saving}>
          {translate('bosun.ops.prices.save')}
        </MuiButton>
        <MuiButton onClick={() => setForm(pricesFormOf(record))} disabled={saving}>
          {translate('bosun.ops.undoChanges')}
        </MuiButton>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="confirm-prices-title">
        <DialogTitle id="confirm-prices-title">{translate('bosun.ops.prices.confirmTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{translate('bosun.ops.prices.confirmText')}</Typography>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton onClick={save} variant="contained">
            {translate('bosun.ops.prices.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
