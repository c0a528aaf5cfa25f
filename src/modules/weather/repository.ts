import type { Queryable } from '../../db/connection.ts';
import { unlessDaysTaken } from '../../db/savepoint.ts';
import type { ForecastHour } from '../../providers/weather/weatherProvider.ts';

/** Weather's SQL (migration 270): the forecast cache, alerts, owner-agreement requests, outcomes. */

export interface HarbourPoint {
  harbourId: number;
  latitude: number;
  longitude: number;
}

/** The cached hours of one harbour from `from` to `to`, fetched at `freshSince` or later. */
export async function cachedHours(
  db: Queryable,
  harbourId: number,
  from: Date,
  to: Date,
  freshSince: Date,
): Promise<ForecastHour[]> {
  const { rows } = await db.query<{
    hour: Date;
    wind_kn: number;
    gust_kn: number;
    wave_m: number | null;
    warning: boolean | null;
  }>(
    `SELECT hour, wind_kn::float8 AS wind_kn, gust_kn::float8 AS gust_kn, wave_m::float8 AS wave_m, warning
       FROM weather_forecasts
      WHERE harbour_id = $1 AND hour >= $2 AND hour < $3 AND fetched_at >= $4
      ORDER BY hour`,
    [harbourId, from, to, freshSince],
    { name: 'weather-cached-hours' },
  );
  return rows.map((r) => ({
    hour: r.hour,
    windKn: r.wind_kn,
    gustKn: r.gust_kn,
    waveM: r.wave_m,
    warning: r.warning,
  }));
}

/** The cached hours of several harbours at once (the watching job reads a page's harbours in one query). */
export async function cachedHoursOfHarbours(
  db: Queryable,
  harbourIds: number[],
  from: Date,
  to: Date,
  freshSince: Date,
): Promise<Map<number, ForecastHour[]>> {
  const { rows } = await db.query<{
    harbour_id: number;
    hour: Date;
    wind_kn: number;
    gust_kn: number;
    wave_m: number | null;
    warning: boolean | null;
  }>(
    `SELECT harbour_id::int AS harbour_id, hour, wind_kn::float8 AS wind_kn, gust_kn::float8 AS gust_kn,
            wave_m::float8 AS wave_m, warning
       FROM weather_forecasts
      WHERE harbour_id = ANY ($1::bigint[]) AND hour >= $2 AND hour < $3 AND fetched_at >= $4
      ORDER BY harbour_id, hour`,
    [harbourIds, from, to, freshSince],
    { name: 'weather-cached-hours-of-harbours' },
  );
  const byHarbour = new Map<number, ForecastHour[]>();
  for (const r of rows) {
    const hours = byHarbour.get(r.harbour_id) ?? [];
    hours.push({ hour: r.hour, windKn: r.wind_kn, gustKn: r.gust_kn, waveM: r.wave_m, warning: r.warning });
    byHarbour.set(r.harbour_id, hours);
  }
  return byHarbour;
}

/** Stores a provider's answer for a harbour, replacing the hours it covers. */
export async function storeHours(
  db: Queryable,
  harbourId: number,
  hours: ForecastHour[],
  provider: string,
  fetchedAt: Date,
): Promise<void> {
  if (hours.length === 0) return;
  await db.query(
    `INSERT INTO weather_forecasts (harbour_id, hour, wind_kn, gust_kn, wave_m, warning, provider, fetched_at)
     SELECT $1, h.hour, h.wind, h.gust, h.wave, h.warning, $7, $8
       FROM unnest($2::timestamptz[], $3::numeric[], $4::numeric[], $5::numeric[], $6::boolean[])
            AS h(hour, wind, gust, wave, warning)
     ON CONFLICT (harbour_id, hour) DO UPDATE
        SET wind_kn = EXCLUDED.wind_kn, gust_kn = EXCLUDED.gust_kn, wave_m = EXCLUDED.wave_m,
            warning = EXCLUDED.warning, provider = EXCLUDED.provider, fetched_at = EXCLUDED.fetched_at`,
    [
      harbourId,
      hours.map((h) => h.hour),
      hours.map((h) => h.windKn),
      hours.map((h) => h.gustKn),
      hours.map((h) => h.waveM),
      hours.map((h) => h.warning),
      provider,
      fetchedAt,
    ],
  );
}

/** Forgets a harbour's cached hours (a warning was raised: the next read asks again). */
export async function forgetHarbourForecast(db: Queryable, harbourId: number): Promise<void> {
  await db.query('DELETE FROM weather_forecasts WHERE harbour_id = $1', [harbourId]);
}

export async function raiseDevWarning(
  db: Queryable,
  harbourId: number,
  day: string,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO weather_dev_warnings (harbour_id, day, raised_at) VALUES ($1, $2, $3)
     ON CONFLICT (harbour_id, day) DO UPDATE SET raised_at = EXCLUDED.raised_at`,
    [harbourId, day, at],
  );
  await forgetHarbourForecast(db, harbourId);
}

export async function harbourPoint(db: Queryable, harbourId: number): Promise<HarbourPoint | undefined> {
  const { rows } = await db.query<HarbourPoint>(
    `SELECT id::int AS "harbourId", latitude::float8 AS latitude, longitude::float8 AS longitude
       FROM harbours WHERE id = $1`,
    [harbourId],
  );
  return rows[0];
}

/** The weather facts of one booking: where, when (the slot in UTC), what product, what was bought. */
export interface WeatherBooking {
  id: number;
  reference: string;
  status: string;
  tenant_id: number;
  owner_id: number;
  product_id: number;
  product_type: string | null;
  harbour_id: number;
  latitude: number;
  longitude: number;
  listing_title: string;
  start_date: string;
  end_date: string;
  days: number;
  half_day_period: 'morning' | 'afternoon' | null;
  slot_start: Date;
  slot_end: Date;
  service_fee_amount: number;
  currency_code: string;
  guarantee_amount: number | null;
}

/**
 * The slot of a booking in the harbour's zone: from 08:00 (13:00 for an afternoon) of the first
 * day to 19:00 (13:00 for a morning) of the last, as instants.
 */
const WEATHER_BOOKING = `
  SELECT b.id::int AS id, b.reference, b.status, b.tenant_id::int AS tenant_id, b.owner_id::int AS owner_id,
         b.product_id::int AS product_id, p.product_type, h.id::int AS harbour_id,
         h.latitude::float8 AS latitude, h.longitude::float8 AS longitude, b.listing_title,
         to_char(lower(b.period), 'YYYY-MM-DD') AS start_date, to_char(upper(b.period) - 1, 'YYYY-MM-DD') AS end_date,
         (upper(b.period) - lower(b.period))::int AS days, b.half_day_period,
         (lower(b.period) + CASE WHEN b.half_day_period = 'afternoon' THEN time '13:00' ELSE time '08:00' END)
           AT TIME ZONE coalesce(tz.time_zone, 'UTC') AS slot_start,
         (upper(b.period) - 1 + CASE WHEN b.half_day_period = 'morning' THEN time '13:00' ELSE time '19:00' END)
           AT TIME ZONE coalesce(tz.time_zone, 'UTC') AS slot_end,
         b.service_fee_amount::float8 AS service_fee_amount, b.currency_code,
         (SELECT sum(bi.amount)::float8 FROM booking_insurances bi
           WHERE bi.booking_id = b.id AND bi.insurance_key = 'cabWeather') AS guarantee_amount
    FROM bookings b
    JOIN products p ON p.id = b.product_id
    JOIN harbours h ON h.id = p.harbour_id
    LEFT JOIN product_time_zones tz ON tz.product_id = b.product_id`;

export async function findWeatherBooking(
  db: Queryable,
  bookingId: number,
): Promise<WeatherBooking | undefined> {
  const { rows } = await db.query<WeatherBooking>(`${WEATHER_BOOKING} WHERE b.id = $1`, [bookingId]);
  return rows[0];
}

/**
 * Accepted bookings whose slot starts between `from` and `to` and that have no alert yet for their
 * start day, after `afterId` (the job pages through them by id).
 */
export async function unalertedBookingsStarting(
  db: Queryable,
  window: { from: Date; to: Date; fromDay: string; toDay: string },
  afterId: number,
  limit: number,
): Promise<WeatherBooking[]> {
  const { rows } = await db.query<WeatherBooking>(
    `${WEATHER_BOOKING}
      WHERE b.status = 'accepted' AND lower(b.period) BETWEEN $1::date AND $2::date AND b.id > $5
        AND NOT EXISTS (SELECT 1 FROM weather_alerts a WHERE a.booking_id = b.id AND a.start_date = lower(b.period))
        AND (lower(b.period) + CASE WHEN b.half_day_period = 'afternoon' THEN time '13:00' ELSE time '08:00' END)
              AT TIME ZONE coalesce(tz.time_zone, 'UTC') BETWEEN $3 AND $4
      ORDER BY b.id LIMIT $6`,
    [window.fromDay, window.toDay, window.from, window.to, afterId, limit],
  );
  return rows;
}

/**
 * Records many alerts in one statement; answers the bookings whose alert this call wrote. A booking
 * and start day that already had one (an earlier run, or another process's transaction, which this
 * one waits for on the unique key) is left out, so its parties are not told twice.
 */
export async function insertAlerts(
  db: Queryable,
  alerts: { bookingId: number; startDate: string; forecast: unknown }[],
  at: Date,
): Promise<Set<number>> {
  if (alerts.length === 0) return new Set();
  const { rows } = await db.query<{ booking_id: number }>(
    `INSERT INTO weather_alerts (booking_id, start_date, forecast, sent_at)
     SELECT a.booking_id, a.start_date, a.forecast, $4
       FROM unnest($1::bigint[], $2::date[], $3::jsonb[]) AS a (booking_id, start_date, forecast)
     ON CONFLICT (booking_id, start_date) DO NOTHING
     RETURNING booking_id::int AS booking_id`,
    [
      alerts.map((a) => a.bookingId),
      alerts.map((a) => a.startDate),
      alerts.map((a) => JSON.stringify(a.forecast)),
      at,
    ],
  );
  return new Set(rows.map((r) => r.booking_id));
}

export interface AlertRow {
  start_date: string;
  forecast: Record<string, unknown>;
  sent_at: Date;
}

export async function latestAlert(db: Queryable, bookingId: number): Promise<AlertRow | undefined> {
  const { rows } = await db.query<AlertRow>(
    `SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, forecast, sent_at FROM weather_alerts
      WHERE booking_id = $1 ORDER BY sent_at DESC, id DESC LIMIT 1`,
    [bookingId],
  );
  return rows[0];
}

export async function weatherSettings(db: Queryable): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ key: string; value: unknown }>(
    `SELECT key, value FROM settings
      WHERE key IN ('weatherThresholds', 'weatherWatchHours', 'weatherOwnerAnswerHours', 'weatherGuarantee')`,
    [],
    { name: 'weather-settings' },
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export interface WeatherRequestRow {
  id: number;
  booking_id: number;
  status: 'pending' | 'agreed' | 'refused' | 'lapsed' | 'granted_by_staff';
  due_at: Date;
  answered_at: Date | null;
  created_at: Date;
}

const REQUEST_COLUMNS = `id::int AS id, booking_id::int AS booking_id, status, due_at, answered_at, created_at`;

export async function latestRequest(
  db: Queryable,
  bookingId: number,
  lock = false,
): Promise<WeatherRequestRow | undefined> {
  const { rows } = await db.query<WeatherRequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM weather_requests WHERE booking_id = $1 ORDER BY id DESC LIMIT 1 ${lock ? 'FOR UPDATE' : ''}`,
    [bookingId],
  );
  return rows[0];
}

export async function insertRequest(
  db: Queryable,
  r: { bookingId: number; requestedBy: number; forecast: unknown; dueAt: Date; at: Date },
): Promise<WeatherRequestRow | undefined> {
  const { rows } = await db.query<WeatherRequestRow>(
    `INSERT INTO weather_requests (booking_id, requested_by, forecast, due_at, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING ${REQUEST_COLUMNS}`,
    [r.bookingId, r.requestedBy, JSON.stringify(r.forecast ?? null), r.dueAt, r.at],
  );
  return rows[0];
}

export async function answerRequestRow(
  db: Queryable,
  id: number,
  answer: { status: WeatherRequestRow['status']; by: number | null; at: Date },
): Promise<void> {
  await db.query(
    'UPDATE weather_requests SET status = $2, answered_by = $3, answered_at = $4 WHERE id = $1',
    [id, answer.status, answer.by, answer.at],
  );
}

/** Pending requests past their deadline become refusals (no answer = refused). */
export async function lapseDueRequests(
  db: Queryable,
  now: Date,
): Promise<{ booking_id: number; requested_by: number }[]> {
  const { rows } = await db.query<{ booking_id: number; requested_by: number }>(
    `UPDATE weather_requests SET status = 'lapsed', answered_at = $1
      WHERE status = 'pending' AND due_at <= $1
      RETURNING booking_id::int AS booking_id, requested_by::int AS requested_by`,
    [now],
  );
  return rows;
}

export interface OutcomeRow {
  kind: 'cancelled' | 'postponed';
  actor_role: 'tenant' | 'owner' | 'staff';
  ground: 'threshold' | 'warning' | 'owner_agreed' | 'staff';
  forecast: Record<string, unknown> | null;
  guaranteed: boolean;
  refund_amount: number;
  voucher_amount: number;
  from_start: string | null;
  to_start: string | null;
  at: Date;
}

export async function insertOutcome(
  db: Queryable,
  o: {
    bookingId: number;
    kind: OutcomeRow['kind'];
    actorRole: OutcomeRow['actor_role'];
    actorId: number | null;
    ground: OutcomeRow['ground'];
    forecast: unknown;
    guaranteed: boolean;
    refund: number;
    voucher: number;
    from: { start: string; endExclusive: string } | null;
    to: { start: string; endExclusive: string } | null;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO weather_outcomes (booking_id, kind, actor_role, actor_id, ground, forecast, guaranteed, refund_amount,
                                   voucher_amount, from_period, to_period, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
             CASE WHEN $10::date IS NULL THEN NULL ELSE daterange($10::date, $11::date) END,
             CASE WHEN $12::date IS NULL THEN NULL ELSE daterange($12::date, $13::date) END, $14)`,
    [
      o.bookingId,
      o.kind,
      o.actorRole,
      o.actorId,
      o.ground,
      JSON.stringify(o.forecast ?? null),
      o.guaranteed,
      o.refund,
      o.voucher,
      o.from?.start ?? null,
      o.from?.endExclusive ?? null,
      o.to?.start ?? null,
      o.to?.endExclusive ?? null,
      o.at,
    ],
  );
}

export async function outcomesOf(db: Queryable, bookingId: number): Promise<OutcomeRow[]> {
  const { rows } = await db.query<OutcomeRow>(
    `SELECT kind, actor_role, ground, forecast, guaranteed, refund_amount::float8 AS refund_amount,
            voucher_amount::float8 AS voucher_amount, to_char(lower(from_period), 'YYYY-MM-DD') AS from_start,
            to_char(lower(to_period), 'YYYY-MM-DD') AS to_start, at
       FROM weather_outcomes WHERE booking_id = $1 ORDER BY at, id`,
    [bookingId],
  );
  return rows;
}

/** Moves an accepted booking's days, its balance due date with them (the no-double-booking constraint checks). */
export async function moveBookingDays(
  db: Queryable,
  bookingId: number,
  to: { start: string; endExclusive: string },
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE bookings
        SET balance_due_date = CASE WHEN balance_paid_at IS NULL AND balance_due_date IS NOT NULL
                                    THEN balance_due_date + ($2::date - lower(period)) ELSE balance_due_date END,
            period = daterange($2::date, $3::date), updated_at = $4
      WHERE id = $1`,
    [bookingId, to.start, to.endExclusive, at],
  );
}

/**
 * Moves the booking's days when the boat is free then: false when the no-double-booking constraint
 * refuses them (the transaction goes on, rolled back to before the move).
 */
export async function moveBookingDaysIfFree(
  tx: Queryable,
  bookingId: number,
  to: { start: string; endExclusive: string },
  at: Date,
): Promise<boolean> {
  return unlessDaysTaken(tx, 'weather_postpone', () => moveBookingDays(tx, bookingId, to, at));
}

export async function refundableOnCard(db: Queryable, bookingId: number): Promise<number> {
  const { rows } = await db.query<{ refundable: number }>(
    `SELECT coalesce(sum(p.amount - coalesce((SELECT sum(r.amount) FROM refunds r
                                               WHERE r.payment_id = p.id AND r.status <> 'failed'), 0)), 0)::float8 AS refundable
       FROM payments p WHERE p.booking_id = $1 AND p.status = 'succeeded'`,
    [bookingId],
  );
  return rows[0].refundable;
}
