import { Button, TextField as MuiTextField, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { WeatherSection } from '../../../shared/weather/weather.ts';
import { useEuros } from '../../components/RefundFields.tsx';
import type { OperationsMethods } from '../../operationsDataProvider.ts';

/**
 * A booking's weather in the back office (DESIGN.md, "Weather"): the forecast that triggered the
 * alert or an outcome, the renter's request to the owner and its answer, the weather cancellations
 * and postponements; a manager decides a disputed one (cancel for weather, or keep), with a reason.
 */
export function BookingWeather() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const notify = useNotify();
  const euros = useEuros();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OperationsMethods>();
  const [weather, setWeather] = useState<WeatherSection | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (record) dataProvider.bookingWeather(record.id).then(setWeather, () => setWeather(null));
  }, [dataProvider, record]);
  if (!record || !weather) return null;
  const decide = async (decision: 'cancel' | 'keep') => {
    setBusy(true);
    try {
      setWeather(await dataProvider.decideWeather(record.id, { decision, reason }));
      notify('bosun.ops.weather.decided', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const forecast = weather.forecast;
  return (
    <Stack spacing={1} data-testid="booking-weather">
      <Typography>
        {forecast
          ? translate('bosun.ops.weather.forecast', {
              wind: forecast.windKn,
              gusts: forecast.gustKn,
              waves: forecast.waveM ?? '–',
              warning: forecast.warning ? translate('bosun.ops.weather.warning') : '',
            })
          : translate('bosun.ops.weather.noForecast')}
      </Typography>
      <Typography>
        {translate(weather.guaranteed ? 'bosun.ops.weather.guaranteed' : 'bosun.ops.weather.notGuaranteed')}
      </Typography>
      {weather.request && (
        <Typography>
          {translate('bosun.ops.weather.request', {
            status: weather.request.status,
            due: weather.request.dueAt,
          })}
        </Typography>
      )}
      {weather.outcomes.map((outcome) => (
        <Typography key={outcome.at}>
          {translate(`bosun.ops.weather.outcome.${outcome.kind}`, {
            by: outcome.actorRole,
            ground: outcome.ground,
            refund: euros(outcome.refund),
            voucher: euros(outcome.voucher),
            from: outcome.fromDate ?? '',
            to: outcome.toDate ?? '',
            gusts: (outcome.forecast?.gustKn as number | undefined) ?? '–',
          })}
        </Typography>
      ))}
      {weather.actions.cancel && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <MuiTextField
            size="small"
            label={translate('bosun.ops.weather.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            variant="contained"
            disabled={busy || reason.trim().length < 3}
            onClick={() => decide('cancel')}
          >
            {translate('bosun.ops.weather.cancel')}
          </Button>
          <Button disabled={busy || reason.trim().length < 3} onClick={() => decide('keep')}>
            {translate('bosun.ops.weather.keep')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
