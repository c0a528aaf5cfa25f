import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../../../shared/checkout/payment.ts';
import { type WeatherSection, weatherPaths, weatherSectionSchema } from '../../../shared/weather/weather.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { appClock } from '../../http/clock.ts';
import { runBookingJobs } from '../../jobs/bookingLifecycle.ts';
import { createPaymentProviders, paymentProviderFor } from '../../providers/payments/paymentProviderFor.ts';
import { embeddedWeatherProvider, isEmbeddedStormDay } from '../../providers/weather/embeddedWeather.ts';
import type { WeatherProvider } from '../../providers/weather/weatherProvider.ts';
import { noticesTo, statusOf } from '../bookings/testTrips.ts';
import {
  bearerFor,
  FUTURE_YEAR,
  insertProductFixture,
  type ProductFixture,
} from '../catalogue/testFixtures.ts';
import { entriesOfBooking } from '../ledger/repository.ts';
import {
  bookSession,
  confirmCheckout,
  createIntent,
  type Headers,
  payWithCard,
} from '../payments/testPayments.ts';
import { runWeatherWatch } from './watchRun.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let owner: Headers;
let other: Headers;
let manager: Headers;
let support: Headers;
let harbourId: number;
let provider: WeatherProvider;
const log = { warn: () => {} };

/** Calm days of the embedded forecast at the fixture's harbour, from May of the future year on. */
function calmDays(count: number, after = `${FUTURE_YEAR}-05-01`): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${after}T00:00:00Z`); days.length < count; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (!isEmbeddedStormDay(harbourId, day)) days.push(day);
  }
  return days;
}

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  harbourId = (
    await ctx.db.query<{ harbour_id: number }>(
      'SELECT harbour_id::int AS harbour_id FROM products WHERE id = $1',
      [fixture.productId],
    )
  ).rows[0].harbour_id;
  await ctx.db.query(`UPDATE users SET push_notif_accepted = true, language_code = 'fr' WHERE id = $1`, [
    fixture.renterId,
  ]);
  await ctx.db.query(
    `INSERT INTO devices (user_id, device_token, device_type, fcm_token) VALUES ($1, 'r', 'ios', 'renter-token')`,
    [fixture.renterId],
  );
  renter = await bearerFor(ctx.app, 'renter@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  other = await bearerFor(ctx.app, 'other@example.test');
  await insertTestUser(ctx.db, { email: 'manager@example.test', staffRole: 'manager' });
  await insertTestUser(ctx.db, { email: 'support@example.test', staffRole: 'support' });
  manager = await bearerFor(ctx.app, 'manager@example.test');
  support = await bearerFor(ctx.app, 'support@example.test');
  provider = embeddedWeatherProvider(ctx.db);
});
afterAll(async () => {
  appClock.set(null);
  await ctx.close();
});

const post = (url: string, headers: Headers = {}, payload: unknown = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
const section = async (id: number, headers: Headers): Promise<WeatherSection> => {
  const res = await ctx.app.inject({ method: 'GET', url: weatherPaths.section(id), headers });
  expect(res.statusCode).toBe(200);
  return weatherSectionSchema.parse(res.json());
};

/** A one-day trip paid by card (with the guarantee if asked) and accepted by the owner. */
async function acceptedTrip(day: string, options: { guarantee: boolean }): Promise<number> {
  appClock.set(null);
  const hash = await bookSession(ctx.app, fixture.productId, renter, { dateFrom: day, dateTo: day }, 'fr');
  const chosen = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v6/ps/${hash}/insurances/selected`,
    headers: renter,
    payload: {
      cabWeather: options.guarantee,
      damageWaiver: false,
      mondialAssistance: false,
      mondialMultiRisk: false,
    },
  });
  expect(chosen.statusCode).toBe(200);
  const intent = await createIntent(ctx.app, hash, renter);
  const paid = await payWithCard(ctx.app, intent.clientSecret, SANDBOX_TEST_CARDS.succeeds, 'fr');
  expect(paid.json().status).toBe('succeeded');
  const outcome = await confirmCheckout(ctx.app, hash, renter, intent.intentId);
  const id = outcome.body.bookingId as number;
  expect((await post(`/api/v6/booking/${id}/accept`, owner)).statusCode).toBe(200);
  expect(await statusOf(ctx.db, id)).toBe('accepted');
  return id;
}

const raiseWarning = async (day: string) =>
  expect((await post('/api/dev/weather/warnings', {}, { harbourId, day })).statusCode).toBe(204);

/** 48 hours before 08:00 in Marseille (UTC+2 in summer) on `day`. */
const twoDaysBefore = (day: string) => new Date(Date.parse(`${day}T06:00:00Z`) - 48 * 3_600_000);

async function money(id: number) {
  const rows = await entriesOfBooking(ctx.db, id);
  const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amount, 0);
  const facts = (
    await ctx.db.query<{
      online: number;
      fee: number;
      guarantee: number | null;
      owner_cancellations: number;
    }>(
      `SELECT b.online_amount::int AS online, b.service_fee_amount::int AS fee,
              (SELECT amount::int FROM booking_insurances WHERE booking_id = b.id AND insurance_key = 'cabWeather') AS guarantee,
              u.owner_cancellation_count AS owner_cancellations
         FROM bookings b JOIN users u ON u.id = b.owner_id WHERE b.id = $1`,
      [id],
    )
  ).rows[0];
  const returned = (
    await ctx.db.query<{ amount: number }>(
      `SELECT coalesce(sum(amount), 0)::int AS amount FROM vouchers WHERE source_booking_id = $1 AND reason = 'returned'`,
      [id],
    )
  ).rows[0].amount;
  return {
    charged: sum('charge'),
    refunded: -sum('refund'),
    voucherIssued: sum('voucher_issued'),
    voucherSpent: -sum('voucher_spent'),
    returned,
    ...facts,
  };
}

/** What the owner earns from a booking after commission: the sum of their ledger rows for it. */
const ownerNet = async (bookingId: number) =>
  (
    await ctx.db.query<{ n: number }>(
      `SELECT coalesce(sum(amount), 0)::int AS n FROM ledger_entries
        WHERE booking_id = $1 AND party = 'owner' AND kind IN ('owner_earning', 'earning_adjustment', 'commission')`,
      [bookingId],
    )
  ).rows[0].n;

describe('a storm 48 hours ahead', () => {
  let withGuarantee: number;
  let without: number;
  let days: string[];

  beforeAll(async () => {
    days = calmDays(6, `${FUTURE_YEAR}-06-01`);
    withGuarantee = await acceptedTrip(days[0], { guarantee: true });
    // three calm days later: outside the first run's 72 hours
    days[1] = days[3];
    without = await acceptedTrip(days[1], { guarantee: false });
  });

  it('tells both parties once, by e-mail and push, in their language, whatever the number of runs', async () => {
    await raiseWarning(days[0]);
    await raiseWarning(days[1]);
    appClock.set(twoDaysBefore(days[0]));
    const first = await runWeatherWatch(ctx.db, provider, { now: appClock.now(), log });
    expect(first.alerted).toBe(1);
    // one request to the forecast for the harbour, the rest from the cache
    expect(first.providerRequests).toBe(1);
    const again = await runWeatherWatch(ctx.db, provider, { now: appClock.now(), log });
    expect(again).toMatchObject({ alerted: 0, providerRequests: 0 });

    const toRenter = await noticesTo(ctx.db, 'renter@example.test', withGuarantee);
    const alerts = toRenter.filter((n) => n.template === 'weather.stormAlert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0].subject).toMatch(/Mauvais temps prévu pour Blue Wind/);
    expect(alerts[0].body).toMatch(/rafales jusqu’à \d+ nœuds.*avis officiel/);
    const pushes = await noticesTo(ctx.db, 'renter-token', withGuarantee);
    expect(
      pushes.filter((p) => p.template.startsWith('weather.')).map((p) => [p.channel, p.template]),
    ).toEqual([['push', 'weather.stormAlert']]);
    const toOwner = (await noticesTo(ctx.db, 'owner@example.test', withGuarantee)).filter(
      (n) => n.template === 'weather.stormAlert',
    );
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0].subject).toMatch(/Bad weather forecast for Blue Wind/);

    // the second trip is days later: not yet in the 72-hour window, then alerted once
    appClock.set(twoDaysBefore(days[1]));
    expect((await runWeatherWatch(ctx.db, provider, { now: appClock.now(), log })).alerted).toBe(1);
    expect((await runWeatherWatch(ctx.db, provider, { now: appClock.now(), log })).alerted).toBe(0);
  });

  it('offers both sides postpone and cancel on the booking page, with the forecast; strangers get 404', async () => {
    appClock.set(twoDaysBefore(days[0]));
    const seen = await section(withGuarantee, renter);
    expect(seen).toMatchObject({
      guaranteed: true,
      ground: 'warning',
      actions: { postpone: true, cancel: 'now', answerRequest: false },
    });
    expect(seen.forecast?.gustKn).toBeGreaterThanOrEqual(25);
    expect((await section(withGuarantee, owner)).actions).toMatchObject({ postpone: true, cancel: 'now' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: weatherPaths.section(withGuarantee), headers: other }))
        .statusCode,
    ).toBe(404);
    expect((await post(weatherPaths.cancel(withGuarantee), other)).statusCode).toBe(404);
  });

  it('with the guarantee, cancelling refunds everything but the guarantee, to the cent; the owner is not counted', async () => {
    appClock.set(twoDaysBefore(days[0]));
    const before = await money(withGuarantee);
    expect(before.guarantee).toBeGreaterThan(0);
    expect(before.charged).toBe(before.online);
    const preview = (await section(withGuarantee, renter)).preview;
    const res = await post(weatherPaths.cancel(withGuarantee), renter);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      refund: before.online - (before.guarantee as number),
      voucher: 0,
      kept: before.guarantee,
    });
    expect(res.json()).toEqual(preview);
    const after = await money(withGuarantee);
    expect(after.refunded).toBe(before.online - (before.guarantee as number));
    expect(after.voucherIssued).toBe(0);
    expect(after.owner_cancellations).toBe(0);
    expect(await statusOf(ctx.db, withGuarantee)).toBe('cancelled_by_tenant');
    // the owner earns nothing from a trip the weather cancelled; the guarantee's price is Bosun's
    expect(await ownerNet(withGuarantee)).toBe(0);
    // the statement tells a weather refund, not the cancellation policy's share
    const statement = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v6/booking/${withGuarantee}/statement`,
        headers: renter,
      })
    ).json();
    expect(statement.lines.filter((l: { kind: string }) => l.kind === 'refunded')).toEqual([
      expect.objectContaining({
        amount: before.online - (before.guarantee as number),
        refund: { reason: 'weather', percentage: null, daysBeforeStart: null },
      }),
    ]);
    const told = await noticesTo(ctx.db, 'renter@example.test', withGuarantee);
    expect(told.filter((n) => n.template === 'weather.cancelledForWeather')).toHaveLength(1);
    // a second tap changes nothing
    expect((await post(weatherPaths.cancel(withGuarantee), renter)).statusCode).toBe(409);
    expect((await money(withGuarantee)).refunded).toBe(after.refunded);
  });

  it('without it, the owner cancelling refunds the rental and turns the service fee into a 90-day voucher', async () => {
    appClock.set(twoDaysBefore(days[1]));
    const before = await money(without);
    expect(before.guarantee).toBeNull();
    const res = await post(weatherPaths.cancel(without), owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ refund: before.online - before.fee, voucher: before.fee, kept: 0 });
    const after = await money(without);
    expect(after.refunded).toBe(before.online - before.fee);
    expect(after.voucherIssued).toBe(before.fee);
    // the owner cancelled, for weather: no count against them
    expect(await statusOf(ctx.db, without)).toBe('cancelled_by_owner');
    expect(after.owner_cancellations).toBe(0);
    expect(await ownerNet(without)).toBe(0);
    const vouchers = await ctx.app.inject({ method: 'GET', url: weatherPaths.vouchers, headers: renter });
    expect(vouchers.json().vouchers[0]).toMatchObject({
      amount: before.fee,
      balance: before.fee,
      reason: 'weather',
      sourceBookingId: without,
      state: 'usable',
    });
    const expires = Date.parse(vouchers.json().vouchers[0].expiresAt);
    expect(Math.abs(expires - appClock.now().getTime() - 90 * 86_400_000)).toBeLessThan(60_000);
    const told = (await noticesTo(ctx.db, 'renter@example.test', without)).filter(
      (n) => n.template === 'weather.cancelledForWeather',
    );
    expect(told[0].body).toMatch(/Avoir pour une prochaine location/);
  });
});

describe('postponing', () => {
  it('moves the days to a free day at the same price, keeps the money, and watches the new days again', async () => {
    const days = calmDays(4, `${FUTURE_YEAR}-07-10`);
    const id = await acceptedTrip(days[0], { guarantee: true });
    const taken = await acceptedTrip(days[2], { guarantee: false });
    await raiseWarning(days[0]);
    appClock.set(twoDaysBefore(days[0]));
    await runWeatherWatch(ctx.db, provider, { now: appClock.now(), log });
    const before = await money(id);

    const onTaken = await post(weatherPaths.postpone(id), renter, { startDate: days[2] });
    expect(onTaken.statusCode).toBe(409);
    expect(onTaken.json().error.code).toBe('dates-taken');
    const bad = await post(weatherPaths.postpone(id), renter, { startDate: 'soon' });
    expect(bad.statusCode).toBe(400);

    const moved = await post(weatherPaths.postpone(id), renter, { startDate: days[1] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ startDate: days[1], endDate: days[1] });
    const after = await money(id);
    expect(after).toEqual(before);
    expect(await statusOf(ctx.db, id)).toBe('accepted');
    const period = await ctx.db.query<{ start: string }>(
      `SELECT to_char(lower(period), 'YYYY-MM-DD') AS start FROM bookings WHERE id = $1`,
      [id],
    );
    expect(period.rows[0].start).toBe(days[1]);
    expect(
      (await noticesTo(ctx.db, 'owner@example.test', id)).filter(
        (n) => n.template === 'weather.postponedForWeather',
      ),
    ).toHaveLength(1);
    // the new day is calm: no offer any more
    expect((await section(id, renter)).actions).toMatchObject({ postpone: false, cancel: 'askOwner' });
    expect((await section(id, renter)).outcomes).toMatchObject([
      { kind: 'postponed', ground: 'warning', fromDate: days[0], toDate: days[1] },
    ]);

    // a second storm on the new day: alerted again, then cancelled with the guarantee
    await raiseWarning(days[1]);
    appClock.set(twoDaysBefore(days[1]));
    expect((await runWeatherWatch(ctx.db, provider, { now: appClock.now(), log })).alerted).toBe(1);
    const cancelled = await post(weatherPaths.cancel(id), renter);
    // this trip was paid partly with the earlier weather voucher: that part comes back as credit
    expect(before.voucherSpent).toBeGreaterThan(0);
    expect(before.charged + before.voucherSpent).toBe(before.online);
    const guarantee = before.guarantee as number;
    expect(cancelled.json()).toEqual({ refund: before.charged - guarantee, voucher: 0, kept: guarantee });
    const settled = await money(id);
    expect(settled.returned).toBe(before.voucherSpent);
    expect(settled.refunded + settled.returned + guarantee).toBe(before.online);
    expect(await statusOf(ctx.db, taken)).toBe('accepted');
  });
});

describe('below the threshold', () => {
  let id: number;
  let day: string;

  beforeAll(async () => {
    [day] = calmDays(1, `${FUTURE_YEAR}-08-10`);
    id = await acceptedTrip(day, { guarantee: false });
    appClock.set(twoDaysBefore(day));
  });

  it('no alert; the owner cannot call it weather; the renter must ask the owner', async () => {
    expect((await runWeatherWatch(ctx.db, provider, { now: appClock.now(), log })).alerted).toBe(0);
    const byOwner = await post(weatherPaths.cancel(id), owner);
    expect(byOwner.statusCode).toBe(409);
    expect(byOwner.json().error.code).toBe('weather-below-threshold');
    const byRenter = await post(weatherPaths.cancel(id), renter);
    expect(byRenter.json().error.code).toBe('weather-needs-owner');
    expect((await section(id, renter)).actions).toEqual({
      postpone: false,
      cancel: 'askOwner',
      answerRequest: false,
    });
  });

  it("the owner's refusal keeps the booking and its money", async () => {
    const before = await money(id);
    expect((await post(weatherPaths.ask(id), renter)).statusCode).toBe(200);
    expect((await section(id, owner)).actions.answerRequest).toBe(true);
    expect(
      (await noticesTo(ctx.db, 'owner@example.test', id)).filter(
        (n) => n.template === 'weather.weatherRequest',
      ),
    ).toHaveLength(1);
    const refused = await post(weatherPaths.answer(id), owner, { agree: false });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().request.status).toBe('refused');
    expect(await statusOf(ctx.db, id)).toBe('accepted');
    expect(await money(id)).toEqual(before);
    expect(
      (await noticesTo(ctx.db, 'renter@example.test', id)).filter(
        (n) => n.template === 'weather.weatherRequestRefused',
      ),
    ).toHaveLength(1);
  });

  it('no answer by the deadline is a refusal', async () => {
    expect((await post(weatherPaths.ask(id), renter)).statusCode).toBe(200);
    appClock.set(new Date(twoDaysBefore(day).getTime() + 25 * 3_600_000));
    const run = await runWeatherWatch(ctx.db, provider, { now: appClock.now(), log });
    expect(run.lapsedRequests).toBe(1);
    const late = await post(weatherPaths.answer(id), owner, { agree: true });
    expect(late.statusCode).toBe(409);
    expect(await statusOf(ctx.db, id)).toBe('accepted');
  });

  it("the owner's agreement cancels for weather: rental back, fee as a voucher", async () => {
    appClock.set(twoDaysBefore(day));
    expect((await post(weatherPaths.ask(id), renter)).statusCode).toBe(200);
    const before = await money(id);
    const agreed = await post(weatherPaths.answer(id), owner, { agree: true });
    expect(agreed.statusCode).toBe(200);
    const after = await money(id);
    expect(after.refunded).toBe(before.charged - before.fee);
    // the fee as a new voucher, and what a voucher paid of the trip back as credit
    expect(after.voucherIssued).toBe(before.fee + before.voucherSpent);
    expect(after.refunded + after.voucherIssued).toBe(before.online);
    expect(await statusOf(ctx.db, id)).toBe('cancelled_by_tenant');
    expect(agreed.json().outcomes).toMatchObject([{ kind: 'cancelled', ground: 'owner_agreed' }]);
  });
});

describe('a forecast provider that fails', () => {
  it('leaves the bookings alone and logs it', async () => {
    const [day] = calmDays(1, `${FUTURE_YEAR}-09-10`);
    const id = await acceptedTrip(day, { guarantee: false });
    await raiseWarning(day);
    appClock.set(twoDaysBefore(day));
    const warnings: object[] = [];
    const failing: WeatherProvider = {
      name: 'failing',
      forecast: async () => {
        throw new Error('timeout');
      },
    };
    await ctx.db.query('DELETE FROM weather_forecasts');
    const run = await runWeatherWatch(ctx.db, failing, {
      now: appClock.now(),
      log: { warn: (obj) => warnings.push(obj) },
    });
    expect(run).toMatchObject({ alerted: 0, failedHarbours: 1 });
    expect(warnings).toHaveLength(1);
    expect(await statusOf(ctx.db, id)).toBe('accepted');
    expect(await noticesTo(ctx.db, 'renter@example.test', id)).not.toContainEqual(
      expect.objectContaining({ template: 'weather.stormAlert' }),
    );
  });
});

describe('staff', () => {
  it('decide a disputed weather cancellation (audited), and filter the bookings by their weather outcome', async () => {
    const [day] = calmDays(1, `${FUTURE_YEAR}-10-10`);
    const id = await acceptedTrip(day, { guarantee: true });
    appClock.set(twoDaysBefore(day));
    expect((await post(weatherPaths.ask(id), renter)).statusCode).toBe(200);
    expect((await post(weatherPaths.answer(id), owner, { agree: false })).statusCode).toBe(200);

    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${id}/weather`,
      headers: support,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().request.status).toBe('refused');
    const decision = { decision: 'cancel', reason: 'Harbour master closed the port' };
    expect((await post(`/api/admin/bookings/${id}/weather/decision`, support, decision)).statusCode).toBe(
      403,
    );
    const before = await money(id);
    const decided = await post(`/api/admin/bookings/${id}/weather/decision`, manager, decision);
    expect(decided.statusCode).toBe(200);
    expect(decided.json().outcomes).toMatchObject([
      { kind: 'cancelled', ground: 'staff', actorRole: 'staff' },
    ]);
    expect(decided.json().request.status).toBe('granted_by_staff');
    const after = await money(id);
    expect(after.refunded).toBe(before.charged - (before.guarantee as number));
    expect(await statusOf(ctx.db, id)).toBe('cancelled_by_tenant');
    const audit = await ctx.db.query(
      `SELECT action, reason FROM audit_log WHERE resource = 'bookings' AND record_id = $1`,
      [String(id)],
    );
    expect(audit.rows).toEqual([{ action: 'weather-cancel', reason: 'Harbour master closed the port' }]);

    const list = async (weather: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ weather }))}&range=[0,99]`,
          headers: manager,
        })
      ).json() as { id: number }[];
    const cancelled = (await list('cancelled')).map((b) => b.id);
    expect(cancelled).toContain(id);
    expect(cancelled).not.toContain((await list('postponed'))[0]?.id);
    expect((await list('postponed')).length).toBe(0);
  });
});

describe('two watching processes at once', () => {
  it('tell both parties of a stormy trip once between them', async () => {
    const [day] = calmDays(1, `${FUTURE_YEAR}-12-01`);
    const id = await acceptedTrip(day, { guarantee: false });
    await raiseWarning(day);
    appClock.set(twoDaysBefore(day));
    const runs = await Promise.all([
      runWeatherWatch(ctx.db, provider, { now: appClock.now(), log }),
      runWeatherWatch(ctx.db, provider, { now: appClock.now(), log }),
    ]);
    expect(runs.map((r) => r.alerted).sort()).toEqual([0, 1]);
    for (const address of ['renter@example.test', 'owner@example.test', 'renter-token']) {
      const alerts = (await noticesTo(ctx.db, address, id)).filter(
        (n) => n.template === 'weather.stormAlert',
      );
      expect(alerts, address).toHaveLength(1);
    }
  });
});

describe('a refund the card provider fails', () => {
  it('is sent after the commit, stays pending when the provider fails, and the booking job sends it once', async () => {
    const [day] = calmDays(1, `${FUTURE_YEAR}-11-10`);
    const id = await acceptedTrip(day, { guarantee: true });
    await raiseWarning(day);
    appClock.set(twoDaysBefore(day));
    const before = await money(id);
    const refundsOf = async () =>
      (
        await ctx.db.query<{ status: string; reference: string | null; key: string }>(
          `SELECT status, provider_reference AS reference, idempotency_key AS key FROM refunds WHERE booking_id = $1`,
          [id],
        )
      ).rows;
    const sandbox = paymentProviderFor('sandbox');
    const seenByTheProvider: unknown[] = [];
    const refund = vi.spyOn(sandbox, 'refund').mockImplementationOnce(async () => {
      // Called inside the closing's transaction, this read would wait for it (PGlite) or not see the
      // row (PostgreSQL); after the commit it reads the pending refund.
      seenByTheProvider.push(
        await Promise.race([
          refundsOf(),
          new Promise((resolve) => setTimeout(() => resolve('blocked by an open transaction'), 5_000)),
        ]),
      );
      throw new Error('card provider unreachable');
    });
    try {
      const cancelled = await post(weatherPaths.cancel(id), renter);
      expect(cancelled.statusCode).toBe(200);
      const guarantee = before.guarantee as number;
      expect(cancelled.json()).toEqual({ refund: before.online - guarantee, voucher: 0, kept: guarantee });
      expect(seenByTheProvider).toEqual([
        [{ status: 'pending', reference: null, key: expect.stringMatching(/^weather-cancel:/) }],
      ]);
      // the booking is cancelled; the refund waits, recorded, with no money moved yet
      expect(await statusOf(ctx.db, id)).toBe('cancelled_by_tenant');
      expect(await refundsOf()).toEqual([
        { status: 'pending', reference: null, key: expect.stringMatching(/^weather-cancel:/) },
      ]);
      expect(Math.abs((await money(id)).refunded)).toBe(0);
      // a second tap does not record another refund
      expect((await post(weatherPaths.cancel(id), renter)).statusCode).toBe(409);
      expect(await refundsOf()).toHaveLength(1);

      // the booking job sends it again under the same key, once the refund is past its grace minute
      const jobs = {
        providers: createPaymentProviders(ctx.app.config, ctx.db),
        publicUrl: 'http://bosun.test',
      };
      appClock.set(new Date(appClock.now().getTime() + 2 * 60_000));
      expect(await runBookingJobs(ctx.db, jobs)).toMatchObject({ refundsSent: 1, refundsFailed: 0 });
      expect(await runBookingJobs(ctx.db, jobs)).toMatchObject({ refundsSent: 0, refundsFailed: 0 });
      const keys = refund.mock.calls.map((call) => call[2]);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      const [sent] = await refundsOf();
      expect(sent.status).toBe('succeeded');
      expect(sent.reference).not.toBeNull();
      // the money moved once, to the cent
      expect((await money(id)).refunded).toBe(before.online - guarantee);
    } finally {
      refund.mockRestore();
    }
  });
});
