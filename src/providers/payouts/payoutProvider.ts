/**
 * Where payouts go (DESIGN.md, "Owner earnings and payouts"): the embedded sandbox records
 * them as sent, Stripe Connect transfers them to the owner's connected account. A provider is called
 * outside any transaction with an idempotency key per payout and attempt, so a run that crashed after
 * the provider answered and runs again is answered the same, not paid twice.
 */

export type PayoutProviderName = 'sandbox' | 'stripe';

export interface PayoutLine {
  bookingId: number;
  /** minor units, may be negative (a refund after an earlier payout, taken from this one) */
  amount: number;
}

export interface PayoutRequest {
  payoutId: number;
  ownerId: number;
  amount: number;
  currency: string;
  lines: PayoutLine[];
  /** the owner's bank account, decrypted for the call (sandbox) */
  iban: string | null;
  accountHolder: string | null;
  /** the owner's connected account (Stripe) */
  connectedAccountId: string | null;
  /** `payout:<id>:attempt:<n>`: the provider answers a replay as the first call */
  idempotencyKey: string;
  /** the lines a previous attempt already transferred (Stripe: booking id → transfer id) */
  transferred: Record<string, string>;
}

export type PayoutResult =
  | { status: 'sent'; reference: string; transfers: Record<string, string> }
  | {
      status: 'failed';
      /** a code the pages word (`invalid_account`, `provider_unavailable`...), never a sentence */
      code: string;
      /** the provider's own words, for staff */
      reason: string;
      retryable: boolean;
      /** lines transferred before the failure, kept so a retry does not send them again */
      transfers: Record<string, string>;
    };

/** What a verified webhook says about an owner's money at the provider. */
export interface PayoutWebhookEvent {
  id: string;
  type: string;
  /** the connected account it is about */
  account: string | null;
  /** the bank transfer of the connected account: paid or failed (with its code) */
  payoutStatus: 'paid' | 'failed' | null;
  failureCode: string | null;
  /** account.updated: whether the account may receive payouts */
  verified: boolean | null;
}

export class PayoutWebhookSignatureError extends Error {}

export interface PayoutProvider {
  readonly name: PayoutProviderName;
  send(request: PayoutRequest): Promise<PayoutResult>;
  /** Stripe only: the hosted onboarding of a connected account for the owner. */
  onboardingLink?(input: {
    ownerId: number;
    email: string;
    country: string;
    accountId: string | null;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ accountId: string; url: string }>;
  parseWebhook?(rawBody: Buffer, signature: string | undefined): PayoutWebhookEvent;
}
