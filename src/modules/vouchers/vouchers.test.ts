import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../../../shared/checkout/payment.ts';
import { moneyPaths } from '../../../shared/money/statement.ts';
import { weatherPaths } from '../../../shared/weather/weather.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { statusOf } from '../bookings/testTrips.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import {
  bookSession,
  confirmCheckout,
  createIntent,
  type Headers,
  payWithCard,
} from '../payments/testPayments.ts';
import { holdVouchersForCheckout } from './service.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let owner: Headers;
let manager: Headers;
let support: Headers;
let secondBoat: number;

/** Another boat of the same owner and harbour: a renter's open checkouts are one per boat. */
async function insertSecondBoat(): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO products (kind, slug, title, product_type, owner_id, harbour_id, length_m, engine_power_hp, cabins,
                           berths, capacity, builder_name, model_name, build_year, sailing_type, instant_booking,
                           deposit_amount, cancellation_policy, minimum_days, half_day_allowed, captain_price_per_day,
                           base_price_per_day, base_price_per_half_day, base_price_per_week, moderation_status, published_at)
     SELECT 'boat', 'second-boat-' || p.id, 'Green Wind', 'sailboat', p.owner_id, p.harbour_id, 11, 30, 2, 4, 6,
            'Beneteau', 'Oceanis 38', 2019, 'withOrWithoutCaptain', false, 100000, 'moderate', 1, true, 15000, 15000,
            9000, 90000, 'published', now()
       FROM products p WHERE p.id = $1
     RETURNING id::int AS id`,
    [fixture.productId],
  );
  return rows[0].id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  await insertTestUser(ctx.db, { email: 'manager@example.test', staffRole: 'manager' });
  await insertTestUser(ctx.db, { email: 'support@example.test', staffRole: 'support' });
  renter = await bearerFor(ctx.app, 'renter@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  manager = await bearerFor(ctx.app, 'manager@example.test');
  support = await bearerFor(ctx.app, 'support@example.test');
  secondBoat = await insertSecondBoat();
});
afterAll(() => ctx.close());

const post = (url: string, headers: Headers, payload: unknown = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
const issue = (amount: number, headers = manager) =>
  post('/api/admin/vouchers', headers, { userId: fixture.renterId, amount, note: 'Sorry for the late boat' });
const balanceOf = async (voucherId: number) =>
  (
    await ctx.db.query<{ n: number }>(
      `SELECT coalesce(sum(amount), 0)::int AS n FROM ledger_entries WHERE source_table = 'vouchers' AND source_id = $1`,
      [voucherId],
    )
  ).rows[0].n;
const checkoutDue = async (hash: string) =>
  (
    await ctx.db.query<{ due: number }>(
      `SELECT (price_computation ->> 'checkoutPaymentAmount')::int AS due FROM payment_sessions WHERE hash = $1`,
      [hash],
    )
  ).rows[0].due;

describe('vouchers', () => {
  let voucherId: number;

  it('staff with the money role issue one (audited); others may not', async () => {
    expect((await issue(5_000, support)).statusCode).toBe(403);
    expect(
      (await post('/api/admin/vouchers', manager, { userId: fixture.renterId, amount: -5, note: 'x' }))
        .statusCode,
    ).toBe(400);
    const res = await issue(5_000);
    expect(res.statusCode, res.body).toBe(201);
    voucherId = res.json().id;
    expect(res.json()).toMatchObject({ amount: 5_000, balance: 5_000, reason: 'goodwill', state: 'usable' });
    const audit = await ctx.db.query(
      `SELECT action, reason FROM audit_log WHERE resource = 'vouchers' AND record_id = $1`,
      [String(voucherId)],
    );
    expect(audit.rows).toEqual([{ action: 'create', reason: 'Sorry for the late boat' }]);
    const mine = await ctx.app.inject({ method: 'GET', url: weatherPaths.vouchers, headers: renter });
    expect(mine.json().usable).toEqual([{ currency: 'EUR', amount: 5_000 }]);
    const theirs = await ctx.app.inject({ method: 'GET', url: weatherPaths.vouchers, headers: owner });
    expect(theirs.json()).toEqual({ vouchers: [], usable: [] });
  });

  it('pays part of the next checkouts before the card, and two tabs at once cannot spend it twice', async () => {
    const first = await bookSession(ctx.app, fixture.productId, renter, {
      dateFrom: day('05-11'),
      dateTo: day('05-11'),
    });
    const second = await bookSession(ctx.app, secondBoat, renter, {
      dateFrom: day('05-13'),
      dateTo: day('05-13'),
    });
    // two tabs ask for their card form at the same moment
    const [a, b] = await Promise.all([
      createIntent(ctx.app, first, renter),
      createIntent(ctx.app, second, renter),
    ]);
    const reductions = [(await checkoutDue(first)) - a.amount, (await checkoutDue(second)) - b.amount];
    expect(reductions.sort((x, y) => x - y)).toEqual([0, 5_000]);

    for (const [hash, intent] of [
      [first, a],
      [second, b],
    ] as const) {
      const paid = await payWithCard(ctx.app, intent.clientSecret, SANDBOX_TEST_CARDS.succeeds);
      expect(paid.json().status).toBe('succeeded');
      expect((await confirmCheckout(ctx.app, hash, renter, intent.intentId)).body.status).toBe('paid');
    }
    const spent = await ctx.db.query<{ booking_id: number; amount: number }>(
      `SELECT booking_id::int AS booking_id, amount::int AS amount FROM ledger_entries WHERE kind = 'voucher_spent'`,
    );
    expect(spent.rows).toHaveLength(1);
    expect(spent.rows[0].amount).toBe(-5_000);
    expect(await balanceOf(voucherId)).toBe(0);
    // a reload of the card form after payment holds nothing more
    const mine = await ctx.app.inject({ method: 'GET', url: weatherPaths.vouchers, headers: renter });
    expect(mine.json().vouchers[0]).toMatchObject({ balance: 0, state: 'used' });

    // the request it paid is declined: what the voucher paid comes back as credit
    const paidBooking = spent.rows[0].booking_id;
    const declined = await post(`/api/v6/booking/${paidBooking}/decline`, owner, { reason: 'other' });
    expect(declined.statusCode).toBe(200);
    expect(await statusOf(ctx.db, paidBooking)).toBe('declined');
    const after = await ctx.app.inject({ method: 'GET', url: weatherPaths.vouchers, headers: renter });
    expect(after.json().vouchers[0]).toMatchObject({
      amount: 5_000,
      balance: 5_000,
      reason: 'returned',
      sourceBookingId: paidBooking,
    });
  });

  it("holds a voucher under its row lock: a second checkout waits for the first one's hold, then counts it", async () => {
    const credit = (await issue(3_000)).json().id as number;
    const hashes = [
      await bookSession(ctx.app, fixture.productId, renter, { dateFrom: day('06-11'), dateTo: day('06-11') }),
      await bookSession(ctx.app, secondBoat, renter, { dateFrom: day('06-13'), dateTo: day('06-13') }),
    ];
    const sessions = (
      await ctx.db.query<{ id: number; hash: string }>(
        'SELECT id::int AS id, hash FROM payment_sessions WHERE hash = ANY ($1::text[])',
        [hashes],
      )
    ).rows;
    const hold = (sessionId: number) => (tx: Parameters<typeof holdVouchersForCheckout>[0]) =>
      holdVouchersForCheckout(tx, {
        tenantId: fixture.renterId,
        sessionId,
        bookingId: null,
        due: 50_000,
        currency: 'EUR',
        now: new Date(),
      });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // The first checkout holds the credit and stays in its transaction a moment; the second starts
    // meanwhile (on PostgreSQL, on another connection): without the lock it would read the credit as free.
    const [first, second] = await Promise.all([
      ctx.db.transaction(async (tx) => {
        const held = await hold(sessions[0].id)(tx);
        await pause(400);
        return held;
      }),
      pause(100).then(() => ctx.db.transaction(hold(sessions[1].id))),
    ]);
    // the first holds all the renter's credit (this voucher and the 50 € given back above), the second nothing
    expect([first, second]).toEqual([3_000 + 5_000, 0]);
    const holds = await ctx.db.query(
      'SELECT amount::int AS amount FROM voucher_holds WHERE voucher_id = $1',
      [credit],
    );
    expect(holds.rows).toEqual([{ amount: 3_000 }]);
  });

  it('is spent partly when larger than the checkout, leaving the card its minimum', async () => {
    const big = await issue(100_000);
    const hash = await bookSession(ctx.app, fixture.productId, renter, {
      dateFrom: day('05-20'),
      dateTo: day('05-20'),
    });
    const intent = await createIntent(ctx.app, hash, renter);
    expect(intent.amount).toBe(100);
    const due = await checkoutDue(hash);
    await payWithCard(ctx.app, intent.clientSecret, SANDBOX_TEST_CARDS.succeeds);
    expect((await confirmCheckout(ctx.app, hash, renter, intent.intentId)).body.status).toBe('paid');
    // the returned 50 € (sooner to expire? no: issued earlier) and the big one pay `due - 1 €` together
    const balances = (
      await ctx.app.inject({ method: 'GET', url: weatherPaths.vouchers, headers: renter })
    ).json();
    // the 30 € voucher held by the two open checkouts above is not spent here (nor counted twice)
    expect(balances.usable).toEqual([{ currency: 'EUR', amount: 5_000 + 3_000 + 100_000 - (due - 100) }]);
    expect(big.json().balance).toBe(100_000);
  });

  it("shows the credit as a line of the checkout's price, then on the booking's statement", async () => {
    expect((await issue(2_500)).statusCode).toBe(201);
    const hash = await bookSession(ctx.app, secondBoat, renter, {
      dateFrom: day('05-24'),
      dateTo: day('05-24'),
    });
    const price = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/v6/checkout/${hash}/price`, headers: renter })
      ).json();
    const before = await price();
    const due = await checkoutDue(hash);
    const free = (await ctx.app.inject({ method: 'GET', url: weatherPaths.vouchers, headers: renter }))
      .json()
      .usable.reduce((sum: number, c: { amount: number }) => sum + c.amount, 0);
    const expected = Math.min(free, due - 100);
    expect(expected).toBeGreaterThan(0);
    expect(before.eur).toMatchObject({
      checkoutPaymentAmount: due,
      voucherAmount: expected,
      cardPaymentAmount: due - expected,
    });
    expect(before.voucherAmount + before.cardPaymentAmount).toBe(before.checkoutPaymentAmount);

    // the card is asked for exactly what the price said it would be
    const intent = await createIntent(ctx.app, hash, renter);
    expect(intent.amount).toBe(before.eur.cardPaymentAmount);
    await payWithCard(ctx.app, intent.clientSecret, SANDBOX_TEST_CARDS.succeeds);
    expect((await confirmCheckout(ctx.app, hash, renter, intent.intentId)).body.status).toBe('paid');
    // the paid checkout keeps showing what the credit paid, though the renter's credit is now spent
    expect((await price()).eur).toMatchObject({ voucherAmount: expected, cardPaymentAmount: due - expected });

    const bookingId = (
      await ctx.db.query<{ id: number }>(
        `SELECT b.id::int AS id FROM bookings b JOIN payment_sessions s ON s.id = b.payment_session_id
          WHERE s.hash = $1`,
        [hash],
      )
    ).rows[0].id;
    const statement = (
      await ctx.app.inject({ method: 'GET', url: moneyPaths.statement(bookingId), headers: renter })
    ).json();
    expect(statement.totals).toMatchObject({ voucherPaid: expected, paid: 0, held: due - expected });
    expect(statement.lines).toContainEqual(
      expect.objectContaining({ kind: 'voucher', state: 'captured', amount: expected }),
    );
    // the request is authorised for the card's part only: nothing is left to pay beyond it
    expect(statement.totals.toPay).toBe(0);
  });

  it('staff cancel what is left, with a reason (audited), and it can no longer be spent', async () => {
    const vouchers = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/vouchers?userId=${fixture.renterId}`,
        headers: manager,
      })
    ).json();
    const left = vouchers.filter((v: { state: string }) => v.state === 'usable');
    for (const v of left) {
      const res = await post(`/api/admin/vouchers/${v.id}/cancel`, manager, { reason: 'Issued by mistake' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ balance: 0, state: 'cancelled' });
    }
    expect(
      (await post(`/api/admin/vouchers/${left[0].id}/cancel`, manager, { reason: 'again' })).json().error
        .code,
    ).toBe('voucher-cancelled');
    const mine = (
      await ctx.app.inject({ method: 'GET', url: weatherPaths.vouchers, headers: renter })
    ).json();
    expect(mine.usable).toEqual([]);
    const hash = await bookSession(ctx.app, fixture.productId, renter, {
      dateFrom: day('05-22'),
      dateTo: day('05-22'),
    });
    const intent = await createIntent(ctx.app, hash, renter);
    expect(intent.amount).toBe(await checkoutDue(hash));
  });
});
