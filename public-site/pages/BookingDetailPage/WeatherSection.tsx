import { useEffect, useId, useState } from 'react';
import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import type { WeatherSection as WeatherAnswer } from '../../../shared/weather/weather.ts';
import { weatherPaths } from '../../../shared/weather/weatherPaths.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useTripDates } from '../../components/Trip/tripDates.ts';

type Money = (amountEurMinor: number) => string;

/**
 * The weather of an accepted trip (DESIGN.md, "Weather"): the forecast of its slot and, when it is
 * unsafe, postpone to another free day or cancel for weather in one tap; below the limits the renter
 * asks the owner, who agrees or refuses here. The server decides what is offered and what it costs.
 */
export function WeatherSection({ booking, money }: { booking: BookingDetail; money: Money }) {
  const { t } = useTranslation();
  const dates = useTripDates();
  const dateId = useId();
  const [weather, setWeather] = useState<WeatherAnswer | null>(null);
  const [day, setDay] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const watched = booking.status === 'accepted' || booking.status.startsWith('cancelled');

  useEffect(() => {
    if (!watched) return;
    const abort = new AbortController();
    browserApi(weatherPaths.section(booking.id), { signal: abort.signal })
      .then((res) => readJson<WeatherAnswer>(res))
      .then(setWeather)
      .catch(() => {});
    return () => abort.abort();
  }, [booking.id, watched]);

  if (!weather || (!weather.forecast && weather.outcomes.length === 0 && !weather.actions.cancel))
    return null;

  const act = async (path: string, body?: unknown, reload = true) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await readJson<unknown>(await browserApi(path, { method: 'POST', body: body ?? {} }));
      if (reload) window.location.reload();
      else setWeather(answer as WeatherAnswer);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const { forecast, actions, preview } = weather;
  const isRenter = booking.role === 'tenant';
  return (
    <section className="detail-section" aria-labelledby="detail-weather" data-testid="detail-weather">
      <h2 id="detail-weather">{t('weather:title')}</h2>
      {forecast && (
        <p data-testid="weather-forecast">
          {t('weather:forecast', {
            wind: Math.round(forecast.windKn),
            gusts: Math.round(forecast.gustKn),
            waves: forecast.waveM ?? '–',
          })}
          {forecast.warning && <strong> {t('weather:warning')}</strong>}
        </p>
      )}
      {weather.ground && (
        <p className="trip-status-line trip-status-line--error" data-testid="weather-unsafe">
          {t('weather:unsafe')}
        </p>
      )}
      {isRenter && (
        <p className="muted">{weather.guaranteed ? t('weather:guaranteed') : t('weather:notGuaranteed')}</p>
      )}
      {actions.postpone && (
        <div className="weather-postpone">
          <label htmlFor={dateId}>{t('weather:postponeTo')}</label>
          <input id={dateId} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !day}
            onClick={() => act(weatherPaths.postpone(booking.id), { startDate: day })}
          >
            {t('weather:postpone')}
          </button>
        </div>
      )}
      {actions.cancel === 'now' && (
        <p>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => act(weatherPaths.cancel(booking.id))}
          >
            {t('weather:cancel')}
          </button>{' '}
          {isRenter && (
            <span data-testid="weather-preview">
              {t('weather:preview', { refund: money(preview.refund), voucher: money(preview.voucher) })}
            </span>
          )}
        </p>
      )}
      {actions.cancel === 'askOwner' && isRenter && (
        <p>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => act(weatherPaths.ask(booking.id), undefined, false)}
          >
            {t('weather:askOwner')}
          </button>
        </p>
      )}
      {weather.request && (
        <p data-testid="weather-request">
          {t(`weather:request.${weather.request.status}`, {
            due: dates.instant(weather.request.dueAt, booking.harbour.timeZone),
          })}
        </p>
      )}
      {actions.answerRequest && (
        <p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => act(weatherPaths.answer(booking.id), { agree: true })}
          >
            {t('weather:agree')}
          </button>{' '}
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => act(weatherPaths.answer(booking.id), { agree: false }, false)}
          >
            {t('weather:refuse')}
          </button>
        </p>
      )}
      {weather.outcomes.length > 0 && (
        <ul data-testid="weather-outcomes">
          {weather.outcomes.map((outcome) => (
            <li key={outcome.at}>
              {outcome.kind === 'postponed'
                ? t('weather:postponed', {
                    from: outcome.fromDate ? dates.day(outcome.fromDate) : '',
                    to: outcome.toDate ? dates.day(outcome.toDate) : '',
                  })
                : t('weather:cancelled', { refund: money(outcome.refund), voucher: money(outcome.voucher) })}
            </li>
          ))}
        </ul>
      )}
      <p className="trip-status-line trip-status-line--error" role="alert">
        {failure ? t('trips:errors.action', { message: failure }) : ''}
      </p>
    </section>
  );
}
