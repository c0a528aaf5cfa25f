import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPaths, SANDBOX_TEST_CARDS } from '../../../shared/checkout/payment.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import { computeCheckoutPrice } from '../checkout/checkoutPrice.ts';
import {
  bookSession,
  confirmCheckout,
  count,
  createIntent,
  deliverWebhook,
  type Headers,
  holdingBookings,
  payWithCard,
} from './testPayments.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let other: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  renter = await bearerFor(ctx.app, 'renter@example.test');
  other = await bearerFor(ctx.app, 'other@example.test');
});
afterAll(() => ctx.close());

const sessionOf = async (hash: string) =>
  (
    await ctx.db.query<{ id: number; status: string; booking_status: string; booking_id: number }>(
      `SELECT s.id, s.status, b.status AS booking_status, b.id AS booking_id FROM payment_sessions s
         JOIN bookings b ON b.payment_session_id = s.id WHERE s.hash = $1 ORDER BY b.id DESC LIMIT 1`,
      [hash],
    )
  ).rows[0];

describe('paying a checkout with the sandbox card', () => {
  let hash: string;
  let intentId: string;

  it('charges the amount the server computes, and gives the same intent on a second click', async () => {
    hash = await bookSession(ctx.app, fixture.productId, renter, {
      dateFrom: day('06-10'),
      dateTo: day('06-11'),
    });
    const first = await createIntent(ctx.app, hash, renter);
    const again = await createIntent(ctx.app, hash, { ...renter, 'idempotency-key': 'pay-click-0001' });
    const price = await computeCheckoutPrice(ctx.db, (await sessionOf(hash)).id);
    expect(first).toMatchObject({
      provider: 'sandbox',
      publishableKey: null,
      currency: 'EUR',
      kind: 'checkout',
      status: 'requires_payment_method',
      amount: price.checkoutPaymentAmount,
    });
    expect(first.clientSecret).toMatch(/^pi_sandbox_\w+_secret_/);
    expect(again.intentId).toBe(first.intentId);
    intentId = first.intentId;
  });

  it('makes a new intent when the price changed, and cancels the old one', async () => {
    await ctx.db.query(
      `UPDATE payment_sessions SET insurance_selection = '{"cabWeather": true}' WHERE hash = $1`,
      [hash],
    );
    const changed = await createIntent(ctx.app, hash, renter);
    expect(changed.intentId).not.toBe(intentId);
    expect(changed.amount).toBeGreaterThan(0);
    const old = await ctx.db.query<{ status: string }>(
      'SELECT status FROM payments WHERE provider_reference = $1',
      [intentId],
    );
    expect(old.rows[0].status).toBe('canceled');
    const cancelled = await payWithCard(ctx.app, (await createIntentSecret(intentId)) as string);
    expect(cancelled.statusCode).toBe(409);
    intentId = changed.intentId;
  });

  it('turns the paid session into a booking request, its e-mail in the renter’s account language', async () => {
    // The checkout is in French; the renter's account reads German: the e-mail is the recipient's.
    await ctx.db.query(`UPDATE users SET language_code = 'de' WHERE email = 'renter@example.test'`);
    const secret = (await createIntentSecret(intentId)) as string;
    const paid = await payWithCard(ctx.app, secret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'succeeded', intentId });
    const outcome = await confirmCheckout(ctx.app, hash, renter);
    expect(outcome.statusCode).toBe(200);
    expect(outcome.body).toMatchObject({
      status: 'paid',
      intentId,
      purpose: 'checkout',
      bookingStatus: 'paid',
      successUrl: `/fr/ps/${hash}/success`,
      code: null,
    });
    const booking = (
      await ctx.db.query<{
        status: string;
        insurance_amount: number;
        online_amount: number;
        response_due_at: Date | null;
        paid_at: Date | null;
      }>(
        'SELECT status, insurance_amount, online_amount, response_due_at, paid_at FROM bookings WHERE id = $1',
        [outcome.body.bookingId],
      )
    ).rows[0];
    expect(booking.status).toBe('paid');
    expect(booking.insurance_amount).toBeGreaterThan(0);
    expect(booking.paid_at).not.toBeNull();
    expect(booking.response_due_at!.getTime() - Date.now()).toBeGreaterThan(47 * 3600 * 1000);
    expect(
      await count(ctx.db, `booking_insurances WHERE booking_id = $1 AND insurance_key = 'cabWeather'`, [
        outcome.body.bookingId,
      ]),
    ).toBe(1);
    expect((await sessionOf(hash)).status).toBe('paid');
    const mails = await ctx.db.query<{ subject: string; template: string; body: string }>(
      `SELECT subject, template, body FROM outbox WHERE recipient = 'renter@example.test' AND template LIKE 'payments.%' ORDER BY id`,
    );
    // A request is only authorised: no receipt until the owner accepts and the card is charged.
    expect(mails.rows.map((m) => m.template)).toEqual(['payments.requestSent']);
    expect(mails.rows[0].subject).toMatch(/^Buchungsanfrage BSN-\w+ gesendet: /);
    // Its link opens the booking in the e-mail's language, not the checkout's.
    expect(mails.rows[0].body).toContain(`/de/booking/${outcome.body.bookingId}/detail`);
    expect(mails.rows[0].body).not.toMatch(/\/fr\/booking\//);
    await ctx.db.query(`UPDATE users SET language_code = 'en' WHERE email = 'renter@example.test'`);
  });

  it('answers the same confirm ten times and the same webhook ten times with one booking and one charge', async () => {
    const before = await count(ctx.db, 'outbox');
    for (let i = 0; i < 10; i++) {
      const again = await confirmCheckout(ctx.app, hash, renter, intentId);
      expect(again.body.status).toBe('paid');
    }
    const answers = [];
    for (let i = 0; i < 10; i++)
      answers.push((await deliverWebhook(ctx.app, 'evt_replayed_0001', intentId)).json());
    expect(answers[0]).toEqual({ received: true, duplicate: false });
    expect(answers.slice(1).every((a) => a.duplicate)).toBe(true);
    expect(await holdingBookings(ctx.db, fixture.productId)).toBe(1);
    expect(
      await count(ctx.db, `payments WHERE status = 'requires_capture' AND authorised_at IS NOT NULL`),
    ).toBe(1);
    expect(await count(ctx.db, 'refunds')).toBe(0);
    expect(await count(ctx.db, 'outbox')).toBe(before);
  });

  it('sells an insurance after booking through a post-booking cart, once', async () => {
    const bookingId = (await sessionOf(hash)).booking_id;
    const cartId = (
      await ctx.db.query<{ id: number }>(
        'INSERT INTO post_booking_carts (booking_id) VALUES ($1) RETURNING id',
        [bookingId],
      )
    ).rows[0].id;
    await ctx.db.query(
      `INSERT INTO cart_items (cart_id, kind, insurance_key, amount) VALUES ($1, 'insurance', 'damageWaiver', 1)`,
      [cartId],
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.cartIntent(bookingId, cartId),
      headers: renter,
    });
    expect(res.json()).toMatchObject({ kind: 'post_booking', currency: 'EUR' });
    // Priced by the insurance's rule on the booking, not by what the cart row says.
    expect(res.json().amount).toBeGreaterThan(1);
    expect((await payWithCard(ctx.app, res.json().clientSecret)).json().status).toBe('succeeded');
    for (let i = 0; i < 3; i++) {
      const outcome = await ctx.app.inject({
        method: 'POST',
        url: paymentPaths.intentConfirm(res.json().intentId),
        headers: renter,
      });
      expect(outcome.json()).toMatchObject({
        status: 'paid',
        purpose: 'post_booking',
        successUrl: `/fr/post-booking/${bookingId}`,
      });
    }
    const sold = await ctx.db.query<{ amount: number; source: string }>(
      `SELECT amount, source FROM booking_insurances WHERE booking_id = $1 AND insurance_key = 'damageWaiver'`,
      [bookingId],
    );
    expect(sold.rows).toEqual([{ amount: res.json().amount, source: 'post_booking' }]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.cartIntent(bookingId, cartId),
      headers: renter,
    });
    expect(again.json().error.code).toBe('cart-paid');
  });

  it('refuses a second intent for a paid session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.checkoutIntent(hash),
      headers: renter,
      payload: { acceptedTerms: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('session-paid');
  });
});

const createIntentSecret = async (intentId: string) =>
  (
    await ctx.db.query<{ client_secret: string }>(
      'SELECT client_secret FROM payments WHERE provider_reference = $1',
      [intentId],
    )
  ).rows[0]?.client_secret;

describe('declined cards and 3-D Secure', () => {
  it('leaves the booking unpaid and the session payable after a decline', async () => {
    const hash = await bookSession(ctx.app, fixture.productId, other, {
      dateFrom: day('06-20'),
      dateTo: day('06-20'),
    });
    const intent = await createIntent(ctx.app, hash, other);
    const declined = await payWithCard(ctx.app, intent.clientSecret, SANDBOX_TEST_CARDS.declined);
    expect(declined.json()).toMatchObject({ status: 'failed', code: 'card_declined' });
    expect(declined.json().message).toMatch(/carte a été refusée/);
    const outcome = await confirmCheckout(ctx.app, hash, other);
    expect(outcome.body).toMatchObject({
      status: 'failed',
      code: 'card_declined',
      retryUrl: `/fr/ps/${hash}`,
    });
    expect(await sessionOf(hash)).toMatchObject({ status: 'open', booking_status: 'payment_pending' });
    expect((await createIntent(ctx.app, hash, other)).intentId).toBe(intent.intentId);
    expect((await payWithCard(ctx.app, intent.clientSecret)).json().status).toBe('succeeded');
    expect((await confirmCheckout(ctx.app, hash, other)).body.status).toBe('paid');
  });

  it('goes through ps/fingerprint when the bank asks, and books once approved', async () => {
    const hash = await bookSession(ctx.app, fixture.productId, other, {
      dateFrom: day('06-22'),
      dateTo: day('06-22'),
    });
    const intent = await createIntent(ctx.app, hash, other);
    const action = (await payWithCard(ctx.app, intent.clientSecret, SANDBOX_TEST_CARDS.threeDSecure)).json();
    expect(action).toEqual({
      status: 'requires_action',
      intentId: intent.intentId,
      redirectUrl: `/fr/ps/fingerprint?payment_intent=${intent.intentId}`,
    });
    expect((await confirmCheckout(ctx.app, hash, other)).body.status).toBe('pending');
    const url = paymentPaths.sandboxAuthentication(intent.intentId);
    const shown = await ctx.app.inject({ method: 'GET', url, headers: other });
    expect(shown.json()).toMatchObject({
      amount: intent.amount,
      cardLast4: '3184',
      status: 'requires_action',
    });
    expect((await ctx.app.inject({ method: 'GET', url, headers: renter })).statusCode).toBe(404);
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `${url}?_locale=de`,
      headers: other,
      payload: { outcome: 'approve' },
    });
    expect(approved.json()).toEqual({
      intentId: intent.intentId,
      status: 'requires_capture',
      redirectUrl: `/de/ps/fingerprint/success?payment_intent=${intent.intentId}`,
    });
    const settled = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.intentConfirm(intent.intentId),
      headers: other,
    });
    expect(settled.json()).toMatchObject({ status: 'paid', successUrl: `/fr/ps/${hash}/success` });
  });

  it('charges nothing when 3-D Secure fails, and lets the renter pay again', async () => {
    const hash = await bookSession(ctx.app, fixture.productId, other, {
      dateFrom: day('06-24'),
      dateTo: day('06-24'),
    });
    const intent = await createIntent(ctx.app, hash, other);
    await payWithCard(ctx.app, intent.clientSecret, SANDBOX_TEST_CARDS.threeDSecure);
    const url = paymentPaths.sandboxAuthentication(intent.intentId);
    const failed = await ctx.app.inject({
      method: 'POST',
      url,
      headers: other,
      payload: { outcome: 'fail' },
    });
    expect(failed.json().status).toBe('requires_payment_method');
    const outcome = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.intentConfirm(intent.intentId),
      headers: other,
    });
    expect(outcome.json()).toMatchObject({ status: 'failed', code: 'authentication_failed' });
    expect(await sessionOf(hash)).toMatchObject({ status: 'open', booking_status: 'payment_pending' });
    expect((await payWithCard(ctx.app, intent.clientSecret)).json().status).toBe('succeeded');
    expect((await confirmCheckout(ctx.app, hash, other)).body.status).toBe('paid');
  });
});

describe('who may pay, and bad input', () => {
  let hash: string;
  let intentId: string;
  beforeAll(async () => {
    hash = await bookSession(ctx.app, fixture.productId, renter, {
      dateFrom: day('08-02'),
      dateTo: day('08-02'),
    });
    intentId = (await createIntent(ctx.app, hash, renter)).intentId;
  });

  it('answers 404 to another renter and 401 when signed out', async () => {
    const asOther = [
      { method: 'POST' as const, url: paymentPaths.checkoutIntent(hash) },
      { method: 'POST' as const, url: paymentPaths.checkoutConfirm(hash) },
      { method: 'POST' as const, url: paymentPaths.intentConfirm(intentId) },
      { method: 'GET' as const, url: paymentPaths.sandboxAuthentication(intentId) },
      { method: 'POST' as const, url: paymentPaths.balanceIntent((await sessionOf(hash)).booking_id) },
      { method: 'POST' as const, url: paymentPaths.cartIntent((await sessionOf(hash)).booking_id, 1) },
    ];
    for (const call of asOther) {
      const res = await ctx.app.inject({ ...call, headers: other, payload: {} });
      expect(res.statusCode, call.url).toBe(404);
    }
    const signedOut = await ctx.app.inject({ method: 'POST', url: paymentPaths.checkoutIntent(hash) });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses to take a request whose renter did not accept the terms and the cancellation policy', async () => {
    const before = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments');
    for (const payload of [undefined, {}, { acceptedTerms: false }, { acceptedTerms: 'yes' }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: paymentPaths.checkoutIntent(hash),
        headers: renter,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields).toEqual({ acceptedTerms: 'termsNotAccepted' });
    }
    const after = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const { rows } = await ctx.db.query<{ accepted: boolean }>(
      'SELECT terms_accepted_at IS NOT NULL AS accepted FROM payment_sessions WHERE hash = $1',
      [hash],
    );
    // accepted once, when the intent was made (createIntent sends the acceptance)
    expect(rows[0].accepted).toBe(true);
  });

  it('answers 400 with the field to fix, changing nothing', async () => {
    const secret = (await createIntentSecret(intentId)) as string;
    const badCard = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.sandboxConfirm,
      payload: {
        clientSecret: secret,
        cardNumber: '4242 4242 4242 4241',
        expMonth: 13,
        expYear: 30,
        cvc: '12',
      },
    });
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json().error.fields).toEqual({
      cardNumber: 'cardNumberInvalid',
      expMonth: 'expiryInvalid',
      cvc: 'cvcInvalid',
    });
    const badHash = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.checkoutIntent('no!'),
      headers: renter,
    });
    // A malformed hash names no checkout: 404 like an unknown one (issue 22).
    expect(badHash.statusCode).toBe(404);
    const badIntent = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.checkoutConfirm(hash),
      headers: renter,
      payload: { paymentIntentId: 'x' },
    });
    expect(badIntent.json().error.fields).toEqual({ paymentIntentId: 'paymentIntentInvalid' });
    const badKey = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.checkoutIntent(hash),
      headers: { ...renter, 'idempotency-key': 'short' },
    });
    expect(badKey.statusCode).toBe(400);
    const badOutcome = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.sandboxAuthentication(intentId),
      headers: renter,
      payload: { outcome: 'maybe' },
    });
    expect(badOutcome.statusCode).toBe(400);
    expect(badOutcome.json().error.fields).toEqual({ outcome: 'outcomeInvalid' });
    const unknownSecret = await payWithCard(ctx.app, 'pi_nothing_secret_nothing');
    expect(unknownSecret.statusCode).toBe(404);
    expect(await sessionOf(hash)).toMatchObject({ status: 'open', booking_status: 'payment_pending' });
  });

  it('refuses webhooks whose signature does not match, and Stripe webhooks without Stripe', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, object: 'payment_intent' } },
    });
    const forged = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.sandboxWebhook,
      headers: {
        'content-type': 'application/json',
        'bosun-sandbox-signature': `t=${Math.floor(Date.now() / 1000)},v1=00`,
      },
      payload: body,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('webhook-signature-invalid');
    const stripe = await ctx.app.inject({
      method: 'POST',
      url: paymentPaths.stripeWebhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: body,
    });
    expect(stripe.statusCode).toBe(404);
    expect(await count(ctx.db, `payment_events WHERE provider_event_id = 'evt_forged'`)).toBe(0);
  });
});

describe('the Stripe webhook', () => {
  const secret = 'whsec_test_secret_for_bosun';
  let stripeCtx: TestContext;
  beforeAll(async () => {
    // Stripe is configured but never called: the event names no payment of ours.
    stripeCtx = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_not_called',
      STRIPE_WEBHOOK_SECRET: secret,
    });
  });
  afterAll(() => stripeCtx.close());

  it('records a signed event once and answers a redelivery as a duplicate', async () => {
    const payload = JSON.stringify({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2025-01-01',
      created: 1,
      data: { object: { id: 'pi_not_ours_123', object: 'payment_intent' } },
    });
    const deliver = () =>
      stripeCtx.app.inject({
        method: 'POST',
        url: paymentPaths.stripeWebhook,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': new Stripe('sk_test_not_called').webhooks.generateTestHeaderString({
            payload,
            secret,
          }),
        },
        payload,
      });
    const first = await deliver();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await deliver();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(
      await count(
        stripeCtx.db,
        `payment_events WHERE provider = 'stripe' AND provider_event_id = 'evt_stripe_1'`,
      ),
    ).toBe(1);
  });
});
