import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../../shared/checkout/payment.ts';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import {
  bearerFor,
  day,
  insertProductFixture,
  type ProductFixture,
} from '../modules/catalogue/testFixtures.ts';
import { bookSession, createIntent, type Headers } from '../modules/payments/testPayments.ts';
import { createPaymentProviders } from '../providers/payments/paymentProviderFor.ts';
import { expirePaymentSessions } from './paymentSessionExpiry.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let other: Headers;
let options: Parameters<typeof expirePaymentSessions>[1];
const inMinutes = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  renter = await bearerFor(ctx.app, 'renter@example.test');
  other = await bearerFor(ctx.app, 'other@example.test');
  options = { providers: createPaymentProviders(ctx.app.config, ctx.db), publicUrl: 'http://bosun.test' };
});
afterAll(() => ctx.close());

const stateOf = async (hash: string) =>
  (
    await ctx.db.query<{ session: string; booking: string; payment: string | null }>(
      `SELECT s.status AS session, b.status AS booking,
              (SELECT p.status FROM payments p WHERE p.payment_session_id = s.id ORDER BY p.id DESC LIMIT 1) AS payment
         FROM payment_sessions s JOIN bookings b ON b.payment_session_id = s.id WHERE s.hash = $1
        ORDER BY b.id DESC LIMIT 1`,
      [hash],
    )
  ).rows[0];

describe('the payment session expiry job', () => {
  const dates = { dateFrom: day('09-10'), dateTo: day('09-11') };

  it('leaves a session alone within its 30 minutes', async () => {
    const hash = await bookSession(ctx.app, fixture.productId, renter, dates);
    await createIntent(ctx.app, hash, renter);
    expect(await expirePaymentSessions(ctx.db, { ...options, now: inMinutes(29) })).toEqual({
      settled: 0,
      expired: 0,
    });
    expect(await stateOf(hash)).toEqual({
      session: 'open',
      booking: 'payment_pending',
      payment: 'requires_payment_method',
    });
  });

  it('expires an unpaid session after 30 minutes, cancels its intent and releases the days', async () => {
    const run = await expirePaymentSessions(ctx.db, { ...options, now: inMinutes(31) });
    expect(run).toEqual({ settled: 0, expired: 1 });
    const [hash] = (await ctx.db.query<{ hash: string }>(`SELECT hash FROM payment_sessions`)).rows.map(
      (r) => r.hash,
    );
    expect(await stateOf(hash)).toEqual({ session: 'expired', booking: 'expired', payment: 'canceled' });
    const events = await ctx.db.query<{ to_status: string; actor_role: string }>(
      `SELECT to_status, actor_role FROM booking_events ORDER BY id DESC LIMIT 1`,
    );
    expect(events.rows[0]).toEqual({ to_status: 'expired', actor_role: 'system' });
    // Someone else can book the same days now.
    await bookSession(ctx.app, fixture.productId, other, dates);
    expect(await expirePaymentSessions(ctx.db, { ...options, now: inMinutes(31) })).toEqual({
      settled: 0,
      expired: 1,
    });
  });

  it('settles a session whose money arrived without a webhook instead of expiring it', async () => {
    const hash = await bookSession(ctx.app, fixture.productId, renter, {
      dateFrom: day('09-20'),
      dateTo: day('09-20'),
    });
    const intent = await createIntent(ctx.app, hash, renter);
    const card = { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 1, expYear: 2040, cvc: '999' };
    await options.providers.active.confirmIntent(intent.intentId, { card }, { returnUrl: '' });
    expect(await expirePaymentSessions(ctx.db, { ...options, now: inMinutes(45) })).toEqual({
      settled: 1,
      expired: 0,
    });
    // A request: the card is authorised, captured only when the owner accepts.
    expect(await stateOf(hash)).toEqual({ session: 'paid', booking: 'paid', payment: 'requires_capture' });
  });
});
