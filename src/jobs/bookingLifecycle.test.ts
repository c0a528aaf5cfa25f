import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tripPaths } from '../../shared/bookings/trips.ts';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { appClock } from '../http/clock.ts';
import { intentStatuses, payBooking, statusOf } from '../modules/bookings/testTrips.ts';
import {
  bearerFor,
  day,
  insertProductFixture,
  type ProductFixture,
} from '../modules/catalogue/testFixtures.ts';
import type { Headers } from '../modules/payments/testPayments.ts';
import { createPaymentProviders } from '../providers/payments/paymentProviderFor.ts';
import { runBookingJobs } from './bookingLifecycle.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let owner: Headers;
let jobs: Parameters<typeof runBookingJobs>[1];

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  renter = await bearerFor(ctx.app, 'renter@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  jobs = { providers: createPaymentProviders(ctx.app.config, ctx.db), publicUrl: 'http://bosun.test' };
});
afterEach(() => appClock.set(null));
afterAll(() => ctx.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const isoIn = (days: number) => inDays(days).toISOString().slice(0, 10);
const eventsTo = async (id: number, status: string) =>
  (
    await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM booking_events WHERE booking_id = $1 AND to_status = $2',
      [id, status],
    )
  ).rows[0].n;
const outboxOf = async (id: number, template: string) =>
  (
    await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE template = $2 AND (payload ->> 'bookingId')::bigint = $1`,
      [id, template],
    )
  ).rows[0].n;

describe('the request expiry job', () => {
  it('expires each unanswered request once, even with two runs at the same time', async () => {
    const ids = [
      await payBooking(ctx.app, fixture.productId, renter, { dateFrom: day('04-01'), dateTo: day('04-02') }),
      await payBooking(ctx.app, fixture.productId, renter, { dateFrom: day('04-04'), dateTo: day('04-05') }),
      await payBooking(ctx.app, fixture.productId, renter, { dateFrom: day('04-07'), dateTo: day('04-08') }),
    ];
    expect(await runBookingJobs(ctx.db, jobs)).toEqual({
      expired: 0,
      completed: 0,
      released: 0,
      failed: 0,
      refundsSent: 0,
      refundsFailed: 0,
    });
    appClock.set(inDays(2.1));
    const [first, second] = await Promise.all([runBookingJobs(ctx.db, jobs), runBookingJobs(ctx.db, jobs)]);
    expect(first.expired + second.expired).toBe(3);
    for (const id of ids) {
      expect(await statusOf(ctx.db, id)).toBe('expired');
      expect(await eventsTo(id, 'expired')).toBe(1);
      expect(await intentStatuses(ctx.db, id)).toEqual(['canceled']);
      expect(await outboxOf(id, 'bookings.requestExpired')).toBe(1);
      expect(await outboxOf(id, 'bookings.requestExpiredOwner')).toBe(1);
    }
    expect(await runBookingJobs(ctx.db, jobs)).toEqual({
      expired: 0,
      completed: 0,
      released: 0,
      failed: 0,
      refundsSent: 0,
      refundsFailed: 0,
    });
  });

  it('leaves a request alone while a click holds its lease, and takes it once the lease is gone', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('04-10'),
      dateTo: day('04-11'),
    });
    await ctx.db.query(
      `UPDATE bookings SET lease_until = clock_timestamp() + interval '1 minute' WHERE id = $1`,
      [id],
    );
    appClock.set(inDays(3));
    expect((await runBookingJobs(ctx.db, jobs)).expired).toBe(0);
    await ctx.db.query('UPDATE bookings SET lease_until = NULL WHERE id = $1', [id]);
    expect((await runBookingJobs(ctx.db, jobs)).expired).toBe(1);
    expect(await statusOf(ctx.db, id)).toBe('expired');
  });
  it('expires the other requests when the provider refuses to release one, and retries that one later', async () => {
    const refused = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('04-13'),
      dateTo: day('04-14'),
    });
    const other = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('04-16'),
      dateTo: day('04-17'),
    });
    const [refusedIntent] = (
      await ctx.db.query<{ ref: string }>(
        'SELECT provider_reference AS ref FROM payments WHERE booking_id = $1',
        [refused],
      )
    ).rows.map((r) => r.ref);
    const sandbox = jobs.providers.byName('sandbox');
    const failing = {
      ...jobs.providers,
      byName: () => ({
        ...sandbox,
        cancelIntent: async (intentId: string) => {
          if (intentId === refusedIntent) throw new Error('provider unavailable');
          return sandbox.cancelIntent(intentId);
        },
      }),
      active: sandbox,
    };
    appClock.set(inDays(3));
    const run = await runBookingJobs(ctx.db, { ...jobs, providers: failing as typeof jobs.providers });
    expect(run).toMatchObject({ expired: 1, failed: 1 });
    expect(await statusOf(ctx.db, other)).toBe('expired');
    expect(await statusOf(ctx.db, refused)).not.toBe('expired');
    await ctx.db.query('UPDATE bookings SET lease_until = NULL WHERE id = $1', [refused]);
    expect(await runBookingJobs(ctx.db, jobs)).toMatchObject({ expired: 1, failed: 0 });
    expect(await statusOf(ctx.db, refused)).toBe('expired');
  });
});

describe('the completion job', () => {
  it('completes a stay two days after its last day when nobody checked out, and a checked-out one at once', async () => {
    const ended = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: isoIn(3),
      dateTo: isoIn(4),
    });
    const checkedOut = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: isoIn(6),
      dateTo: isoIn(6),
    });
    for (const id of [ended, checkedOut]) {
      expect(
        (await ctx.app.inject({ method: 'POST', url: tripPaths.accept(id), headers: owner })).statusCode,
      ).toBe(200);
    }
    // E-contracts are another issue: the check-in and check-out are recorded as their pages will.
    await ctx.db.query(`UPDATE bookings SET status = 'checked_out' WHERE id = $1`, [checkedOut]);
    expect(await runBookingJobs(ctx.db, jobs)).toEqual({
      expired: 0,
      completed: 1,
      released: 0,
      failed: 0,
      refundsSent: 0,
      refundsFailed: 0,
    });
    expect(await statusOf(ctx.db, checkedOut)).toBe('completed');

    const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);
    appClock.set(noonOf(isoIn(5))); // the day after the last day: not yet
    expect((await runBookingJobs(ctx.db, jobs)).completed).toBe(0);
    appClock.set(noonOf(isoIn(6)));
    const runs = await Promise.all([runBookingJobs(ctx.db, jobs), runBookingJobs(ctx.db, jobs)]);
    expect(runs[0].completed + runs[1].completed).toBe(1);
    expect(await statusOf(ctx.db, ended)).toBe('completed');
    expect(await eventsTo(ended, 'completed')).toBe(1);
  });

  it('is run by POST /api/dev/jobs/run in tests', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/dev/jobs/run' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      expired: 0,
      completed: 0,
      released: 0,
      failed: 0,
      refundsSent: 0,
      refundsFailed: 0,
      econtracts: { pdfs: 0, released: 0, captured: 0, failed: 0 },
    });
  });
});
