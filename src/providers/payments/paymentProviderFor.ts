import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/connection.ts';
import type { PaymentProvider } from './paymentProvider.ts';
import { createSandboxPayments } from './sandboxPayments.ts';
import { createStripePayments } from './stripePayments.ts';

const registered = new Map<string, PaymentProvider>([['sandbox', createSandboxPayments()]]);

/**
 * The provider a payment row was made with, for refunds (the autorefund and cancellation flows).
 * The sandbox refunds without state; Stripe joins once a server is configured with its key.
 */
export function paymentProviderFor(name: string): PaymentProvider {
  const provider = registered.get(name);
  if (!provider) throw new Error(`No payment provider "${name}" is configured.`);
  return provider;
}

export interface PaymentProviders {
  /** The provider new payments are made with (PAYMENTS_PROVIDER). */
  active: PaymentProvider;
  /** The provider an existing payment row was made with. */
  byName(name: string): PaymentProvider;
  /** Stripe's publishable key for Stripe.js, when Stripe is active. */
  publishableKey: string | null;
}

type PaymentConfig = Pick<
  Config,
  | 'PAYMENTS_PROVIDER'
  | 'SANDBOX_WEBHOOK_SECRET'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_PUBLISHABLE_KEY'
>;

/** The providers of one server: the sandbox keeps its intents in `db`. */
export function createPaymentProviders(config: PaymentConfig, db: Queryable): PaymentProviders {
  const sandbox = createSandboxPayments({ db, webhookSecret: config.SANDBOX_WEBHOOK_SECRET });
  const stripe = config.STRIPE_SECRET_KEY
    ? createStripePayments({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      })
    : null;
  if (stripe) registered.set('stripe', stripe);
  if (config.PAYMENTS_PROVIDER === 'stripe' && !stripe) {
    throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY.');
  }
  const byName = (name: string): PaymentProvider => {
    if (name === 'sandbox') return sandbox;
    if (name === 'stripe' && stripe) return stripe;
    throw new Error(`No payment provider "${name}" is configured.`);
  };
  return {
    active: config.PAYMENTS_PROVIDER === 'stripe' && stripe ? stripe : sandbox,
    byName,
    publishableKey: config.PAYMENTS_PROVIDER === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
  };
}
