import type { FastifyInstance } from 'fastify';
import { SANDBOX_TEST_CARDS } from '../../../shared/checkout/payment.ts';
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
  more: Record<string, unknown> = {},
): Promise<number> {
  const hash = await bookSession(app, productId, renter, dates, 'en', more);
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

export { outboxAboutBooking as noticesTo } from '../notifications/repository.ts';
export { sandboxIntentStatusesOfBooking as intentStatuses } from '../payments/repository.ts';
/** Reads for the tests, from the modules' repositories. */
export {
  bookingMoneyTotals as moneyOf,
  bookingStatus as statusOf,
} from './repository.ts';
