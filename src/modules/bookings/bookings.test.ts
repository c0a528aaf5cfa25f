import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingDetailSchema,
  bookingListSchema,
  cancellationPreviewSchema,
  tripPaths,
} from '../../../shared/bookings/trips.ts';
import {
  type PaymentIntentAnswer,
  paymentPaths,
  SANDBOX_TEST_CARDS,
} from '../../../shared/checkout/payment.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import type { Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { PROJECT_ROOT } from '../../projectRoot.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import {
  bookSession,
  confirmCheckout,
  count,
  deliverWebhook,
  type Headers,
  payWithCard,
} from '../payments/testPayments.ts';
import { intentStatuses, moneyOf, noticesTo, payBooking, statusOf } from './testTrips.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let other: Headers;
let owner: Headers;
let support: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  await insertTestUser(ctx.db, { email: 'support@example.test', staffRole: 'support' });
  await ctx.db.query(`UPDATE users SET phone_number = '+33612345678' WHERE email = 'owner@example.test'`);
  renter = await bearerFor(ctx.app, 'renter@example.test');
  other = await bearerFor(ctx.app, 'other@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  support = await bearerFor(ctx.app, 'support@example.test');
});
afterAll(async () => {
  appClock.set(null);
  await ctx.close();
});

const get = (url: string, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers = {}, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload ?? {} });
const detail = async (id: number, headers: Headers) => {
  const res = await get(tripPaths.detail(id), headers);
  expect(res.statusCode).toBe(200);
  return bookingDetailSchema.parse(res.json());
};
const events = async (id: number) =>
  (
    await ctx.db.query<{ from_status: string; to_status: string; actor_role: string }>(
      'SELECT from_status, to_status, actor_role FROM booking_events WHERE booking_id = $1 ORDER BY id',
      [id],
    )
  ).rows;

describe('a request paid by an authorisation', () => {
  let id: number;

  it('authorises the card and charges nothing; the owner is asked by e-mail and SMS', async () => {
    id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('05-04'),
      dateTo: day('05-05'),
    });
    expect(await statusOf(ctx.db, id)).toBe('paid');
    const money = await moneyOf(ctx.db, id);
    expect(money.captured).toBe(0);
    expect(money.held).toBeGreaterThan(0);
    expect(await intentStatuses(ctx.db, id)).toEqual(['requires_capture']);

    expect((await noticesTo(ctx.db, 'owner@example.test', id)).map((n) => n.template)).toEqual([
      'bookings.requestReceived',
    ]);
    const sms = await noticesTo(ctx.db, '+33612345678', id);
    expect(sms.map((n) => [n.channel, n.template])).toEqual([['sms', 'bookings.requestReceived']]);
    expect(sms[0].body).toMatch(/Answer within 48 h/);
    const toRenter = await noticesTo(ctx.db, 'renter@example.test', id);
    expect(toRenter.map((n) => n.template)).toEqual(['payments.requestSent']);
    expect(toRenter[0].body).toMatch(/reserved .* on your card/);
    expect(toRenter[0].body).not.toMatch(/charged €/);
  });

  it('shows the renter a payment on hold, waiting for the owner', async () => {
    const seen = await detail(id, renter);
    expect(seen).toMatchObject({
      status: 'paid',
      role: 'tenant',
      paymentOnHold: true,
      paidAmount: 0,
      nextAction: { kind: 'waitForOwner', path: `/booking/${id}/detail` },
      allowedActions: ['cancel', 'modify'],
      modification: null,
      review: null,
    });
    expect(seen.heldAmount).toBeGreaterThan(0);
    expect(seen.responseDueAt).not.toBeNull();
    expect(seen.owner.phone).toBeNull();
    expect(seen.owner.email).toBeNull();
    expect(seen.payments).toEqual([
      expect.objectContaining({ status: 'authorised', amount: seen.heldAmount }),
    ]);
    expect(seen.timeline.map((t) => t.to)).toEqual(['payment_pending', 'paid']);
    // the history never shows the system's notes (a provider's payment id) to a party
    expect(seen.timeline.map((t) => t.reason)).toEqual([null, null]);
    expect(JSON.stringify(seen.timeline)).not.toMatch(/pi_sandbox_/);
  });

  it('asks the owner to answer, with accept and decline', async () => {
    const seen = await detail(id, owner);
    expect(seen).toMatchObject({
      role: 'owner',
      nextAction: { kind: 'answerRequest' },
      allowedActions: ['accept', 'decline'],
      counterpart: { firstName: 'Rita', email: null, phone: null },
    });
  });

  it('captures on accept, once, and gives both contact details', async () => {
    // Which statements each transaction ran, to check the order locks are taken in.
    const transactions: string[][] = [];
    const transaction = ctx.db.transaction.bind(ctx.db);
    ctx.db.transaction = <T>(fn: (tx: Queryable) => Promise<T>) =>
      transaction<T>((tx) => {
        const seen: string[] = [];
        transactions.push(seen);
        const spy = Object.create(tx) as typeof tx;
        spy.query = ((sql: string, params?: unknown[]) => {
          seen.push(sql);
          return tx.query(sql, params);
        }) as typeof tx.query;
        return fn(spy);
      });
    let accepted: Awaited<ReturnType<typeof post>>;
    try {
      accepted = await post(tripPaths.accept(id), owner);
    } finally {
      ctx.db.transaction = transaction;
    }
    // The booking is locked before its payments, as the back office's cancel does: never a deadlock.
    const capturing = transactions.filter((seen) => seen.some((sql) => /UPDATE payments/.test(sql)));
    expect(capturing.length).toBeGreaterThan(0);
    for (const seen of capturing) {
      const bookingLock = seen.findIndex((sql) => /FOR UPDATE OF b/.test(sql));
      expect(bookingLock).toBeGreaterThanOrEqual(0);
      expect(bookingLock).toBeLessThan(seen.findIndex((sql) => /UPDATE payments/.test(sql)));
    }
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', paymentOnHold: false, heldAmount: 0 });
    const again = await post(tripPaths.accept(id), owner);
    expect(again.statusCode).toBe(200);
    const money = await moneyOf(ctx.db, id);
    expect(money.held).toBe(0);
    expect(money.captured).toBe(accepted.json().paidAmount);
    expect(money.captured).toBeGreaterThan(0);
    expect(await intentStatuses(ctx.db, id)).toEqual(['succeeded']);
    expect(await events(id)).toEqual(
      expect.arrayContaining([{ from_status: 'paid', to_status: 'accepted', actor_role: 'owner' }]),
    );
    expect((await noticesTo(ctx.db, 'renter@example.test', id)).map((n) => n.template)).toContain(
      'bookings.requestAccepted',
    );
    const seen = await detail(id, renter);
    expect(seen.owner).toMatchObject({ email: 'owner@example.test', phone: '+33612345678' });
    expect(seen.links.econtractIn).toBe(`/booking/${id}/econtract/in`);
  });

  it('takes the capture’s webhook as news, not as a second payment to refund', async () => {
    const { rows } = await ctx.db.query<{ provider_reference: string }>(
      `SELECT provider_reference FROM payments WHERE booking_id = $1 AND status = 'succeeded'`,
      [id],
    );
    const webhook = await deliverWebhook(ctx.app, 'evt_capture_0001', rows[0].provider_reference);
    expect(webhook.json()).toEqual({ received: true, duplicate: false });
    expect(await count(ctx.db, 'refunds WHERE booking_id = $1', [id])).toBe(0);
    expect(await statusOf(ctx.db, id)).toBe('accepted');
  });

  it('refuses the renter an answer that is the owner’s (403), and nothing changes', async () => {
    const res = await post(tripPaths.decline(id), renter, { reason: 'other' });
    expect(res.statusCode).toBe(403);
    expect(await statusOf(ctx.db, id)).toBe('accepted');
  });
});

describe('declining, expiring and instant booking', () => {
  it('releases the authorisation when the owner declines, with the reason kept', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('05-10'),
      dateTo: day('05-11'),
    });
    const res = await post(tripPaths.decline(id), owner, {
      reason: 'maintenance',
      message: 'Engine service',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'declined',
      paidAmount: 0,
      heldAmount: 0,
      allowedActions: [],
    });
    expect(await intentStatuses(ctx.db, id)).toEqual(['canceled']);
    const money = await moneyOf(ctx.db, id);
    expect(money).toMatchObject({ captured: 0, refunded: 0 });
    expect(money.released).toBeGreaterThan(0);
    expect(res.json().cancellation.reason).toBe('maintenance: Engine service');
    const notice = (await noticesTo(ctx.db, 'renter@example.test', id)).find(
      (n) => n.template === 'bookings.requestDeclined',
    );
    expect(notice?.body).toMatch(/Engine service .* released/);
    expect(notice?.body).not.toMatch(/maintenance/);
  });

  it('answers an unknown decline reason with 400 and changes nothing', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('05-12'),
      dateTo: day('05-13'),
    });
    const res = await post(tripPaths.decline(id), owner, { reason: 'tooBusy' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation-failed',
      fields: { reason: expect.any(String) },
    });
    expect(await statusOf(ctx.db, id)).toBe('paid');
    expect(await intentStatuses(ctx.db, id)).toEqual(['requires_capture']);
    await post(tripPaths.decline(id), owner, { reason: 'other' });
  });

  it('expires a request nobody answered, releasing the card and telling both', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('05-14'),
      dateTo: day('05-15'),
    });
    expect((await post('/api/dev/jobs/run')).json()).toMatchObject({ expired: 0 });
    appClock.set(new Date(Date.now() + 49 * 3600_000));
    try {
      const late = await post(tripPaths.accept(id), owner);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('request-expired');
      expect((await post('/api/dev/jobs/run')).json()).toMatchObject({ expired: 1 });
      expect((await post('/api/dev/jobs/run')).json()).toMatchObject({ expired: 0 });
    } finally {
      appClock.set(null);
    }
    expect(await statusOf(ctx.db, id)).toBe('expired');
    expect(await intentStatuses(ctx.db, id)).toEqual(['canceled']);
    expect((await noticesTo(ctx.db, 'renter@example.test', id)).map((n) => n.template)).toContain(
      'bookings.requestExpired',
    );
    expect((await noticesTo(ctx.db, 'owner@example.test', id)).map((n) => n.template)).toContain(
      'bookings.requestExpiredOwner',
    );
  });

  it('expires the request with nothing charged when the authorisation lapsed before the accept', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('05-16'),
      dateTo: day('05-17'),
    });
    // The bank let the authorisation go (the sandbox's intent, as Stripe's after about 7 days).
    await ctx.db.query(
      `UPDATE sandbox_payment_intents SET status = 'canceled'
        WHERE id IN (SELECT provider_reference FROM payments WHERE booking_id = $1)`,
      [id],
    );
    const res = await post(tripPaths.accept(id), owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('authorisation-lapsed');
    expect(await statusOf(ctx.db, id)).toBe('expired');
    expect(await moneyOf(ctx.db, id)).toMatchObject({ captured: 0, held: 0, refunded: 0 });
  });

  it('captures an instant booking at once', async () => {
    await ctx.db.query('UPDATE products SET instant_booking = true WHERE id = $1', [fixture.productId]);
    try {
      const id = await payBooking(ctx.app, fixture.productId, renter, {
        dateFrom: day('05-18'),
        dateTo: day('05-19'),
      });
      expect(await statusOf(ctx.db, id)).toBe('accepted');
      const money = await moneyOf(ctx.db, id);
      expect(money.held).toBe(0);
      expect(money.captured).toBeGreaterThan(0);
      expect((await noticesTo(ctx.db, 'owner@example.test', id)).map((n) => n.template)).toEqual([
        'bookings.bookingReceived',
      ]);
    } finally {
      await ctx.db.query('UPDATE products SET instant_booking = false WHERE id = $1', [fixture.productId]);
    }
  });
});

describe('cancellation', () => {
  it('refunds a renter by the snapshot terms, exactly once, whatever the replays', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('06-01'),
      dateTo: day('06-02'),
    });
    await post(tripPaths.accept(id), owner);
    const preview = cancellationPreviewSchema.parse((await get(tripPaths.cancellation(id), renter)).json());
    expect(preview).toMatchObject({
      allowed: true,
      byRole: 'tenant',
      policy: 'moderate',
      refundPercentage: 100,
    });
    expect(preview.refundAmount).toBe(preview.paidAmount);

    const key = { ...renter, 'idempotency-key': 'cancel-trip-0001' };
    const first = await post(tripPaths.cancel(id), key, { reason: 'Plans changed' });
    expect(first.statusCode).toBe(200);
    const replay = await post(tripPaths.cancel(id), key, { reason: 'Plans changed' });
    expect(replay.json()).toEqual(first.json());
    const other = await post(tripPaths.cancel(id), key, { reason: 'Something else' });
    expect(other.statusCode).toBe(422);
    const plain = await post(tripPaths.cancel(id), renter, {});
    expect(plain.statusCode).toBe(200);

    expect(first.json()).toMatchObject({ status: 'cancelled_by_tenant', paidAmount: 0 });
    expect(await count(ctx.db, 'refunds WHERE booking_id = $1', [id])).toBe(1);
    const money = await moneyOf(ctx.db, id);
    expect(money.refunded).toBe(preview.refundAmount);
    expect((await noticesTo(ctx.db, 'owner@example.test', id)).map((n) => n.template)).toContain(
      'bookings.cancelledByTenant',
    );
  });

  it('keeps what the terms keep when the renter cancels late', async () => {
    const start = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const id = await payBooking(ctx.app, fixture.productId, renter, { dateFrom: start, dateTo: end });
    await post(tripPaths.accept(id), owner);
    const preview = cancellationPreviewSchema.parse((await get(tripPaths.cancellation(id), renter)).json());
    // moderate: 100 % from 7 days, 50 % from 2 days
    expect(preview.refundPercentage).toBe(50);
    await post(tripPaths.cancel(id), renter);
    const money = await moneyOf(ctx.db, id);
    expect(money.refunded).toBe(Math.round(money.captured / 2));
    const told = (await noticesTo(ctx.db, 'renter@example.test', id)).map((n) => n.template);
    expect(told).toContain('bookings.cancellationConfirmed');
  });

  it('tells a renter who cancels too late that nothing is refunded, not "refunds 0 €"', async () => {
    // tomorrow at the harbour (Marseille): from 23:00 UTC, tomorrow in UTC has already begun there
    const start = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
      new Date(Date.now() + 86_400_000),
    );
    const id = await payBooking(ctx.app, fixture.productId, renter, { dateFrom: start, dateTo: start });
    await post(tripPaths.accept(id), owner);
    const preview = cancellationPreviewSchema.parse((await get(tripPaths.cancellation(id), renter)).json());
    expect(preview.refundAmount).toBe(0);
    expect((await post(tripPaths.cancel(id), renter)).statusCode).toBe(200);
    const told = (await noticesTo(ctx.db, 'renter@example.test', id)).filter((n) => n.channel === 'email');
    const notice = told.find((n) => n.template === 'bookings.cancellationNoRefund');
    expect(notice?.body).toMatch(/nothing is refunded/);
    expect(told.map((n) => n.body).join(' ')).not.toMatch(/refund €0|refund 0/);
  });

  it('releases a request the renter withdraws instead of refunding it', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('06-05'),
      dateTo: day('06-06'),
    });
    const res = await post(tripPaths.cancel(id), renter);
    expect(res.json()).toMatchObject({ status: 'cancelled_by_tenant' });
    expect(await intentStatuses(ctx.db, id)).toEqual(['canceled']);
    expect(await count(ctx.db, 'refunds WHERE booking_id = $1', [id])).toBe(0);
    // the renter is told the hold is released, never that something is "refunded"
    const told = (await noticesTo(ctx.db, 'renter@example.test', id)).filter((n) => n.channel === 'email');
    const withdrawn = told.find((n) => n.template === 'bookings.requestWithdrawn');
    expect(withdrawn?.body).toMatch(/reserved on your card is released: you pay nothing/);
    expect(told.map((n) => n.template)).not.toContain('bookings.cancellationConfirmed');
  });

  it('refunds everything when the owner cancels, and counts it against the owner', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('06-10'),
      dateTo: day('06-11'),
    });
    await post(tripPaths.accept(id), owner);
    const before = await ownerCancellations();
    const preview = cancellationPreviewSchema.parse((await get(tripPaths.cancellation(id), owner)).json());
    expect(preview).toMatchObject({ byRole: 'owner', refundPercentage: 100, keptAmount: 0 });
    const res = await post(tripPaths.cancel(id), owner, { reason: 'Boat damaged' });
    expect(res.json()).toMatchObject({ status: 'cancelled_by_owner' });
    const money = await moneyOf(ctx.db, id);
    expect(money.refunded).toBe(money.captured);
    expect(await ownerCancellations()).toBe(before + 1);
    const notices = await noticesTo(ctx.db, 'renter@example.test', id);
    expect(notices.filter((n) => n.template === 'bookings.cancelledByOwner').map((n) => n.channel)).toContain(
      'email',
    );
  });
});

const ownerCancellations = async () =>
  (
    await ctx.db.query<{ n: number }>('SELECT owner_cancellation_count AS n FROM users WHERE id = $1', [
      fixture.ownerId,
    ])
  ).rows[0].n;

describe('who may see a booking', () => {
  let id: number;
  beforeAll(async () => {
    id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('06-20'),
      dateTo: day('06-21'),
    });
  });

  it('is 404 for another renter on every route, and nothing changes', async () => {
    for (const res of [
      await get(tripPaths.detail(id), other),
      await get(tripPaths.cancellation(id), other),
      await post(tripPaths.cancel(id), other),
      await post(tripPaths.accept(id), other),
      await post(tripPaths.decline(id), other, { reason: 'other' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not-found');
    }
    expect(await statusOf(ctx.db, id)).toBe('paid');
    for (const role of ['tenant', 'owner']) {
      for (const tab of role === 'tenant' ? ['requests', 'upcoming'] : ['requests']) {
        const list = (await get(`${tripPaths.accountBookings}?role=${role}&tab=${tab}`, other)).json();
        expect(list.items).toEqual([]);
      }
    }
  });

  it('asks a guest to sign in (401) on the booking, whatever its id, as on the account lists', async () => {
    // A link from an e-mail opened signed out leads to the sign-in, never to "Page not found".
    for (const res of [await get(tripPaths.detail(id)), await get(tripPaths.detail(999_999))]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
    expect((await post(tripPaths.cancel(id))).statusCode).toBe(401);
    for (const url of [tripPaths.accountOverview, tripPaths.accountBookings, tripPaths.favourites]) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('lets staff read it, with no buttons', async () => {
    const seen = await detail(id, support);
    expect(seen.allowedActions).toEqual([]);
    expect(seen.nextAction).toBeNull();
    expect((await post(tripPaths.cancel(id), support)).statusCode).toBe(403);
  });

  it('answers bad ids with 404 (they name no booking) and bad tabs with 400, in the error shape', async () => {
    for (const url of [tripPaths.detail('abc'), tripPaths.detail('-3'), tripPaths.cancellation('1.5')]) {
      const res = await get(url, renter);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'not-found' });
    }
    for (const query of ['tab=soon', 'role=captain', 'role=tenant&tab=inProgress', 'page=0']) {
      const res = await get(`${tripPaths.accountBookings}?${query}`, renter);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation-failed');
    }
    expect((await get(tripPaths.detail(987654), renter)).statusCode).toBe(404);
  });
});

describe('the lists, the overview and favourites', () => {
  it('lists each side’s tabs with their counts', async () => {
    const list = bookingListSchema.parse(
      (await get(`${tripPaths.accountBookings}?role=tenant&tab=requests`, renter)).json(),
    );
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((b) => b.status === 'paid' && b.role === 'tenant')).toBe(true);
    expect(list.counts.inProgress).toBe(0);
    expect(list.counts.requests).toBe(list.pagination.resultsCount);
    // the boat is named by its title in the viewer's language (issue 23), not the booking's snapshot
    expect(list.items[0].product).toMatchObject({
      title: 'Blue Wind, Beneteau Oceanis 46 in Marseille',
      picture: '/media/demo/a.svg',
    });
    // and its link carries that title as its slug, once followed by the id
    expect(list.items[0].product.path).toMatch(
      /\/boat-rental\/marseille\/sailboat\/blue-wind-beneteau-oceanis-46-in-marseille-\d+$/,
    );

    const owned = bookingListSchema.parse(
      (await get(`${tripPaths.accountBookings}?role=owner&tab=requests`, owner)).json(),
    );
    expect(owned.items.map((b) => b.id)).toEqual(list.items.map((b) => b.id));
    expect(owned.items[0].nextAction?.kind).toBe('answerRequest');
    expect(owned.counts.requests).toBe(list.counts.requests);
    const cancelled = (await get(`${tripPaths.accountBookings}?role=tenant&tab=cancelled`, renter)).json();
    expect(cancelled.items.length).toBeGreaterThan(0);
  });

  it('gives the owner the requests to answer on the account root', async () => {
    const overview = (await get(tripPaths.accountOverview, owner)).json();
    expect(overview.isOwner).toBe(true);
    expect(overview.waiting.requestsToAnswer).toBeGreaterThan(0);
    expect(overview.actions[0].nextAction.kind).toBe('answerRequest');
    const mine = (await get(tripPaths.accountOverview, renter)).json();
    expect(mine.waiting.pendingRequests).toBeGreaterThan(0);
    expect(mine.nextTrip).not.toBeNull();
  });

  it('keeps the requests on the account root of an owner with years of finished trips', async () => {
    // Forty stays finished long ago sort before today's request; none of them needs the owner now.
    await ctx.db.query(
      `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title,
                             price_lines, rental_amount, total_amount, online_amount, cancellation_policy, paid_at)
       SELECT 'OLD-' || g, p.id, t.id, p.owner_id,
              daterange('2019-01-01'::date + g * 3, '2019-01-01'::date + g * 3 + 2), 2, 'completed', p.title,
              '[]', 20000, 22000, 22000, 'moderate', now()
         FROM generate_series(1, 40) g, products p, users t
        WHERE p.id = $1 AND t.email = 'other@example.test'`,
      [fixture.productId],
    );
    const overview = (await get(tripPaths.accountOverview, owner)).json();
    expect(overview.actions[0].nextAction.kind).toBe('answerRequest');
    expect(overview.actions.every((a: { reference: string }) => !a.reference.startsWith('OLD-'))).toBe(true);
  });

  it('shows extras bought after booking beside the total, so paid never reads more than was owed', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('07-20'),
      dateTo: day('07-21'),
    });
    expect((await post(tripPaths.accept(id), owner)).statusCode).toBe(200);
    const before = await detail(id, renter);
    expect(before.extrasAmount).toBe(0);
    // The snapshot's lines keep what the site needs to word them in the reader's language.
    expect(before.priceLines.find((line) => line.key === 'rental')?.params?.days).toBe(2);
    await ctx.db.query(
      `INSERT INTO payments (booking_id, provider, provider_reference, amount, kind, status, succeeded_at)
       VALUES ($1, 'sandbox', $2, 4500, 'post_booking', 'succeeded', now())`,
      [id, `pi_extras_${id}`],
    );
    const after = await detail(id, renter);
    expect(after.extrasAmount).toBe(4500);
    expect(after.paidAmount).toBe(before.paidAmount + 4500);
    expect(after.paidAmount).toBe(after.totalAmount + after.extrasAmount);
  });

  it("names each extra in the reader's language, keeping the snapshot's name where it has none", async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('07-23'),
      dateTo: day('07-24'),
    });
    const extraName = async (locale: string) => {
      const res = await get(`${tripPaths.detail(id)}?_locale=${locale}`, owner);
      expect(res.statusCode).toBe(200);
      const lines = bookingDetailSchema.parse(res.json()).priceLines;
      return lines.find((line) => line.key === 'extra')?.params?.name;
    };
    expect(await extraName('fr')).toBe('Ménage de fin de location');
    expect(await extraName('en')).toBe('Final cleaning');
    // The fixture's extra has no German name: the name the renter booked with stays.
    expect(await extraName('de')).toBe('Final cleaning');
    await ctx.db.query(
      `UPDATE extras SET names = names || '{"de": "Endreinigung"}' WHERE product_id = $1 AND name = 'Final cleaning'`,
      [fixture.productId],
    );
    expect(await extraName('de')).toBe('Endreinigung');
  });

  it('keeps the history as codes and facts, never a sentence with the payment id, and words it for the reader', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('07-29'),
      dateTo: day('07-30'),
    });
    const history = async () =>
      (
        await ctx.db.query<{ to_status: string; reason: string | null; facts: Record<string, unknown> }>(
          'SELECT to_status, reason, facts FROM booking_events WHERE booking_id = $1 ORDER BY id',
          [id],
        )
      ).rows;
    const paid = (await history()).find((e) => e.reason === 'paid');
    expect(paid?.facts.providerReference).toMatch(/^pi_sandbox_/);
    expect((await history()).some((e) => /pi_sandbox|Paid/.test(e.reason ?? ''))).toBe(false);
    // A writer still sending the old sentences (the balance job) is stored as a code as well.
    await ctx.db.query(
      `INSERT INTO booking_events (booking_id, from_status, to_status, actor_role, reason)
       VALUES ($1, 'paid', 'cancelled_by_tenant', 'system', 'Balance unpaid after the grace period')`,
      [id],
    );
    expect((await history()).at(-1)?.reason).toBe('balanceUnpaid');
    const seen = await detail(id, renter);
    expect(JSON.stringify(seen.timeline)).not.toMatch(/pi_sandbox|Paid|Balance unpaid/);
    expect(seen.timeline.at(-1)?.reason).toBe('balanceUnpaid');
    // An approved refund is the parties' too: its code, not the team's cancellation, whatever the status.
    await ctx.db.query(
      `INSERT INTO booking_events (booking_id, from_status, to_status, actor_role, reason, facts)
       VALUES ($1, 'cancelled_by_tenant', 'cancelled_by_tenant', 'staff', 'autorefundApproved',
               '{"amount": 1200, "autorefundId": 3}')`,
      [id],
    );
    expect((await detail(id, renter)).timeline.at(-1)?.reason).toBe('autorefundApproved');
  });

  it('turns the last English sentences of histories and refunds into codes and facts (migration 294)', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('07-25'),
      dateTo: day('07-26'),
    });
    const sentences = [
      `Change requested: ${day('07-25')} – ${day('07-26')} → ${day('07-25')} – ${day('07-27')}`,
      'Dates changed: whatever the days were',
      'Change declined: Bateau en révision',
      'Change withdrawn',
      'Change paid (payment 77)',
      'Change expired without an answer',
      'Review published',
      `weather: postponed from ${day('07-25')} to ${day('08-01')}`,
      'econtract 12',
      'damage claim 4',
      'Damage claim 4 refused',
      'Accepted by the owner; the authorised payment was captured',
      'Accepted by the owner',
      'The owner did not answer in time',
    ];
    for (const reason of sentences)
      await ctx.db.query(
        `INSERT INTO booking_events (booking_id, from_status, to_status, actor_role, reason)
         VALUES ($1, 'paid', 'paid', 'system', $2)`,
        [id, reason],
      );
    const refundSentences = [
      'Captured after the booking was closed',
      'Booking changed to a lower price before acceptance: the difference given back',
      'Request declined by the owner',
      'Cancelled by the owner',
      'Cancelled by the renter',
      'Request expired',
      'Cancelled by staff: Panne moteur',
    ];
    for (const [n, reason] of refundSentences.entries())
      await ctx.db.query(
        `INSERT INTO refunds (payment_id, booking_id, amount, reason, status, idempotency_key)
         SELECT id, booking_id, 100, $2, 'failed', $3 FROM payments WHERE booking_id = $1 ORDER BY id LIMIT 1`,
        [id, reason, `migration-294:${id}:${n}`],
      );
    await ctx.db.query(
      readFileSync(join(PROJECT_ROOT, 'src/db/migrations/294_history_sentences_as_codes.sql'), 'utf8'),
    );
    const events = (
      await ctx.db.query<{ reason: string; facts: Record<string, unknown> }>(
        `SELECT reason, facts FROM booking_events WHERE booking_id = $1 AND to_status = 'paid' AND from_status = 'paid'
          ORDER BY id`,
        [id],
      )
    ).rows;
    expect(events).toEqual([
      { reason: 'modificationRequested', facts: {} },
      { reason: 'modificationApplied', facts: {} },
      { reason: 'modificationDeclined', facts: { message: 'Bateau en révision' } },
      { reason: 'modificationWithdrawn', facts: {} },
      { reason: 'modificationPaid', facts: { paymentId: 77 } },
      { reason: 'modificationExpired', facts: {} },
      { reason: 'reviewPublished', facts: {} },
      { reason: 'weatherPostponed', facts: { fromDate: day('07-25'), toDate: day('08-01') } },
      { reason: 'econtractSigned', facts: { econtractId: 12 } },
      { reason: 'damageClaimed', facts: { claimId: 4 } },
      { reason: 'damageClaimSettled', facts: { claimId: 4, claimStatus: 'refused' } },
      { reason: 'acceptedByOwner', facts: { paymentCaptured: true } },
      { reason: 'acceptedByOwner', facts: { paymentCaptured: false } },
      { reason: 'ownerDidNotAnswer', facts: {} },
    ]);
    const refunds = (
      await ctx.db.query<{ reason: string; facts: Record<string, unknown> }>(
        `SELECT reason, facts FROM refunds WHERE idempotency_key LIKE $1 ORDER BY id`,
        [`migration-294:${id}:%`],
      )
    ).rows;
    expect(refunds).toEqual([
      { reason: 'capturedAfterClose', facts: {} },
      { reason: 'modificationBeforeAcceptance', facts: {} },
      { reason: 'requestDeclined', facts: {} },
      { reason: 'cancelledByOwner', facts: {} },
      { reason: 'cancelledByTenant', facts: {} },
      { reason: 'requestExpired', facts: {} },
      { reason: 'cancelledByStaff', facts: { staffReason: 'Panne moteur' } },
    ]);
    // The renter's page gets codes (and the days of a postponement), never one of the English sentences.
    const seen = await detail(id, renter);
    const timeline = JSON.stringify(seen.timeline);
    for (const sentence of sentences) expect(timeline).not.toContain(sentence);
    expect(seen.timeline).toContainEqual(
      expect.objectContaining({
        reason: 'weatherPostponed',
        facts: { fromDate: day('07-25'), toDate: day('08-01') },
      }),
    );
    expect(seen.timeline).toContainEqual(
      expect.objectContaining({ reason: 'modificationDeclined', facts: { message: 'Bateau en révision' } }),
    );
    expect(timeline).not.toMatch(/econtractId|claimId|paymentId/);
  });

  it("names a cover and a captain in the reader's language, not the booker's (a French owner, a German renter)", async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('07-27'),
      dateTo: day('07-28'),
    });
    // As a German renter's checkout writes them: the cover's and the captain's names in German.
    const { rows } = await ctx.db.query<{ id: string }>(
      `SELECT id FROM extras WHERE product_id = $1 AND name = 'Final cleaning'`,
      [fixture.productId],
    );
    await ctx.db.query(`UPDATE bookings SET price_lines = price_lines || $2::jsonb WHERE id = $1`, [
      id,
      JSON.stringify([
        {
          key: 'insurance',
          label: 'Schlechtwettergarantie',
          amount: 900,
          params: { name: 'Schlechtwettergarantie' },
          insuranceKey: 'cabWeather',
        },
        {
          key: 'captain',
          label: 'Endreinigung',
          amount: 100,
          params: { name: 'Endreinigung', days: 1 },
          extraId: Number(rows[0].id),
        },
      ]),
    ]);
    const names = async (locale: string) => {
      const res = await get(`${tripPaths.detail(id)}?_locale=${locale}`, owner);
      const lines = bookingDetailSchema.parse(res.json()).priceLines;
      return [
        lines.find((l) => l.key === 'insurance')?.params?.name,
        lines.find((l) => l.key === 'captain')?.params?.name,
      ];
    };
    expect(await names('fr')).toEqual(['Garantie météo', 'Ménage de fin de location']);
    expect(await names('el')).toEqual(['Εγγύηση καιρού', 'Endreinigung']);
    expect(await names('en-GB')).toEqual(['Bad weather guarantee', 'Final cleaning']);
  });

  it('lists the saved boats as result cards in the asked currency', async () => {
    expect((await post(`/api/v6/products/${fixture.productId}/favorite`, renter)).statusCode).toBe(200);
    const eur = (await get(tripPaths.favourites, renter)).json();
    expect(eur.products).toHaveLength(1);
    expect(eur.products[0]).toMatchObject({ id: fixture.productId, isFavorite: true });
    const usd = (await get(`${tripPaths.favourites}?currency=USD`, renter)).json();
    expect(usd.products[0].price).toBe(Math.round(eur.products[0].price * 1.1));
    expect((await get(tripPaths.favourites, other)).json()).toMatchObject({
      products: [],
      pagination: { resultsCount: 0 },
    });
    expect((await get(`${tripPaths.favourites}?page=x`, renter)).statusCode).toBe(400);
  });
});

describe('a price snapshot keeps codes and facts, worded for each reader (DESIGN: whose language)', () => {
  it('a booking made in German reads in French to a French owner, and its snapshot holds no sentence', async () => {
    const before = await ctx.db.query<{ language_code: string }>(
      `SELECT language_code FROM users WHERE email = 'owner@example.test'`,
    );
    await ctx.db.query(`UPDATE users SET language_code = 'fr' WHERE email = 'owner@example.test'`);
    try {
      const dates = { dateFrom: day('08-10'), dateTo: day('08-12') };
      const hash = await bookSession(ctx.app, fixture.productId, renter, dates, 'de');
      const intent = await ctx.app.inject({
        method: 'POST',
        url: `${paymentPaths.checkoutIntent(hash)}?_locale=de`,
        headers: renter,
        payload: { acceptedTerms: true },
      });
      expect(intent.statusCode).toBe(200);
      const { clientSecret, intentId } = intent.json() as PaymentIntentAnswer;
      expect((await payWithCard(ctx.app, clientSecret, SANDBOX_TEST_CARDS.succeeds, 'de')).statusCode).toBe(
        200,
      );
      const id = (await confirmCheckout(ctx.app, hash, renter, intentId)).body.bookingId as number;

      // What is stored: keys and params for Bosun's lines, no German words (nor any other).
      const { rows } = await ctx.db.query<{ lines: string; computation: string }>(
        `SELECT b.price_lines::text AS lines, s.price_computation::text AS computation
           FROM bookings b JOIN payment_sessions s ON s.id = b.payment_session_id WHERE b.id = $1`,
        [id],
      );
      for (const stored of [rows[0].lines, JSON.stringify(JSON.parse(rows[0].computation).lines)]) {
        expect(stored).not.toMatch(/Miete|Tage|Servicegebühr|Rental|Service fee/);
      }
      const snapshot = JSON.parse(rows[0].lines) as { key: string; label?: string; params?: unknown }[];
      const rental = snapshot.find((line) => line.key === 'rental');
      expect(rental).toMatchObject({ params: { days: 3 } });
      expect(rental).not.toHaveProperty('label');
      expect(snapshot.find((line) => line.key === 'serviceFee')).not.toHaveProperty('label');

      // Each reader gets their own words: the French owner, the German renter, through the API.
      const words = async (headers: Headers, locale: string) => {
        const res = await get(`${tripPaths.detail(id)}?_locale=${locale}`, headers);
        expect(res.statusCode).toBe(200);
        const lines = bookingDetailSchema.parse(res.json()).priceLines;
        return ['rental', 'serviceFee'].map((key) => lines.find((line) => line.key === key)?.label);
      };
      expect(await words(owner, 'fr')).toEqual(['Location, 3 jours', 'Frais de service']);
      expect(await words(renter, 'de')).toEqual(['Miete, 3 Tage', 'Servicegebühr']);

      // The owner's e-mail is in the owner's language, with no word of the booker's.
      const mail = (await noticesTo(ctx.db, 'owner@example.test', id)).find((n) => n.channel === 'email');
      expect(mail?.subject).toMatch(/réservation/i);
      expect(`${mail?.subject} ${mail?.body}`).not.toMatch(/Miete|Buchung|Servicegebühr/);
    } finally {
      await ctx.db.query(`UPDATE users SET language_code = $1 WHERE email = 'owner@example.test'`, [
        before.rows[0].language_code,
      ]);
    }
  });

  it('migrates old snapshots: Bosun’s lines lose their words (found back from old English ones), names stay', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('08-17'),
      dateTo: day('08-18'),
    });
    const old = [
      { key: 'rental', label: 'Rental, 2 days', amount: 60000 },
      { key: 'durationDiscount', label: '10 % off for 2 days', amount: -6000 },
      { key: 'rental', label: 'Miete, 2 Tage', amount: 1, params: { days: 2 } },
      { key: 'rental', label: 'Half day (morning)', amount: 2 },
      { key: 'rental', label: 'Une ligne sans chiffres', amount: 3 },
      { key: 'extra', label: 'Endreinigung', amount: 8000, params: { name: 'Endreinigung' }, extraId: 2 },
      { key: 'serviceFee', label: 'Servicegebühr', amount: 4800, params: { percent: 8 } },
      { key: 'commercialDiscount', label: 'Commercial discount', amount: -500 },
    ];
    await ctx.db.query('UPDATE bookings SET price_lines = $2 WHERE id = $1', [id, JSON.stringify(old)]);
    const migration = readFileSync(
      join(PROJECT_ROOT, 'src/db/migrations/292_price_lines_without_sentences.sql'),
      'utf8',
    );
    await ctx.db.query(migration);
    const { rows } = await ctx.db.query<{ price_lines: unknown[] }>(
      'SELECT price_lines FROM bookings WHERE id = $1',
      [id],
    );
    expect(rows[0].price_lines).toEqual([
      { key: 'rental', amount: 60000, params: { days: 2 } },
      { key: 'durationDiscount', amount: -6000, params: { percent: 10, days: 2 } },
      { key: 'rental', amount: 1, params: { days: 2 } },
      { key: 'rental', amount: 2, params: { halfDayPeriod: 'morning', days: 1 } },
      // nothing says this one but its words: they stay
      { key: 'rental', label: 'Une ligne sans chiffres', amount: 3 },
      { key: 'extra', label: 'Endreinigung', amount: 8000, params: { name: 'Endreinigung' }, extraId: 2 },
      { key: 'serviceFee', amount: 4800, params: { percent: 8 } },
      { key: 'commercialDiscount', amount: -500 },
    ]);
    const res = await get(`${tripPaths.detail(id)}?_locale=el`, renter);
    const labels = bookingDetailSchema.parse(res.json()).priceLines.map((line) => line.label);
    expect(labels).toEqual([
      'Ενοικίαση, 2 ημέρες',
      'Έκπτωση 10 % για 2 ημέρες',
      'Ενοικίαση, 2 ημέρες',
      'Μισή ημέρα (πρωί)',
      'Une ligne sans chiffres',
      'Endreinigung',
      'Χρέωση υπηρεσίας',
      'Εμπορική έκπτωση',
    ]);
  });
});
