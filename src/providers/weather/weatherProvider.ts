/**
 * A marine and wind forecast for a harbour's coordinates (DESIGN.md, "Weather"), hour by hour. Two
 * adapters: `embedded` (the default: deterministic from the harbour and the day, plus the warnings
 * raised by the dev route, so the whole flow runs offline) and `open-meteo` (Open-Meteo's forecast
 * and marine APIs over plain HTTP), chosen by WEATHER_PROVIDER.
 */
export interface ForecastPoint {
  harbourId: number;
  latitude: number;
  longitude: number;
}

export interface ForecastHour {
  /** The hour the figures are for (UTC, on the hour). */
  hour: Date;
  /** Mean wind at 10 m, knots. */
  windKn: number;
  gustKn: number;
  /** Significant wave height, metres; null when the source has no marine figure for the point. */
  waveM: number | null;
  /** An official weather warning in force; null when the source publishes none. */
  warning: boolean | null;
}

export interface WeatherProvider {
  readonly name: string;
  /** The hours from `from` (inclusive) to `to` (exclusive), on the hour. Throws when the source fails. */
  forecast(point: ForecastPoint, from: Date, to: Date): Promise<ForecastHour[]>;
}

/** The source could not answer (network, HTTP status, an answer of the wrong shape). */
export class WeatherUnavailable extends Error {}

export const HOUR_MS = 3_600_000;
export const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** Every hour start from `from` (floored) up to `to` (exclusive). */
export function hoursBetween(from: Date, to: Date): Date[] {
  const hours: Date[] = [];
  for (let t = floorHour(from).getTime(); t < to.getTime(); t += HOUR_MS) hours.push(new Date(t));
  return hours;
}
