import Stripe from 'stripe';
import {
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentProvider,
  type PaymentWebhookEvent,
  WebhookSignatureError,
} from './paymentProvider.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string;
  /** Tests pass a client pointed elsewhere; production builds one from the key. */
  client?: Stripe;
}

type StripeIntent = Stripe.PaymentIntent;

/**
 * Stripe's statuses onto ours: an intent waiting for confirmation is still waiting for a card, and an
 * authorised intent awaiting capture (a request waiting for the owner) is `requires_capture`. A declined card sends a Stripe intent
 * back to requires_payment_method with last_payment_error, which is how we model it too.
 */
export function statusFromStripe(status: StripeIntent['status']): PaymentIntentStatus {
  switch (status) {
    case 'requires_payment_method':
    case 'requires_confirmation':
      return 'requires_payment_method';
    case 'requires_action':
      return 'requires_action';
    case 'processing':
      return 'processing';
    case 'requires_capture':
      return 'requires_capture';
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    default:
      return 'processing';
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export function intentFromStripe(intent: StripeIntent): PaymentIntent {
  const error = intent.last_payment_error;
  const redirect = intent.next_action?.redirect_to_url?.url ?? null;
  return {
    id: intent.id,
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
    status: statusFromStripe(intent.status),
    clientSecret: intent.client_secret ?? '',
    customer: idOf(intent.customer as string | { id: string } | null),
    paymentMethod: idOf(intent.payment_method as string | { id: string } | null),
    lastError: error
      ? { code: error.decline_code ?? error.code ?? 'card_declined', message: error.message ?? '' }
      : null,
    nextActionUrl: redirect,
    metadata: { ...(intent.metadata ?? {}) },
  };
}

/** The event types that can change a payment; others are acknowledged and kept, not acted on. */
const INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.processing',
  'payment_intent.requires_action',
  'payment_intent.amount_capturable_updated',
]);

/** Stripe through its official package. Card details never reach our server: Stripe.js collects them. */
export function createStripePayments(options: StripeOptions): PaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey);

  /** An off-session decline throws; the intent it carries is the answer we want. */
  const declinedIntent = (error: unknown): PaymentIntent => {
    const intent = (error as { payment_intent?: StripeIntent }).payment_intent;
    if (error instanceof Stripe.errors.StripeCardError && intent) return intentFromStripe(intent);
    throw error;
  };

  return {
    name: 'stripe',

    async createCustomer({ email, idempotencyKey }) {
      const customer = await stripe.customers.create({ email }, { idempotencyKey });
      return customer.id;
    },

    async createIntent(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            metadata: input.metadata,
            description: input.description,
            customer: input.customer,
            capture_method: input.captureMethod ?? 'automatic',
            ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
            ...(input.offSession
              ? { payment_method: input.offSession.paymentMethod, off_session: true, confirm: true }
              : { automatic_payment_methods: { enabled: true } }),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return intentFromStripe(intent);
      } catch (error) {
        return declinedIntent(error);
      }
    },

    async retrieveIntent(intentId) {
      return intentFromStripe(await stripe.paymentIntents.retrieve(intentId));
    },

    async confirmIntent(intentId, confirmWith, { returnUrl }) {
      if ('card' in confirmWith) {
        throw new Error('Stripe takes card numbers in Stripe.js only; confirm with a payment method.');
      }
      try {
        return intentFromStripe(
          await stripe.paymentIntents.confirm(intentId, {
            payment_method: confirmWith.paymentMethod,
            return_url: returnUrl || undefined,
          }),
        );
      } catch (error) {
        return declinedIntent(error);
      }
    },

    async authenticate() {
      throw new Error('Stripe runs 3-D Secure in Stripe.js; there is no server-side step.');
    },

    async capture(intentId, amount) {
      return intentFromStripe(
        await stripe.paymentIntents.capture(intentId, amount ? { amount_to_capture: amount } : undefined),
      );
    },

    async cancelIntent(intentId, options) {
      try {
        const requestOptions = options?.idempotencyKey
          ? { idempotencyKey: options.idempotencyKey }
          : undefined;
        return intentFromStripe(await stripe.paymentIntents.cancel(intentId, {}, requestOptions));
      } catch (error) {
        // Already paid or already cancelled: the intent as it is answers.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieveIntent(intentId);
        throw error;
      }
    },

    async refund(paymentRef, amount, idempotencyKey) {
      const refund = await stripe.refunds.create({ payment_intent: paymentRef, amount }, { idempotencyKey });
      const status =
        refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending';
      return {
        id: refund.id,
        paymentRef,
        amount: refund.amount,
        status,
        failureReason: refund.failure_reason ?? undefined,
      };
    },

    parseWebhook(rawBody, signature): PaymentWebhookEvent {
      if (!options.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not configured.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      const object = event.data.object as { object?: string; id?: string };
      const intentId =
        INTENT_EVENTS.has(event.type) && object.object === 'payment_intent' && object.id ? object.id : null;
      return { id: event.id, type: event.type, intentId, payload: event };
    },
  };
}
