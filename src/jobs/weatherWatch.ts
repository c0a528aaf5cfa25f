import type { Database } from '../db/connection.ts';
import { appClock } from '../http/clock.ts';
import { runWeatherWatch } from '../modules/weather/watchRun.ts';
import type { WeatherProvider } from '../providers/weather/weatherProvider.ts';
import type { JobDefinition } from './engine.ts';
import type { JobLog } from './outboxDelivery.ts';

/**
 * Watches the weather of accepted bookings of the next 72 hours every quarter of an hour (DESIGN.md,
 * "Weather"). Safe twice and across processes: an alert is written once per booking and start day in
 * the transaction of its notices; the forecast cache makes one provider request per harbour and hour.
 */
export function weatherWatchJob(
  db: Database,
  options: { provider: WeatherProvider; log: JobLog },
): JobDefinition {
  return {
    name: 'weather-watch',
    everySeconds: 900,
    run: async () => {
      const run = await runWeatherWatch(db, options.provider, { now: appClock.now(), log: options.log });
      if (run.alerted + run.lapsedRequests + run.failedHarbours > 0) options.log.info(run, 'weather watched');
      return run;
    },
  };
}
