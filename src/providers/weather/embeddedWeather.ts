import type { Queryable } from '../../db/connection.ts';
import { type ForecastHour, hoursBetween, type WeatherProvider } from './weatherProvider.ts';

/**
 * The embedded forecast: no network, the same answer every time for a harbour and a day. Most days
 * are calm; about one harbour-day in ten is a storm with a warning (so the seeded world has some),
 * and the dev route raises a warning on any harbour and day (weather_dev_warnings).
 */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Whether the embedded forecast makes `day` (YYYY-MM-DD, UTC) a storm at this harbour. */
export const isEmbeddedStormDay = (harbourId: number, day: string) => fnv1a(`${harbourId}:${day}`) % 10 === 0;

const CALM = { windKn: 8, gustKn: 13, waveM: 0.5 };
const STORM = { windKn: 30, gustKn: 41, waveM: 3.2 };

export function embeddedWeatherProvider(db: Queryable): WeatherProvider {
  return {
    name: 'embedded',
    async forecast(point, from, to) {
      const { rows } = await db.query<{ day: string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM weather_dev_warnings
          WHERE harbour_id = $1 AND day BETWEEN $2::timestamptz::date AND $3::timestamptz::date`,
        [point.harbourId, from, to],
      );
      const warned = new Set(rows.map((row) => row.day));
      return hoursBetween(from, to).map((hour): ForecastHour => {
        const day = hour.toISOString().slice(0, 10);
        const storm = warned.has(day) || isEmbeddedStormDay(point.harbourId, day);
        // a small swing through the day, so the hours are not all alike
        const swing = (fnv1a(`${point.harbourId}:${hour.toISOString()}`) % 5) - 2;
        const base = storm ? STORM : CALM;
        return {
          hour,
          windKn: base.windKn + swing,
          gustKn: base.gustKn + swing,
          waveM: Math.round((base.waveM + swing / 10) * 10) / 10,
          warning: storm,
        };
      });
    },
  };
}
