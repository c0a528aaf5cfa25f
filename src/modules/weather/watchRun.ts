import type { Database } from '../../db/connection.ts';
import type { WeatherProvider } from '../../providers/weather/weatherProvider.ts';
import { lapseWeatherRequests } from './service.ts';
import { type WatchLog, type WatchRun, watchWeather } from './watch.ts';

/** One run of the watching job: unanswered weather requests lapse, then the forecasts are checked. */
export async function runWeatherWatch(
  db: Database,
  provider: WeatherProvider,
  options: { now: Date; log: WatchLog },
): Promise<WatchRun & { lapsedRequests: number }> {
  const lapsedRequests = await lapseWeatherRequests(db, options.now);
  return { ...(await watchWeather(db, provider, options)), lapsedRequests };
}
