import {
  type ForecastHour,
  type ForecastPoint,
  floorHour,
  HOUR_MS,
  type WeatherProvider,
  WeatherUnavailable,
} from './weatherProvider.ts';

/**
 * Open-Meteo (https://open-meteo.com): the forecast API for wind and gusts (in knots) and the marine
 * API for the wave height, both hourly in UTC, over plain HTTP. Open-Meteo publishes no official
 * warning: `warning` is null and the thresholds decide alone. Tested against recorded answers
 * (openMeteo.test.ts); not run against the live service from this repository's machines.
 */
export interface OpenMeteoOptions {
  forecastUrl?: string;
  marineUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface HourlyAnswer {
  hourly?: { time?: unknown; [series: string]: unknown };
}

/** `2026-11-30T14:00` (UTC, as asked with timezone=UTC) to the instant. */
const utcHour = (text: string) => new Date(`${text}:00Z`);
const isoMinute = (at: Date) => at.toISOString().slice(0, 16);

function series(answer: HourlyAnswer, name: string): Map<number, number | null> {
  const times = answer.hourly?.time;
  const values = answer.hourly?.[name];
  if (!Array.isArray(times) || !Array.isArray(values) || times.length !== values.length) {
    throw new WeatherUnavailable(`Open-Meteo answered without hourly ${name}`);
  }
  const byHour = new Map<number, number | null>();
  times.forEach((time, i) => {
    const value = values[i];
    byHour.set(utcHour(String(time)).getTime(), typeof value === 'number' ? value : null);
  });
  return byHour;
}

export function openMeteoProvider(options: OpenMeteoOptions = {}): WeatherProvider {
  const forecastUrl = options.forecastUrl ?? 'https://api.open-meteo.com/v1/forecast';
  const marineUrl = options.marineUrl ?? 'https://marine-api.open-meteo.com/v1/marine';
  const get = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function ask(base: string, point: ForecastPoint, hourly: string, from: Date, to: Date) {
    const url = new URL(base);
    url.search = new URLSearchParams({
      latitude: String(point.latitude),
      longitude: String(point.longitude),
      hourly,
      wind_speed_unit: 'kn',
      timezone: 'UTC',
      start_hour: isoMinute(from),
      end_hour: isoMinute(new Date(to.getTime() - HOUR_MS)),
    }).toString();
    let res: Response;
    try {
      res = await get(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new WeatherUnavailable(`Open-Meteo unreachable: ${(error as Error).message}`);
    }
    if (!res.ok) throw new WeatherUnavailable(`Open-Meteo answered ${res.status}`);
    return (await res.json()) as HourlyAnswer;
  }

  return {
    name: 'open-meteo',
    async forecast(point, fromAt, to) {
      const from = floorHour(fromAt);
      const [wind, marine] = await Promise.all([
        ask(forecastUrl, point, 'wind_speed_10m,wind_gusts_10m', from, to),
        // A point inland or in a harbour the marine grid misses answers 400: the wind alone decides.
        ask(marineUrl, point, 'wave_height', from, to).catch((error) => {
          if (error instanceof WeatherUnavailable && /answered 400/.test(error.message)) return null;
          throw error;
        }),
      ]);
      const speeds = series(wind, 'wind_speed_10m');
      const gusts = series(wind, 'wind_gusts_10m');
      const waves = marine ? series(marine, 'wave_height') : new Map<number, number | null>();
      const hours: ForecastHour[] = [];
      for (const [t, windKn] of speeds) {
        if (t < from.getTime() || t >= to.getTime() || windKn === null) continue;
        hours.push({
          hour: new Date(t),
          windKn,
          gustKn: gusts.get(t) ?? windKn,
          waveM: waves.get(t) ?? null,
          warning: null,
        });
      }
      return hours.sort((a, b) => a.hour.getTime() - b.hour.getTime());
    },
  };
}
