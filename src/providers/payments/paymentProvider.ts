import type { PaymentIntentStatus } from '../../../shared/checkout/payment.ts';

export type { PaymentIntentStatus };

/**
 * Card payments behind one PaymentIntent-shaped interface (DESIGN.md, "Providers"): the embedded
 * `sandbox` by default, Stripe when configured. Amounts are integer minor units. Every call that
 * moves money takes an idempotency key, so a retried or doubled request moves it once. Calls may go
 * over the network: never make one while holding a database transaction open. Booking closings and
 * accepts, staff cancellations and autorefunds record refunds as pending and send them after their
 * commit (refunds.ts's recordRefunds and sendRefunds); booking changes still refund inside their
 * transaction (refundBooking).
 */
export interface PaymentError {
  /** card_declined, expired_card, authentication_failed, authentication_required, ... */
  code: string;
  message: string;
}

export interface PaymentIntent {
  /** The provider's id, stored as payments.provider_reference. */
  id: string;
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  clientSecret: string;
  customer: string | null;
  /** The card used, kept for an off-session charge when the intent was created with saveCard. */
  paymentMethod: string | null;
  lastError: PaymentError | null;
  /** requires_action: where the renter completes 3-D Secure (sandbox; Stripe.js handles its own). */
  nextActionUrl: string | null;
  metadata: Record<string, string>;
}

export interface CreateIntentInput {
  amount: number;
  /** ISO code, e.g. EUR. */
  currency: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
  description?: string;
  customer?: string;
  /** Keep the card for a later off-session charge (the balance of a down payment). */
  saveCard?: boolean;
  /** `manual` authorises on confirm and moves money on capture. */
  captureMethod?: 'automatic' | 'manual';
  /** Charge a saved card now, without the renter (balance job): created and confirmed at once. */
  offSession?: { paymentMethod: string };
}

/** The sandbox card form's fields (the sandbox only: Stripe's card fields never reach our server). */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type ConfirmWith = { card: CardDetails } | { paymentMethod: string };

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export interface ProviderRefund {
  /** The provider's id, stored as refunds.provider_reference. */
  id: string;
  paymentRef: string;
  amount: number;
  status: RefundStatus;
  failureReason?: string;
}

/** A verified webhook delivery, reduced to what settlement needs. */
export interface PaymentWebhookEvent {
  id: string;
  type: string;
  /** The intent the event is about, or null for event types we do not act on. */
  intentId: string | null;
  payload: unknown;
}

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCustomer(input: { email: string; idempotencyKey: string }): Promise<string>;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  retrieveIntent(intentId: string): Promise<PaymentIntent>;
  /** Confirms with a card (sandbox) or a saved payment method; a decline answers, it does not throw. */
  confirmIntent(
    intentId: string,
    confirmWith: ConfirmWith,
    options: { returnUrl: string },
  ): Promise<PaymentIntent>;
  /** The 3-D Secure step's answer (sandbox; Stripe runs it in Stripe.js). */
  authenticate(intentId: string, outcome: 'approve' | 'fail'): Promise<PaymentIntent>;
  /** Captures the authorisation, or only `amount` of it (a deposit settled in part); the rest is released. */
  capture(intentId: string, amount?: number): Promise<PaymentIntent>;
  /**
   * Cancels an intent nobody will pay any more; an intent already paid stays as it is. The key, when
   * given, makes a retried call one call at the provider.
   */
  cancelIntent(intentId: string, options?: { idempotencyKey?: string }): Promise<PaymentIntent>;
  /** Refunds part or all of a captured payment; the same key answers the same refund. */
  refund(paymentRef: string, amount: number, idempotencyKey: string): Promise<ProviderRefund>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent;
}
