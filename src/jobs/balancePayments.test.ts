import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPaths } from '../../shared/bookings/trips.ts';
import { paymentPaths, SANDBOX_TEST_CARDS } from '../../shared/checkout/payment.ts';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import {
  bearerFor,
  day,
  insertProductFixture,
  type ProductFixture,
} from '../modules/catalogue/testFixtures.ts';
import { bookSession, createIntent, type Headers, payWithCard } from '../modules/payments/testPayments.ts';
import { createPaymentProviders } from '../providers/payments/paymentProviderFor.ts';
import { collectBalances } from './balancePayments.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let owner: Headers;
let options: Parameters<typeof collectBalances>[1];

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  renter = await bearerFor(ctx.app, 'renter@example.test');
  // The renter reads Italian: the payment e-mails are in the recipient's account language.
  await ctx.db.query(`UPDATE users SET language_code = 'it' WHERE email = 'renter@example.test'`);
  owner = await bearerFor(ctx.app, 'owner@example.test');
  options = { providers: createPaymentProviders(ctx.app.config, ctx.db), publicUrl: 'http://bosun.test' };
});
afterAll(() => ctx.close());

interface Booking {
  id: number;
  status: string;
  down_payment_amount: number;
  balance_amount: number;
  balance_due_date: string;
  balance_paid_at: Date | null;
}

/** A week in July paid by down payment with `card` (the 3-D Secure card is approved at checkout). */
async function bookWithDownPayment(dateFrom: string, dateTo: string, card: string): Promise<Booking> {
  const hash = await bookSession(ctx.app, fixture.productId, renter, { dateFrom, dateTo }, 'it');
  await ctx.db.query('UPDATE payment_sessions SET down_payment_selected = true WHERE hash = $1', [hash]);
  const intent = await createIntent(ctx.app, hash, renter);
  expect(intent.kind).toBe('down_payment');
  const answer = (await payWithCard(ctx.app, intent.clientSecret, card)).json();
  if (answer.status === 'requires_action') {
    await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.sandboxAuthentication(intent.intentId),
      headers: renter,
      payload: { outcome: 'approve' },
    });
  }
  const outcome = await ctx.app.inject({
    method: 'POST',
    url: paymentPaths.checkoutConfirm(hash),
    headers: renter,
  });
  expect(outcome.json()).toMatchObject({ status: 'paid', bookingStatus: 'down_payment_paid' });
  // The balance is collected once the owner accepted (and captured the down payment).
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: tripPaths.accept(outcome.json().bookingId),
    headers: owner,
  });
  expect(accepted.json()).toMatchObject({ status: 'accepted' });
  return bookingOf(outcome.json().bookingId);
}

const bookingOf = async (id: number) =>
  (
    await ctx.db.query<Booking>(
      `SELECT id, status, down_payment_amount, balance_amount, to_char(balance_due_date, 'YYYY-MM-DD') AS balance_due_date,
              balance_paid_at FROM bookings WHERE id = $1`,
      [id],
    )
  ).rows[0];

const at =
  (date: string, hour = 8) =>
  () =>
    new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const mails = async (template: string, bookingId: number) =>
  (
    await ctx.db.query<{ subject: string }>(
      `SELECT subject FROM outbox WHERE template = $1 AND (payload ->> 'bookingId')::bigint = $2 ORDER BY id`,
      [`payments.${template}`, bookingId],
    )
  ).rows.map((r) => r.subject);

describe('the balance payment job', () => {
  it('charges the saved card on the due date, once', async () => {
    const booking = await bookWithDownPayment(day('07-10'), day('07-16'), SANDBOX_TEST_CARDS.succeeds);
    expect(booking.balance_amount).toBeGreaterThan(0);
    expect(booking.down_payment_amount).toBeGreaterThan(0);
    const before = plusDays(booking.balance_due_date, -1);
    expect(await collectBalances(ctx.db, { ...options, now: at(before) })).toEqual({
      charged: 0,
      failed: 0,
      cancelled: 0,
    });
    const run = await collectBalances(ctx.db, { ...options, now: at(booking.balance_due_date) });
    expect(run).toEqual({ charged: 1, failed: 0, cancelled: 0 });
    expect((await bookingOf(booking.id)).balance_paid_at).not.toBeNull();
    expect(await collectBalances(ctx.db, { ...options, now: at(booking.balance_due_date, 20) })).toEqual({
      charged: 0,
      failed: 0,
      cancelled: 0,
    });
    const charged = await ctx.db.query<{ amount: number }>(
      `SELECT amount FROM payments WHERE booking_id = $1 AND kind = 'balance' AND status = 'succeeded'`,
      [booking.id],
    );
    expect(charged.rows.map((r) => r.amount)).toEqual([booking.balance_amount]);
    expect(await mails('balancePaid', booking.id)).toEqual([
      `Saldo pagato per la prenotazione ${await refOf(booking.id)}`,
    ]);
  });

  it('retries three times a day apart with a notice each time, then cancels after the grace period with the refund', async () => {
    const booking = await bookWithDownPayment(day('08-10'), day('08-16'), SANDBOX_TEST_CARDS.threeDSecure);
    const due = booking.balance_due_date;
    const quiet = { charged: 0, failed: 0, cancelled: 0 };
    expect(await collectBalances(ctx.db, { ...options, now: at(due) })).toEqual({ ...quiet, failed: 1 });
    expect(await collectBalances(ctx.db, { ...options, now: at(due, 20) })).toEqual(quiet);
    expect(await collectBalances(ctx.db, { ...options, now: at(plusDays(due, 1), 9) })).toEqual({
      ...quiet,
      failed: 1,
    });
    expect(await collectBalances(ctx.db, { ...options, now: at(plusDays(due, 2), 10) })).toEqual({
      ...quiet,
      failed: 1,
    });
    expect(await collectBalances(ctx.db, { ...options, now: at(plusDays(due, 5)) })).toEqual(quiet);
    const notices = await mails('balanceDue', booking.id);
    expect(notices).toHaveLength(3);
    expect(notices[0]).toBe(`Saldo da pagare per la prenotazione ${await refOf(booking.id)}`);
    expect((await bookingOf(booking.id)).status).toBe('accepted');

    expect(await collectBalances(ctx.db, { ...options, now: at(plusDays(due, 7)) })).toEqual({
      ...quiet,
      cancelled: 1,
    });
    expect((await bookingOf(booking.id)).status).toBe('cancelled_by_tenant');
    // Cancelled 23 days ahead under the moderate policy (100 % from 7 days): the down payment comes back.
    // The refund keeps a code, never a sentence: each reader words it (DESIGN: whose language).
    const refunds = await ctx.db.query<{ amount: number; status: string; reason: string }>(
      'SELECT amount, status, reason FROM refunds WHERE booking_id = $1',
      [booking.id],
    );
    expect(refunds.rows).toEqual([
      { amount: booking.down_payment_amount, status: 'succeeded', reason: 'balanceUnpaid' },
    ]);
    expect(await mails('balanceCancelled', booking.id)).toHaveLength(1);
    // Each of these e-mails leads to the booking's conversation, in the renter's language (it).
    const threadLinks = await ctx.db.query<{ body: string; thread: string | null }>(
      `SELECT body, payload ->> 'threadUrl' AS thread FROM outbox
        WHERE template IN ('payments.balanceDue', 'payments.balanceCancelled') AND (payload ->> 'bookingId')::bigint = $1`,
      [booking.id],
    );
    expect(threadLinks.rows).toHaveLength(4);
    for (const mail of threadLinks.rows) {
      expect(mail.thread).toMatch(/^http:\/\/bosun\.test\/it\/account\/chat\/[0-9a-f]{32}\/\d+$/);
      expect(mail.body).toContain(`La conversazione su questa prenotazione: ${mail.thread}`);
    }
    expect(await collectBalances(ctx.db, { ...options, now: at(plusDays(due, 8)) })).toEqual(quiet);
  });

  it('stops trying once the renter paid the balance by hand after a notice', async () => {
    const booking = await bookWithDownPayment(day('06-01'), day('06-07'), SANDBOX_TEST_CARDS.threeDSecure);
    await collectBalances(ctx.db, { ...options, now: at(booking.balance_due_date) });
    const res = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.balanceIntent(booking.id),
      headers: renter,
    });
    expect(res.json()).toMatchObject({ kind: 'balance', amount: booking.balance_amount });
    expect((await payWithCard(ctx.app, res.json().clientSecret)).json().status).toBe('succeeded');
    const outcome = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.intentConfirm(res.json().intentId),
      headers: renter,
    });
    expect(outcome.json()).toMatchObject({
      status: 'paid',
      successUrl: `/it/balance-payment/${booking.id}/success`,
    });
    expect(
      await collectBalances(ctx.db, { ...options, now: at(plusDays(booking.balance_due_date, 1), 9) }),
    ).toEqual({
      charged: 0,
      failed: 0,
      cancelled: 0,
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.balanceIntent(booking.id),
      headers: renter,
    });
    expect(again.json().error.code).toBe('balance-paid');
  });
});

const refOf = async (id: number) =>
  (await ctx.db.query<{ reference: string }>('SELECT reference FROM bookings WHERE id = $1', [id])).rows[0]
    .reference;

describe('a refund’s reason', () => {
  it('is stored as a code with its facts, also when an older writer sends the English sentence', async () => {
    const payment = (
      await ctx.db.query<{ id: number; booking_id: number }>(
        `SELECT id, booking_id FROM payments WHERE booking_id IS NOT NULL ORDER BY id LIMIT 1`,
      )
    ).rows[0];
    const written = await ctx.db.query<{ reason: string; facts: Record<string, unknown> }>(
      `INSERT INTO refunds (payment_id, booking_id, amount, reason, status)
       VALUES ($1, $2, 1, 'Autorefund: owner_declined', 'failed'), ($1, $2, 1, 'Cancelled: balance unpaid', 'failed'),
              ($1, $2, 1, 'Geste commercial', 'failed')
       RETURNING reason, facts`,
      [payment.id, payment.booking_id],
    );
    expect(written.rows).toEqual([
      { reason: 'autorefund', facts: { autorefundReason: 'owner_declined' } },
      { reason: 'balanceUnpaid', facts: {} },
      // what a staff member typed stays their words
      { reason: 'Geste commercial', facts: {} },
    ]);
  });
});
