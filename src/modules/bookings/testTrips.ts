import type { FastifyInstance } from 'fastify';
import { SANDBOX_TEST_CARDS } from '../../../shared/checkout/payment.ts';
import type { Queryable } from '../../db/connection.ts';
import {
  bookSession,
  confirmCheckout,
  createIntent,
  type Headers,
  payWithCard,
} from '../payments/testPayments.ts';

/**
 * Pays a checkout on the fixture's boat through the sandbox card form, as a renter does: a request
 * (authorised only) unless the boat is instant-bookable. Returns the booking id.
 */
export async function payBooking(
  app: FastifyInstance,
  productId: number,
  renter: Headers,
  dates: { dateFrom: string; dateTo: string },
  options: { downPayment?: boolean; db?: Queryable } = {},
): Promise<number> {
  const hash = await bookSession(app, productId, renter, dates, 'en');
  if (options.downPayment && options.db) {
    await options.db.query('UPDATE payment_sessions SET down_payment_selected = true WHERE hash = $1', [
      hash,
    ]);
  }
  const intent = await createIntent(app, hash, renter);
  const paid = await payWithCard(app, intent.clientSecret, SANDBOX_TEST_CARDS.succeeds, 'en');
  if (paid.statusCode !== 200 || paid.json().status !== 'succeeded') {
    throw new Error(`card step failed: ${paid.statusCode} ${paid.body}`);
  }
  const outcome = await confirmCheckout(app, hash, renter, intent.intentId);
  if (outcome.body.status !== 'paid' || !outcome.body.bookingId) {
    throw new Error(`settlement failed: ${JSON.stringify(outcome.body)}`);
  }
  return outcome.body.bookingId;
}

/** What the money of a booking is, by its payment and refund rows. */
export async function moneyOf(db: Queryable, bookingId: number) {
  const { rows } = await db.query<{ captured: number; held: number; refunded: number; released: number }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE status = 'succeeded'), 0)::float8 AS captured,
            coalesce(sum(amount) FILTER (WHERE status = 'requires_capture'), 0)::float8 AS held,
            coalesce(sum(amount) FILTER (WHERE status = 'canceled' AND authorised_at IS NOT NULL), 0)::float8 AS released,
            (SELECT coalesce(sum(amount), 0)::float8 FROM refunds WHERE booking_id = $1 AND status <> 'failed') AS refunded
       FROM payments WHERE booking_id = $1`,
    [bookingId],
  );
  return rows[0];
}

/** The sandbox's own view of the booking's intents (what the bank did). */
export async function intentStatuses(db: Queryable, bookingId: number): Promise<string[]> {
  const { rows } = await db.query<{ status: string }>(
    `SELECT i.status FROM payments p JOIN sandbox_payment_intents i ON i.id = p.provider_reference
      WHERE p.booking_id = $1 AND p.authorised_at IS NOT NULL OR (p.booking_id = $1 AND p.status = 'succeeded')
      ORDER BY p.id`,
    [bookingId],
  );
  return rows.map((r) => r.status);
}

export async function statusOf(db: Queryable, bookingId: number): Promise<string> {
  const { rows } = await db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
    bookingId,
  ]);
  return rows[0].status;
}

/** Outbox templates sent to one address about one booking, oldest first. */
export async function noticesTo(db: Queryable, recipient: string, bookingId: number) {
  const { rows } = await db.query<{
    channel: string;
    template: string;
    subject: string | null;
    body: string;
  }>(
    `SELECT channel, template, subject, body FROM outbox
      WHERE recipient = $1 AND (payload ->> 'bookingId')::bigint = $2 ORDER BY id`,
    [recipient, bookingId],
  );
  return rows;
}
