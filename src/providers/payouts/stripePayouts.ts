import Stripe from 'stripe';
import {
  type PayoutLine,
  type PayoutProvider,
  type PayoutRequest,
  type PayoutResult,
  type PayoutWebhookEvent,
  PayoutWebhookSignatureError,
} from './payoutProvider.ts';

export interface StripePayoutOptions {
  secretKey: string;
  webhookSecret?: string;
  /** Tests pass a client pointed at a local stand-in; production builds one from the key. */
  client?: Stripe;
}

/**
 * The transfers of one payout, one per booking (its transfer group), with what was earned back on other
 * bookings (a refund after their payout: negative lines) taken off the largest ones first. Stripe cannot
 * transfer a negative amount, so the clawback is netted here; the payout's total is unchanged.
 */
export function transfersOf(lines: PayoutLine[]): PayoutLine[] {
  const byBooking = new Map<number, number>();
  for (const line of lines) byBooking.set(line.bookingId, (byBooking.get(line.bookingId) ?? 0) + line.amount);
  const positive = [...byBooking]
    .filter(([, amount]) => amount > 0)
    .map(([bookingId, amount]) => ({ bookingId, amount }))
    .sort((a, b) => b.amount - a.amount || a.bookingId - b.bookingId);
  let owed = -[...byBooking.values()].filter((a) => a < 0).reduce((t, a) => t + a, 0);
  for (const line of positive) {
    const taken = Math.min(owed, line.amount);
    line.amount -= taken;
    owed -= taken;
  }
  return positive.filter((l) => l.amount > 0).sort((a, b) => a.bookingId - b.bookingId);
}

/** A Stripe error as a payout failure: the SDK's classes say whether trying again can help. */
export function failureFromStripe(error: unknown): { code: string; reason: string; retryable: boolean } {
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
    return { code: 'provider_unavailable', reason: error.message, retryable: true };
  }
  if (error instanceof Stripe.errors.StripeRateLimitError) {
    return { code: 'provider_unavailable', reason: error.message, retryable: true };
  }
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    const code = error.code === 'balance_insufficient' ? 'platform_balance_insufficient' : 'invalid_account';
    return { code, reason: error.message, retryable: error.code === 'balance_insufficient' };
  }
  if (error instanceof Stripe.errors.StripeError) {
    return { code: 'provider_error', reason: error.message, retryable: false };
  }
  throw error;
}

/**
 * Stripe Connect (separate charges and transfers): Bosun keeps the renter's money on its balance and,
 * when an earning is due, transfers it to the owner's connected account, which Stripe pays out to the
 * owner's bank. One transfer per booking with transfer_group `booking_<id>` (the group of its charges),
 * each under an idempotency key of the payout's attempt and the booking; lines transferred by an earlier
 * attempt are not sent again.
 */
export function createStripePayouts(options: StripePayoutOptions): PayoutProvider {
  const stripe = options.client ?? new Stripe(options.secretKey);
  return {
    name: 'stripe',
    async send(request: PayoutRequest): Promise<PayoutResult> {
      const transfers: Record<string, string> = { ...request.transferred };
      if (!request.connectedAccountId) {
        return {
          status: 'failed',
          code: 'missing_details',
          reason: 'The owner has no connected account',
          retryable: false,
          transfers,
        };
      }
      for (const line of transfersOf(request.lines)) {
        if (transfers[String(line.bookingId)]) continue;
        try {
          const transfer = await stripe.transfers.create(
            {
              amount: line.amount,
              currency: request.currency.toLowerCase(),
              destination: request.connectedAccountId,
              transfer_group: `booking_${line.bookingId}`,
              metadata: { payoutId: String(request.payoutId), bookingId: String(line.bookingId) },
            },
            { idempotencyKey: `${request.idempotencyKey}:booking:${line.bookingId}` },
          );
          transfers[String(line.bookingId)] = transfer.id;
        } catch (error) {
          return { status: 'failed', ...failureFromStripe(error), transfers };
        }
      }
      return { status: 'sent', reference: Object.values(transfers).join(','), transfers };
    },

    async onboardingLink(input) {
      let accountId = input.accountId;
      if (!accountId) {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            country: input.country,
            email: input.email,
            capabilities: { transfers: { requested: true } },
            metadata: { ownerId: String(input.ownerId) },
          },
          { idempotencyKey: `owner:${input.ownerId}:connected-account` },
        );
        accountId = account.id;
      }
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: input.returnUrl,
        refresh_url: input.refreshUrl,
      });
      return { accountId, url: link.url };
    },

    parseWebhook(rawBody: Buffer, signature: string | undefined): PayoutWebhookEvent {
      if (!options.webhookSecret) throw new PayoutWebhookSignatureError('No webhook secret is configured.');
      if (!signature) throw new PayoutWebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new PayoutWebhookSignatureError((error as Error).message);
      }
      const object = event.data.object as unknown as Record<string, unknown>;
      const isPayout = event.type === 'payout.paid' || event.type === 'payout.failed';
      return {
        id: event.id,
        type: event.type,
        account: event.account ?? (event.type === 'account.updated' ? String(object.id) : null),
        payoutStatus: isPayout ? (event.type === 'payout.paid' ? 'paid' : 'failed') : null,
        failureCode: isPayout && typeof object.failure_code === 'string' ? object.failure_code : null,
        verified: event.type === 'account.updated' ? object.payouts_enabled === true : null,
      };
    },
  };
}
