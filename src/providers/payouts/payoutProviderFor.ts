import type { Config } from '../../config.ts';
import type { PayoutProvider } from './payoutProvider.ts';
import { createSandboxPayouts } from './sandboxPayouts.ts';
import { createStripePayouts } from './stripePayouts.ts';

/** The configured payout provider: the sandbox (default) or Stripe Connect (needs STRIPE_SECRET_KEY). */
export function payoutProviderFor(config: Config): PayoutProvider {
  if (config.PAYOUTS_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY) throw new Error('PAYOUTS_PROVIDER=stripe needs STRIPE_SECRET_KEY');
    return createStripePayouts({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET,
    });
  }
  return createSandboxPayouts();
}
