import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPaths, SANDBOX_TEST_CARDS } from '../../../shared/checkout/payment.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { createSandboxPayments } from '../../providers/payments/sandboxPayments.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import {
  count,
  createIntent,
  deliverWebhook,
  type Headers,
  holdingBookings,
  payWithCard,
} from './testPayments.ts';

/**
 * Two renters paying for the same boat and days at once: one booking, the others never charged or
 * refunded. On PostgreSQL (the CI's second pass) the requests really run in parallel over the pool;
 * on PGlite they are serialised, which still checks the outcome.
 */
const RENTERS = 100;
let ctx: TestContext;
let fixture: ProductFixture;
let renters: { id: number; headers: Headers }[];

beforeAll(async () => {
  // Every racer comes from the same test address: lift the per-IP rate limit, not what is tested here.
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  fixture = await insertProductFixture(ctx.db);
  // Same password hash as the fixture's renter: 100 argon2 hashes would only slow the test down.
  await ctx.db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, language_code)
     SELECT 'racer' || n || '@example.test', u.password_hash, 'Racer', n::text, 'de'
       FROM generate_series(1, $1::int) AS n, users u WHERE u.email = 'renter@example.test'`,
    [RENTERS],
  );
  renters = [];
  for (let n = 1; n <= RENTERS; n++) {
    const headers = await bearerFor(ctx.app, `racer${n}@example.test`);
    const id = (
      await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [`racer${n}@example.test`])
    ).rows[0].id;
    renters.push({ id, headers });
  }
}, 120_000);
afterAll(() => ctx.close());

const overlapping = async (productId: number) =>
  count(
    ctx.db,
    `bookings a JOIN bookings b ON a.product_id = b.product_id AND a.id < b.id AND a.period && b.period
      WHERE a.product_id = $1
        AND a.status IN ('payment_pending', 'paid', 'down_payment_paid', 'accepted')
        AND b.status IN ('payment_pending', 'paid', 'down_payment_paid', 'accepted')`,
    [productId],
  );

describe(`${RENTERS} renters paying for the same boat and days at once`, () => {
  it('books one of them; the others are refused before any charge', async () => {
    const dates = { dateFrom: day('05-04'), dateTo: day('05-06'), numberOfPeople: 2 };
    const attempts = await Promise.all(
      renters.map(async ({ headers }) => {
        const booked = await ctx.app.inject({
          method: 'POST',
          url: `/api/v6/products/${fixture.productId}/payment-sessions?_locale=de`,
          headers,
          payload: dates,
        });
        if (booked.statusCode !== 201) return { status: booked.statusCode, code: booked.json().error.code };
        const hash = booked.json().hash as string;
        const intent = await createIntent(ctx.app, hash, headers);
        const card = await payWithCard(ctx.app, intent.clientSecret, SANDBOX_TEST_CARDS.succeeds, 'de');
        expect(card.json().status).toBe('succeeded');
        const outcome = await ctx.app.inject({
          method: 'POST',
          url: paymentPaths.checkoutConfirm(hash),
          headers,
        });
        return { status: 201, code: outcome.json().status as string };
      }),
    );
    expect(attempts.filter((a) => a.status === 201)).toEqual([{ status: 201, code: 'paid' }]);
    expect(attempts.filter((a) => a.status === 409).every((a) => a.code === 'dates-unavailable')).toBe(true);
    expect(await holdingBookings(ctx.db, fixture.productId)).toBe(1);
    expect(await overlapping(fixture.productId)).toBe(0);
    expect(await count(ctx.db, 'payments')).toBe(1);
  }, 120_000);

  it('when their checkouts lapsed while the banks were paying, keeps one payment and refunds the others', async () => {
    const dates = { dateFrom: day('05-20'), dateTo: day('05-21'), numberOfPeople: 2 };
    // Instant booking: each bank captures the money at once (a request's card is only authorised).
    await ctx.db.query('UPDATE products SET instant_booking = true WHERE id = $1', [fixture.productId]);
    const bank = createSandboxPayments({ db: ctx.db });
    const intents: { intentId: string; tenantId: number }[] = [];
    for (const { id, headers } of renters) {
      const booked = await ctx.app.inject({
        method: 'POST',
        url: `/api/v6/products/${fixture.productId}/payment-sessions?_locale=de`,
        headers,
        payload: dates,
      });
      expect(booked.statusCode).toBe(201);
      const intent = await createIntent(ctx.app, booked.json().hash, headers);
      // The bank takes the money, but the confirmation has not reached us yet...
      const card = { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: 2039, cvc: '123' };
      expect((await bank.confirmIntent(intent.intentId, { card }, { returnUrl: '' })).status).toBe(
        'succeeded',
      );
      intents.push({ intentId: intent.intentId, tenantId: id });
      // ...and the checkout lapses meanwhile, releasing the days for the next renter.
      await ctx.db.query(
        `WITH s AS (UPDATE payment_sessions SET status = 'expired' WHERE hash = $1 RETURNING id)
         UPDATE bookings SET status = 'expired' FROM s WHERE payment_session_id = s.id`,
        [booked.json().hash],
      );
    }
    const paymentsBefore = await count(ctx.db, `payments WHERE status = 'succeeded'`);

    // Every bank's confirmation arrives at once, each twice (a webhook and the browser's return).
    const outcomes = await Promise.all(
      intents.flatMap(({ intentId }, n) => [
        deliverWebhook(ctx.app, `evt_race_${n}`, intentId).then(() => null),
        ctx.app
          .inject({ method: 'POST', url: paymentPaths.intentConfirm(intentId), headers: renters[n].headers })
          .then((res) => (res.statusCode === 200 ? (res.json().status as string) : res.body)),
      ]),
    );
    const statuses = outcomes.filter((s) => s !== null);
    expect(statuses.filter((s) => s === 'paid')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'refunded')).toHaveLength(RENTERS - 1);

    const held = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE product_id = $1 AND period && daterange($2::date, $3::date, '[]')
          AND status IN ('payment_pending', 'paid', 'down_payment_paid', 'accepted')`,
      [fixture.productId, dates.dateFrom, dates.dateTo],
    );
    expect(held.rows[0].n).toBe(1);
    expect(await overlapping(fixture.productId)).toBe(0);
    expect(await count(ctx.db, `payments WHERE status = 'succeeded'`)).toBe(paymentsBefore + RENTERS);
    const refunds = await ctx.db.query<{ n: number; sum: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(r.amount), 0)::bigint AS sum FROM refunds r
         JOIN payments p ON p.id = r.payment_id WHERE r.status = 'succeeded' AND r.reason = 'datesTaken'`,
    );
    const charged = await ctx.db.query<{ amount: number }>(
      `SELECT amount FROM payments WHERE provider_reference = $1`,
      [intents[0].intentId],
    );
    expect(refunds.rows[0].n).toBe(RENTERS - 1);
    expect(refunds.rows[0].sum).toBe((RENTERS - 1) * charged.rows[0].amount);
    const told = await ctx.db.query<{ subject: string }>(
      `SELECT subject FROM outbox WHERE template = 'payments.paymentRefunded'`,
    );
    expect(told.rows).toHaveLength(RENTERS - 1);
    // money as a German reader writes it (issue 23): "512 €", "1.234,50 €"
    expect(told.rows[0].subject).toMatch(/^Ihre Zahlung von [\d.,]+[\s\u00a0\u202f]€ wurde erstattet$/);
  }, 180_000);
});
