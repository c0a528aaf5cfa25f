import type { Queryable } from '../../db/connection.ts';
import {
  type ForecastHour,
  floorHour,
  HOUR_MS,
  hoursBetween,
  type WeatherProvider,
} from '../../providers/weather/weatherProvider.ts';
import { cachedHours, cachedHoursOfHarbours, type HarbourPoint, storeHours } from './repository.ts';

/** How far ahead one request to the provider reaches: the watching window and the trip's day. */
export const FORECAST_HORIZON_HOURS = 96;

/**
 * A harbour's forecast from the cache (weather_forecasts), asking the provider only when the cache
 * holds no answer fetched within the hour for every hour asked: so the provider is asked at most once
 * per harbour and hour, and each request fetches the whole horizon, which serves every booking of the
 * harbour. A provider that fails throws; the caller logs it and leaves the bookings alone.
 */
export async function harbourForecast(
  db: Queryable,
  provider: WeatherProvider,
  point: HarbourPoint,
  range: { from: Date; to: Date },
  now: Date,
): Promise<ForecastHour[]> {
  const from = floorHour(range.from);
  const wanted = hoursBetween(from, range.to).length;
  const fresh = await cachedHours(db, point.harbourId, from, range.to, new Date(now.getTime() - HOUR_MS));
  if (fresh.length >= wanted) return fresh;
  const horizonFrom = floorHour(now);
  const horizonTo = new Date(
    Math.max(range.to.getTime(), horizonFrom.getTime() + FORECAST_HORIZON_HOURS * HOUR_MS),
  );
  const hours = await provider.forecast(
    point,
    new Date(Math.min(from.getTime(), horizonFrom.getTime())),
    horizonTo,
  );
  await storeHours(db, point.harbourId, hours, provider.name, now);
  return hours.filter((h) => h.hour >= from && h.hour < range.to);
}

/** How many provider requests the watching job makes at once (a real service answers in ~100 ms). */
const PARALLEL_REQUESTS = 8;

/**
 * The forecasts of many harbours, each from `from` to its own `to`: the cache is read in one query,
 * and only the harbours it does not cover are asked of the provider, a few at a time. A harbour
 * whose provider request fails is answered as its error, without stopping the others.
 */
export async function harbourForecasts(
  db: Queryable,
  provider: WeatherProvider,
  wanted: { point: HarbourPoint; to: Date }[],
  from: Date,
  now: Date,
): Promise<Map<number, ForecastHour[] | Error>> {
  const start = floorHour(from);
  const latest = new Date(Math.max(...wanted.map((w) => w.to.getTime())));
  const cached = await cachedHoursOfHarbours(
    db,
    wanted.map((w) => w.point.harbourId),
    start,
    latest,
    new Date(now.getTime() - HOUR_MS),
  );
  const answers = new Map<number, ForecastHour[] | Error>();
  const missing: { point: HarbourPoint; to: Date }[] = [];
  for (const w of wanted) {
    const hours = (cached.get(w.point.harbourId) ?? []).filter((h) => h.hour < w.to);
    if (hours.length >= hoursBetween(start, w.to).length) answers.set(w.point.harbourId, hours);
    else missing.push(w);
  }
  for (let i = 0; i < missing.length; i += PARALLEL_REQUESTS) {
    await Promise.all(
      missing.slice(i, i + PARALLEL_REQUESTS).map(async (w) => {
        try {
          answers.set(
            w.point.harbourId,
            await harbourForecast(db, provider, w.point, { from: start, to: w.to }, now),
          );
        } catch (error) {
          answers.set(w.point.harbourId, error instanceof Error ? error : new Error(String(error)));
        }
      }),
    );
  }
  return answers;
}

/** The hours of a slot still to come (the trip's morning: those before now no longer matter). */
export const slotRange = (slot: { slot_start: Date; slot_end: Date }, now: Date) => ({
  from: new Date(Math.max(slot.slot_start.getTime(), floorHour(now).getTime())),
  to: slot.slot_end,
});

/** The figures a page, an alert and a staff view show of an assessed slot. */
export interface ForecastSummary {
  hour: string;
  windKn: number;
  gustKn: number;
  waveM: number | null;
  warning: boolean;
}

export const summaryOf = (hour: ForecastHour): ForecastSummary => ({
  hour: hour.hour.toISOString(),
  windKn: hour.windKn,
  gustKn: hour.gustKn,
  waveM: hour.waveM,
  warning: hour.warning === true,
});
