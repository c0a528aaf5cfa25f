import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/connection.ts';
import { embeddedWeatherProvider } from './embeddedWeather.ts';
import { openMeteoProvider } from './openMeteo.ts';
import type { WeatherProvider } from './weatherProvider.ts';

/** The forecast source WEATHER_PROVIDER names (the embedded one unless told otherwise). */
export function weatherProviderFor(
  config: Pick<Config, 'WEATHER_PROVIDER' | 'WEATHER_FORECAST_URL' | 'WEATHER_MARINE_URL'>,
  db: Queryable,
): WeatherProvider {
  if (config.WEATHER_PROVIDER === 'open-meteo') {
    return openMeteoProvider({
      forecastUrl: config.WEATHER_FORECAST_URL,
      marineUrl: config.WEATHER_MARINE_URL,
    });
  }
  return embeddedWeatherProvider(db);
}
