/**
 * Card payments behind one PaymentIntent-shaped interface (DESIGN.md, "Providers"): the embedded
 * `sandbox` by default, Stripe when configured. Amounts are integer minor units. Every call that
 * moves money takes an idempotency key, so a retried or doubled request moves it once.
 */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'failed'
  | 'canceled';

export interface PaymentIntent {
  /** The provider's id, stored as payments.provider_reference. */
  id: string;
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
}

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export interface ProviderRefund {
  /** The provider's id, stored as refunds.provider_reference. */
  id: string;
  paymentRef: string;
  amount: number;
  status: RefundStatus;
  failureReason?: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Refunds part or all of a captured payment; the same key answers the same refund. */
  refund(paymentRef: string, amount: number, idempotencyKey: string): Promise<ProviderRefund>;
}
