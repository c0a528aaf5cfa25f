import type { FastifyInstance } from 'fastify';
import {
  type PaymentIntentAnswer,
  type PaymentOutcome,
  paymentPaths,
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TEST_CARDS,
} from '../../../shared/checkout/payment.ts';
import type { Queryable } from '../../db/connection.ts';
import { signSandboxWebhook } from '../../providers/payments/sandboxPayments.ts';

/** The dev default of SANDBOX_WEBHOOK_SECRET, which test apps run with. */
export const TEST_WEBHOOK_SECRET = 'whsec_sandbox_development_only';

export type Headers = Record<string, string>;

/** "Book" on the fixture's boat: the payment session and its payment_pending booking. */
export async function bookSession(
  app: FastifyInstance,
  productId: number,
  headers: Headers,
  dates: { dateFrom: string; dateTo: string },
  locale = 'fr',
  /** More of the form: the renter's message to the owner, for one. */
  more: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v6/products/${productId}/payment-sessions?_locale=${locale}`,
    headers,
    payload: { ...dates, numberOfPeople: 2, ...more },
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().hash;
}

export async function createIntent(app: FastifyInstance, hash: string, headers: Headers) {
  const res = await app.inject({
    method: 'POST',
    url: paymentPaths.checkoutIntent(hash),
    headers,
    payload: { acceptedTerms: true },
  });
  if (res.statusCode !== 200) throw new Error(`payment intent failed: ${res.statusCode} ${res.body}`);
  return res.json() as PaymentIntentAnswer;
}

export function payWithCard(
  app: FastifyInstance,
  clientSecret: string,
  cardNumber: string = SANDBOX_TEST_CARDS.succeeds,
  locale = 'fr',
) {
  return app.inject({
    method: 'POST',
    url: `${paymentPaths.sandboxConfirm}?_locale=${locale}`,
    payload: { clientSecret, cardNumber, expMonth: 12, expYear: 39, cvc: '123' },
  });
}

export async function confirmCheckout(
  app: FastifyInstance,
  hash: string,
  headers: Headers,
  intentId?: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: paymentPaths.checkoutConfirm(hash),
    headers,
    payload: intentId ? { paymentIntentId: intentId } : {},
  });
  return { statusCode: res.statusCode, body: res.json() as PaymentOutcome };
}

/** A signed sandbox webhook, as the sandbox would deliver it. */
export function deliverWebhook(
  app: FastifyInstance,
  eventId: string,
  intentId: string,
  type = 'payment_intent.succeeded',
) {
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    data: { object: { id: intentId, object: 'payment_intent' } },
  });
  return app.inject({
    method: 'POST',
    url: paymentPaths.sandboxWebhook,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(TEST_WEBHOOK_SECRET, body),
    },
    payload: body,
  });
}

export async function count(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0].n;
}

/** Bookings that hold the boat's days (the statuses of the no-double-booking constraint). */
export const holdingBookings = (db: Queryable, productId: number) =>
  count(
    db,
    `bookings WHERE product_id = $1 AND status IN ('payment_pending', 'paid', 'down_payment_paid', 'accepted',
      'checked_in', 'checked_out', 'completed', 'reviewed', 'damage_claimed')`,
    [productId],
  );
