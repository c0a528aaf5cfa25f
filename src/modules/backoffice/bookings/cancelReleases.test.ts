import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tripPaths } from '../../../../shared/bookings/trips.ts';
import { SANDBOX_TEST_CARDS } from '../../../../shared/checkout/payment.ts';
import { econtractPaths } from '../../../../shared/econtracts/econtracts.ts';
import { createTestApp, type TestContext } from '../../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../../tests/helpers/users.ts';
import { appClock } from '../../../http/clock.ts';
import { runBookingJobs } from '../../../jobs/bookingLifecycle.ts';
import {
  createPaymentProviders,
  paymentProviderFor,
} from '../../../providers/payments/paymentProviderFor.ts';
import { intentStatuses, moneyOf, payBooking, statusOf } from '../../bookings/testTrips.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../../catalogue/testFixtures.ts';
import type { Headers } from '../../payments/testPayments.ts';

/** DESIGN.md "Booking lifecycle": every way a booking ends releases what it holds on the renter's card. */
let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let manager: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  await insertTestUser(ctx.db, { email: 'manager@example.test', staffRole: 'manager' });
  renter = await bearerFor(ctx.app, 'renter@example.test');
  manager = await bearerFor(ctx.app, 'manager@example.test');
}, 60_000);
afterAll(() => ctx.close());

const cancel = (id: number, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${id}/cancel`,
    headers: manager,
    payload: body,
  });

describe('a back-office cancellation of a request', () => {
  it('releases the renter’s card hold at once, once, and refunds nothing (nothing was taken)', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('08-03'),
      dateTo: day('08-05'),
    });
    expect(await statusOf(ctx.db, id)).toBe('paid');
    const held = await moneyOf(ctx.db, id);
    expect(held.held).toBeGreaterThan(0);
    expect(await intentStatuses(ctx.db, id)).toEqual(['requires_capture']);

    const body = { onBehalfOf: 'owner', reason: 'The boat is in the yard for repairs' };
    // staff press twice at once: one cancellation, one release
    const answers = await Promise.all([cancel(id, body), cancel(id, body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[1].json().status).toBe('cancelled_by_owner');
    expect(await intentStatuses(ctx.db, id)).toEqual(['canceled']);
    expect(await moneyOf(ctx.db, id)).toEqual({ captured: 0, held: 0, refunded: 0, released: held.held });
    expect(answers[1].json().refunds).toEqual([]);
  });

  it('releases a deposit held before the check-in when an accepted booking is cancelled', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('08-10'),
      dateTo: day('08-12'),
    });
    const owner = await bearerFor(ctx.app, 'owner@example.test');
    expect(
      (await ctx.app.inject({ method: 'POST', url: tripPaths.accept(id), headers: owner, payload: {} }))
        .statusCode,
    ).toBe(200);
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: renter, payload });
    expect((await post(econtractPaths.depositIntent(id), {})).statusCode).toBe(200);
    const held = await post(econtractPaths.depositConfirm(id), {
      card: { cardNumber: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: 39, cvc: '123' },
    });
    expect(held.json().deposit.status).toBe('held');
    const res = await cancel(id, { onBehalfOf: 'owner', reason: 'The engine broke down' });
    expect(res.statusCode).toBe(200);
    expect(res.json().deposit).toMatchObject({ status: 'released', capturedAmount: null });
  });
});

describe('a back-office cancellation whose refund the card provider fails', () => {
  it('cancels, keeps the refund pending, and the booking job sends it once under the same key', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('08-20'),
      dateTo: day('08-22'),
    });
    const owner = await bearerFor(ctx.app, 'owner@example.test');
    expect(
      (await ctx.app.inject({ method: 'POST', url: tripPaths.accept(id), headers: owner, payload: {} }))
        .statusCode,
    ).toBe(200);
    const captured = (await moneyOf(ctx.db, id)).captured;
    expect(captured).toBeGreaterThan(0);
    const refund = vi
      .spyOn(paymentProviderFor('sandbox'), 'refund')
      .mockRejectedValueOnce(new Error('card provider unreachable'));
    try {
      const res = await cancel(id, { onBehalfOf: 'owner', reason: 'Storm damage', refundAmount: captured });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('cancelled_by_owner');
      const rows = async () =>
        (
          await ctx.db.query<{ status: string; reference: string | null }>(
            'SELECT status, provider_reference AS reference FROM refunds WHERE booking_id = $1',
            [id],
          )
        ).rows;
      expect(await rows()).toEqual([{ status: 'pending', reference: null }]);

      const jobs = {
        providers: createPaymentProviders(ctx.app.config, ctx.db),
        publicUrl: 'http://bosun.test',
      };
      appClock.set(new Date(Date.now() + 2 * 60_000));
      expect(await runBookingJobs(ctx.db, jobs)).toMatchObject({ refundsSent: 1, refundsFailed: 0 });
      expect(await runBookingJobs(ctx.db, jobs)).toMatchObject({ refundsSent: 0 });
      expect((await rows()).map((r) => r.status)).toEqual(['succeeded']);
      expect(refund).toHaveBeenCalledTimes(2);
      expect(refund.mock.calls[1][2]).toBe(refund.mock.calls[0][2]);
      const refunded = await ctx.db.query<{ n: number }>(
        `SELECT coalesce(-sum(amount), 0)::int AS n FROM ledger_entries WHERE booking_id = $1 AND kind = 'refund'`,
        [id],
      );
      expect(refunded.rows[0].n).toBe(captured);
    } finally {
      refund.mockRestore();
      appClock.set(null);
    }
  });
});
