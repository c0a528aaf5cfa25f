import type { Database, Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { WeatherProvider } from '../../providers/weather/weatherProvider.ts';
import { daysTakenByOthers } from '../booking-modifications/repository.ts';
import { type ChangeContext, closeBooking } from '../bookings/changes.ts';
import * as bookings from '../bookings/repository.ts';
import { canTransition } from '../bookings/stateMachine.ts';
import { issueVoucher } from '../vouchers/service.ts';
import {
  FORECAST_HORIZON_HOURS,
  type ForecastSummary,
  harbourForecast,
  slotRange,
  summaryOf,
} from './forecasts.ts';
import { notifyWeather } from './notices.ts';
import * as repo from './repository.ts';
import {
  assessSlot,
  DEFAULT_THRESHOLDS,
  type Ground,
  postponementProblem,
  type ThresholdSettings,
  thresholdsFor,
  weatherCancellationMoney,
  weatherPermission,
} from './rules.ts';

/**
 * Weather cancellations and postponements (DESIGN.md, "Weather"): the service checks who may do
 * what by the rules (rules.ts), then lets the bookings' closing path (bookings/changes.ts) release,
 * refund under its idempotency key and move the status, and records the voucher, the outcome and
 * the notices in the closing's transaction.
 */
export interface WeatherContext extends ChangeContext {
  weather: WeatherProvider;
}

export type WeatherActor = { id: number; side: 'tenant' | 'owner' } | { id: number; side: 'staff' };

const HOUR_MS = 3_600_000;

/** The booking for one viewer: its parties only (staff pass `staff`); anyone else gets 404. */
async function weatherBookingFor(db: Queryable, actor: WeatherActor, bookingId: number) {
  const booking = await repo.findWeatherBooking(db, bookingId);
  if (!booking) throw notFound('This booking does not exist.');
  if (actor.side === 'tenant' && booking.tenant_id !== actor.id)
    throw notFound('This booking does not exist.');
  if (actor.side === 'owner' && booking.owner_id !== actor.id) throw notFound('This booking does not exist.');
  return booking;
}

export interface Assessment {
  ground: Ground | null;
  forecast: ForecastSummary | null;
  /** When the watching job told both parties about these days. */
  alertSentAt: Date | null;
}

/**
 * Whether the booking's current days are unsafe: an alert sent for them stands (the offer made to
 * both sides does not vanish if the next run forecasts better), else the forecast now. A slot beyond
 * the forecast's horizon, or a provider that fails, is no ground.
 */
async function assess(db: Database, provider: WeatherProvider, booking: repo.WeatherBooking, now: Date) {
  const alert = await repo.latestAlert(db, booking.id);
  if (alert && alert.start_date === booking.start_date) {
    const forecast = alert.forecast as unknown as ForecastSummary & { ground: Ground };
    return { ground: forecast.ground, forecast, alertSentAt: alert.sent_at } satisfies Assessment;
  }
  const none: Assessment = { ground: null, forecast: null, alertSentAt: null };
  if (booking.slot_end.getTime() <= now.getTime()) return none;
  if (booking.slot_start.getTime() > now.getTime() + FORECAST_HORIZON_HOURS * HOUR_MS) return none;
  const settings = await repo.weatherSettings(db);
  const thresholds = (settings.weatherThresholds as ThresholdSettings | undefined) ?? DEFAULT_THRESHOLDS;
  try {
    const hours = await harbourForecast(
      db,
      provider,
      { harbourId: booking.harbour_id, latitude: booking.latitude, longitude: booking.longitude },
      slotRange(booking, now),
      now,
    );
    const assessed = assessSlot(hours, thresholdsFor(thresholds, booking.product_type));
    return {
      ground: assessed.ground,
      forecast: assessed.worst ? summaryOf(assessed.worst) : null,
      alertSentAt: null,
    } satisfies Assessment;
  } catch {
    return none;
  }
}

const notAccepted = () =>
  conflict('booking-not-accepted', 'Only an accepted trip can be cancelled or postponed for weather.');

/** What allows this actor to act for weather now, or the 409 that explains why not. */
function groundFor(actor: WeatherActor, assessment: Assessment, agreed: boolean) {
  if (actor.side === 'staff') return 'staff' as const;
  if (assessment.ground) return assessment.ground;
  if (actor.side === 'tenant' && agreed) return 'owner_agreed' as const;
  const permission = weatherPermission(null, actor.side);
  if (permission === 'askOwner') {
    throw conflict(
      'weather-needs-owner',
      'The forecast is below the limits: ask the owner to agree to a weather cancellation.',
    );
  }
  throw conflict(
    'weather-below-threshold',
    'The forecast is below the limits: this is not a weather cancellation.',
  );
}

export interface WeatherCancellationResult {
  refund: number;
  voucher: number;
  kept: number;
}

/**
 * Cancels for weather. With the guarantee everything comes back but its price; without, the rental
 * comes back and the service fee becomes a voucher. What vouchers paid of the booking comes back in
 * full as credit. The owner earns nothing and is not counted a cancellation.
 */
export async function cancelForWeather(
  db: Database,
  context: WeatherContext,
  actor: WeatherActor,
  bookingId: number,
  options: { agreed?: boolean } = {},
): Promise<WeatherCancellationResult> {
  const now = appClock.now();
  const booking = await weatherBookingFor(db, actor, bookingId);
  if (booking.status !== 'accepted') throw notAccepted();
  const assessment = await assess(db, context.weather, booking, now);
  const ground = groundFor(actor, assessment, options.agreed === true);
  const to = actor.side === 'owner' ? 'cancelled_by_owner' : 'cancelled_by_tenant';
  const role = actor.side === 'staff' ? 'staff' : options.agreed ? 'tenant' : actor.side;
  const money = (refundable: number) =>
    weatherCancellationMoney({
      refundable,
      serviceFee: booking.service_fee_amount,
      guaranteePrice: booking.guarantee_amount,
    });
  let result: WeatherCancellationResult = { refund: 0, voucher: 0, kept: 0 };
  await closeBooking(db, context, bookingId, {
    to,
    actor: { role, id: actor.id },
    reason: 'weather',
    check(locked) {
      if (locked.status === to) return 'done';
      if (!canTransition(locked.status, to, role)) throw notAccepted();
      if (locked.days_before_start < 0) {
        throw conflict('booking-started', 'This trip has started: it can no longer be cancelled.');
      }
      return 'go';
    },
    refund: (_locked, refundable) => money(refundable).refund,
    refundKey: `weather-cancel:${bookingId}`,
    refundReason: 'Cancelled for weather',
    notices: [],
    countsAgainstOwner: false,
    voucherShare: 1,
    async after(tx, closed) {
      const outcome = money(closed.refundable);
      result = { refund: closed.refund, voucher: outcome.voucher, kept: outcome.kept };
      if (outcome.voucher > 0) {
        await issueVoucher(tx, {
          userId: booking.tenant_id,
          amount: outcome.voucher,
          currency: booking.currency_code,
          reason: 'weather',
          sourceBookingId: bookingId,
          at: now,
        });
      }
      await repo.insertOutcome(tx, {
        bookingId,
        kind: 'cancelled',
        actorRole: actor.side === 'staff' ? 'staff' : options.agreed ? 'tenant' : actor.side,
        actorId: actor.id,
        ground,
        forecast: assessment.forecast,
        guaranteed: booking.guarantee_amount !== null,
        refund: closed.refund,
        voucher: outcome.voucher,
        from: null,
        to: null,
        at: now,
      });
      for (const userId of [booking.tenant_id, booking.owner_id]) {
        await notifyWeather(tx, 'cancelledForWeather', userId, {
          bookingId,
          listingTitle: booking.listing_title,
          startDate: booking.start_date,
          currency: booking.currency_code,
          refund: closed.refund,
          voucher: outcome.voucher,
        });
      }
    },
  });
  return result;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Moves the trip to another free day of the same boat at the same price: the money stays, the days
 * move (as many as before, same half of the day), the no-double-booking constraint has the last word.
 */
export async function postponeForWeather(
  db: Database,
  context: WeatherContext,
  actor: WeatherActor,
  bookingId: number,
  input: { startDate: string },
): Promise<{ startDate: string; endDate: string }> {
  const now = appClock.now();
  const booking = await weatherBookingFor(db, actor, bookingId);
  if (booking.status !== 'accepted') throw notAccepted();
  const assessment = await assess(db, context.weather, booking, now);
  const ground = groundFor(actor, assessment, false);
  const problem = postponementProblem(
    { startDate: booking.start_date, days: booking.days },
    { startDate: input.startDate, days: booking.days },
    now.toISOString().slice(0, 10),
  );
  if (problem) {
    throw conflict(
      `postpone-${problem}`,
      'Choose another day from tomorrow on, for as many days as the trip.',
    );
  }
  const endExclusive = addDays(input.startDate, booking.days);
  await db.transaction(async (tx) => {
    const locked = await bookings.lockBooking(tx, bookingId, now);
    if (locked?.status !== 'accepted') throw notAccepted();
    if (locked.leased)
      throw conflict('booking-busy', 'This booking is being changed right now: try again in a moment.');
    if (locked.start_date !== booking.start_date) return;
    const taken = await daysTakenByOthers(
      tx,
      { id: bookingId, product_id: booking.product_id },
      input.startDate,
      booking.days,
    );
    if (taken.length > 0)
      throw conflict('dates-taken', 'The boat is not free on these days: choose another day.');
    if (!(await repo.moveBookingDaysIfFree(tx, bookingId, { start: input.startDate, endExclusive }, now)))
      throw conflict('dates-taken', 'The boat is not free on these days: choose another day.');
    const role = actor.side === 'staff' ? 'staff' : actor.side;
    await bookings.addBookingEvent(tx, {
      bookingId,
      from: 'accepted',
      to: 'accepted',
      actorId: actor.id,
      role,
      // a code and its facts, worded by each reader (DESIGN: whose language)
      reason: 'weatherPostponed',
      facts: { fromDate: booking.start_date, toDate: input.startDate },
      at: now,
    });
    await repo.insertOutcome(tx, {
      bookingId,
      kind: 'postponed',
      actorRole: role,
      actorId: actor.id,
      ground,
      forecast: assessment.forecast,
      guaranteed: booking.guarantee_amount !== null,
      refund: 0,
      voucher: 0,
      from: { start: booking.start_date, endExclusive: addDays(booking.start_date, booking.days) },
      to: { start: input.startDate, endExclusive },
      at: now,
    });
    for (const userId of [booking.tenant_id, booking.owner_id]) {
      await notifyWeather(tx, 'postponedForWeather', userId, {
        bookingId,
        listingTitle: booking.listing_title,
        startDate: booking.start_date,
        newDate: input.startDate,
      });
    }
  });
  return { startDate: input.startDate, endDate: addDays(input.startDate, booking.days - 1) };
}

/** Below the threshold, the renter asks the owner, who has until the deadline (no answer = refused). */
export async function askOwnerForWeather(
  db: Database,
  context: WeatherContext,
  renterId: number,
  bookingId: number,
): Promise<repo.WeatherRequestRow> {
  const now = appClock.now();
  const booking = await weatherBookingFor(db, { id: renterId, side: 'tenant' }, bookingId);
  if (booking.status !== 'accepted') throw notAccepted();
  const assessment = await assess(db, context.weather, booking, now);
  if (assessment.ground) {
    throw conflict(
      'weather-cancel-now',
      'The forecast is over the limits: you can cancel for weather at once.',
    );
  }
  const settings = await repo.weatherSettings(db);
  const hours = Number(settings.weatherOwnerAnswerHours ?? 24);
  const dueAt = new Date(Math.min(now.getTime() + hours * HOUR_MS, booking.slot_start.getTime()));
  if (dueAt.getTime() <= now.getTime()) {
    throw conflict('booking-started', 'This trip has started: it can no longer be cancelled.');
  }
  return db.transaction(async (tx) => {
    const inserted = await repo.insertRequest(tx, {
      bookingId,
      requestedBy: renterId,
      forecast: assessment.forecast,
      dueAt,
      at: now,
    });
    if (!inserted) return (await repo.latestRequest(tx, bookingId)) as repo.WeatherRequestRow;
    await notifyWeather(tx, 'weatherRequest', booking.owner_id, {
      bookingId,
      listingTitle: booking.listing_title,
      startDate: booking.start_date,
      due: dueAt,
    });
    return inserted;
  });
}

/** The owner answers a renter's weather request: agreeing cancels for weather, refusing keeps the trip. */
export async function answerWeatherRequest(
  db: Database,
  context: WeatherContext,
  ownerId: number,
  bookingId: number,
  input: { agree: boolean },
): Promise<{ status: string; money?: WeatherCancellationResult }> {
  const now = appClock.now();
  const booking = await weatherBookingFor(db, { id: ownerId, side: 'owner' }, bookingId);
  const request = await db.transaction(async (tx) => {
    const latest = await repo.latestRequest(tx, bookingId, true);
    if (latest?.status !== 'pending') {
      throw conflict('no-weather-request', 'There is no weather request waiting for your answer.');
    }
    if (latest.due_at.getTime() <= now.getTime()) {
      await repo.answerRequestRow(tx, latest.id, { status: 'lapsed', by: null, at: now });
      return { ...latest, status: 'lapsed' as const };
    }
    await repo.answerRequestRow(tx, latest.id, {
      status: input.agree ? 'agreed' : 'refused',
      by: ownerId,
      at: now,
    });
    if (!input.agree) {
      await notifyWeather(tx, 'weatherRequestRefused', booking.tenant_id, {
        bookingId,
        listingTitle: booking.listing_title,
        startDate: booking.start_date,
      });
    }
    return latest;
  });
  if (request.status === 'lapsed') {
    throw conflict('weather-request-lapsed', 'The time to answer is over: the request counts as refused.');
  }
  if (!input.agree) return { status: 'refused' };
  const money = await cancelForWeather(db, context, { id: booking.tenant_id, side: 'tenant' }, bookingId, {
    agreed: true,
  });
  return { status: 'agreed', money };
}

/** Requests nobody answered by their deadline count as refused; the renter is told. */
export async function lapseWeatherRequests(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await repo.lapseDueRequests(tx, now);
    for (const row of lapsed) {
      const booking = await repo.findWeatherBooking(tx, row.booking_id);
      if (!booking) continue;
      await notifyWeather(tx, 'weatherRequestRefused', row.requested_by, {
        bookingId: row.booking_id,
        listingTitle: booking.listing_title,
        startDate: booking.start_date,
      });
    }
    return lapsed.length;
  });
}

export interface WeatherView {
  bookingId: number;
  guaranteed: boolean;
  guaranteePrice: number | null;
  ground: Ground | null;
  forecast: ForecastSummary | null;
  alertSentAt: string | null;
  /** What this viewer may do now. */
  actions: { postpone: boolean; cancel: 'now' | 'askOwner' | null; answerRequest: boolean };
  /** What a weather cancellation would give back now. */
  preview: { refund: number; voucher: number; kept: number };
  request: { status: string; dueAt: string } | null;
  outcomes: {
    kind: 'cancelled' | 'postponed';
    actorRole: string;
    ground: string;
    forecast: Record<string, unknown> | null;
    refund: number;
    voucher: number;
    fromDate: string | null;
    toDate: string | null;
    at: string;
  }[];
}

/** The booking page's weather section (and the back office's), for one viewer. */
export async function weatherView(
  db: Database,
  provider: WeatherProvider,
  actor: WeatherActor,
  bookingId: number,
): Promise<WeatherView> {
  const now = appClock.now();
  const booking = await weatherBookingFor(db, actor, bookingId);
  const accepted = booking.status === 'accepted';
  const assessment: Assessment = accepted
    ? await assess(db, provider, booking, now)
    : { ground: null, forecast: null, alertSentAt: null };
  const request = await repo.latestRequest(db, bookingId);
  const pending = request?.status === 'pending' && request.due_at.getTime() > now.getTime();
  const permission = actor.side === 'staff' ? 'now' : weatherPermission(assessment.ground, actor.side);
  const refundable = accepted ? await repo.refundableOnCard(db, bookingId) : 0;
  const preview = weatherCancellationMoney({
    refundable,
    serviceFee: booking.service_fee_amount,
    guaranteePrice: booking.guarantee_amount,
  });
  return {
    bookingId,
    guaranteed: booking.guarantee_amount !== null,
    guaranteePrice: booking.guarantee_amount,
    ground: assessment.ground,
    forecast: assessment.forecast,
    alertSentAt: assessment.alertSentAt?.toISOString() ?? null,
    actions: {
      postpone: accepted && permission === 'now',
      cancel:
        !accepted || permission === 'refused' || (permission === 'askOwner' && pending) ? null : permission,
      answerRequest: accepted && actor.side === 'owner' && pending,
    },
    preview,
    request: request
      ? {
          status: pending || request.status !== 'pending' ? request.status : 'lapsed',
          dueAt: request.due_at.toISOString(),
        }
      : null,
    outcomes: (await repo.outcomesOf(db, bookingId)).map((o) => ({
      kind: o.kind,
      actorRole: o.actor_role,
      ground: o.ground,
      forecast: o.forecast,
      refund: o.refund_amount,
      voucher: o.voucher_amount,
      fromDate: o.from_start,
      toDate: o.to_start,
      at: o.at.toISOString(),
    })),
  };
}
