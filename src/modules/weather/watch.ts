import type { Database } from '../../db/connection.ts';
import type { ForecastHour, WeatherProvider } from '../../providers/weather/weatherProvider.ts';
import { HOUR_MS } from '../../providers/weather/weatherProvider.ts';
import { harbourForecasts, slotRange, summaryOf } from './forecasts.ts';
import { notifyWeather } from './notices.ts';
import * as repo from './repository.ts';
import { assessSlot, DEFAULT_THRESHOLDS, type ThresholdSettings, thresholdsFor } from './rules.ts';

export interface WatchLog {
  warn(obj: object, msg: string): void;
}

export interface WatchRun {
  checked: number;
  alerted: number;
  /** Harbours whose provider failed this run: their bookings were left as they were. */
  failedHarbours: number;
  /** Requests made to the provider (at most one per harbour and hour, the rest from the cache). */
  providerRequests: number;
}

const PAGE = 5000;

/**
 * The watching job's work (DESIGN.md, "Weather"): every accepted booking whose slot starts within
 * the watch window (72 hours by default) and has had no alert for its start day is looked at again at
 * each run, which also covers the morning of the trip. When its slot is unsafe, both parties are told
 * once: the alert row (unique per booking and start day) is written in the transaction of the
 * notices, so a second run, or a second process at the same time, writes and sends nothing.
 */
export async function watchWeather(
  db: Database,
  provider: WeatherProvider,
  options: { now: Date; log: WatchLog },
): Promise<WatchRun> {
  const { now, log } = options;
  const settings = await repo.weatherSettings(db);
  const thresholds = (settings.weatherThresholds as ThresholdSettings | undefined) ?? DEFAULT_THRESHOLDS;
  const watchHours = Number(settings.weatherWatchHours ?? 72);
  const to = new Date(now.getTime() + watchHours * HOUR_MS);
  const window = {
    from: now,
    to,
    // a day either side covers every harbour's zone; the instants decide
    fromDay: new Date(now.getTime() - 24 * HOUR_MS).toISOString().slice(0, 10),
    toDay: new Date(to.getTime() + 24 * HOUR_MS).toISOString().slice(0, 10),
  };
  const run: WatchRun = { checked: 0, alerted: 0, failedHarbours: 0, providerRequests: 0 };
  const counting: WeatherProvider = {
    name: provider.name,
    forecast: (point, from, until) => {
      run.providerRequests++;
      return provider.forecast(point, from, until);
    },
  };
  const failed = new Set<number>();
  let afterId = 0;
  for (;;) {
    const page = await repo.unalertedBookingsStarting(db, window, afterId, PAGE);
    if (page.length === 0) break;
    afterId = page[page.length - 1].id;
    const byHarbour = new Map<number, repo.WeatherBooking[]>();
    for (const booking of page) {
      if (failed.has(booking.harbour_id)) continue;
      byHarbour.set(booking.harbour_id, [...(byHarbour.get(booking.harbour_id) ?? []), booking]);
    }
    if (byHarbour.size === 0) continue;
    const forecasts = await harbourForecasts(
      db,
      counting,
      [...byHarbour.values()].map((bookings) => ({
        point: {
          harbourId: bookings[0].harbour_id,
          latitude: bookings[0].latitude,
          longitude: bookings[0].longitude,
        },
        to: new Date(Math.max(...bookings.map((b) => b.slot_end.getTime()))),
      })),
      now,
      now,
    );
    for (const [harbourId, bookings] of byHarbour) {
      const hours = forecasts.get(harbourId);
      if (!hours || hours instanceof Error) {
        failed.add(harbourId);
        run.failedHarbours++;
        log.warn(
          { err: hours, harbourId, provider: provider.name },
          'weather forecast unavailable: bookings left as they are',
        );
        continue;
      }
      const unsafe: { booking: repo.WeatherBooking; worst: ForecastHour; ground: 'warning' | 'threshold' }[] =
        [];
      for (const booking of bookings) {
        run.checked++;
        const range = slotRange(booking, now);
        const slotHours = hours.filter((h) => h.hour >= range.from && h.hour < range.to);
        const assessed = assessSlot(slotHours, thresholdsFor(thresholds, booking.product_type));
        if (assessed.ground && assessed.worst)
          unsafe.push({ booking, worst: assessed.worst, ground: assessed.ground });
      }
      if (unsafe.length > 0) run.alerted += await alertBoth(db, unsafe, now);
    }
  }
  return run;
}

/** Tells both parties of each unsafe trip of one harbour, in one transaction; answers how many were new. */
async function alertBoth(
  db: Database,
  unsafe: { booking: repo.WeatherBooking; worst: ForecastHour; ground: 'warning' | 'threshold' }[],
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    let alerted = 0;
    for (const { booking, worst, ground } of unsafe) {
      const forecast = { ...summaryOf(worst), ground };
      if (!(await repo.insertAlert(tx, booking.id, booking.start_date, forecast, now))) continue;
      alerted++;
      for (const userId of [booking.tenant_id, booking.owner_id]) {
        await notifyWeather(tx, 'stormAlert', userId, {
          bookingId: booking.id,
          listingTitle: booking.listing_title,
          startDate: booking.start_date,
          gustKn: worst.gustKn,
          waveM: worst.waveM,
          warning: worst.warning === true,
        });
      }
    }
    return alerted;
  });
}
