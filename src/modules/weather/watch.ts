import type { Database } from '../../db/connection.ts';
import type { ForecastHour, WeatherProvider } from '../../providers/weather/weatherProvider.ts';
import { HOUR_MS } from '../../providers/weather/weatherProvider.ts';
import { harbourForecasts, slotRange, summaryOf } from './forecasts.ts';
import { notifyWeatherMany } from './notices.ts';
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
 * once: the alert rows (unique per booking and start day) are written in the transaction of the
 * notices, a page of bookings at a time and set-wise, so a second run, or a second process at the same
 * time, writes and sends nothing.
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
  // A harbour's hours read once per run serve every page: they are read up to the latest slot end of
  // the page that first needs them, and again only for a page that needs later hours.
  const known = new Map<number, { to: number; hours: ForecastHour[] }>();
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
    const pageTo = Math.max(...page.map((b) => b.slot_end.getTime()));
    const toRead = [...byHarbour.values()].filter((bookings) => {
      const seen = known.get(bookings[0].harbour_id);
      return !seen || seen.to < Math.max(...bookings.map((b) => b.slot_end.getTime()));
    });
    const read: Map<number, ForecastHour[] | Error> =
      toRead.length === 0
        ? new Map()
        : await harbourForecasts(
            db,
            counting,
            toRead.map((bookings) => ({
              point: {
                harbourId: bookings[0].harbour_id,
                latitude: bookings[0].latitude,
                longitude: bookings[0].longitude,
              },
              to: new Date(pageTo),
            })),
            now,
            now,
          );
    for (const [harbourId, hours] of read) {
      if (!(hours instanceof Error)) known.set(harbourId, { to: pageTo, hours });
    }
    const forecasts = new Map<number, ForecastHour[] | Error | undefined>(
      [...byHarbour.keys()].map((harbourId) => [
        harbourId,
        read.get(harbourId) ?? known.get(harbourId)?.hours,
      ]),
    );
    const unsafe: Unsafe[] = [];
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
      for (const booking of bookings) {
        run.checked++;
        const range = slotRange(booking, now);
        const slotHours = hours.filter((h) => h.hour >= range.from && h.hour < range.to);
        const assessed = assessSlot(slotHours, thresholdsFor(thresholds, booking.product_type));
        if (assessed.ground && assessed.worst)
          unsafe.push({ booking, worst: assessed.worst, ground: assessed.ground });
      }
    }
    if (unsafe.length > 0) run.alerted += await alertBoth(db, unsafe, now);
  }
  return run;
}

type Unsafe = { booking: repo.WeatherBooking; worst: ForecastHour; ground: 'warning' | 'threshold' };

/**
 * Tells both parties of each unsafe trip of a page, set-wise and in one transaction: the alerts in one
 * statement, then the notices of the trips whose alert this transaction wrote (their recipients read in
 * one query, the outbox rows a thousand per statement). Answers how many trips were new.
 */
async function alertBoth(db: Database, unsafe: Unsafe[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const written = await repo.insertAlerts(
      tx,
      unsafe.map(({ booking, worst, ground }) => ({
        bookingId: booking.id,
        startDate: booking.start_date,
        forecast: { ...summaryOf(worst), ground },
      })),
      now,
    );
    const told = unsafe
      .filter(({ booking }) => written.has(booking.id))
      .flatMap(({ booking, worst }) =>
        [booking.tenant_id, booking.owner_id].map((userId) => ({
          userId,
          facts: {
            bookingId: booking.id,
            listingTitle: booking.listing_title,
            startDate: booking.start_date,
            gustKn: worst.gustKn,
            waveM: worst.waveM,
            warning: worst.warning === true,
          },
        })),
      );
    await notifyWeatherMany(tx, 'stormAlert', told);
    return written.size;
  });
}
