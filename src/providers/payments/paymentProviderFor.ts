import type { PaymentProvider } from './paymentProvider.ts';
import { createSandboxPayments } from './sandboxPayments.ts';

const sandbox = createSandboxPayments();

/** The provider a payment row was made with; Stripe's adapter joins here when it exists. */
export function paymentProviderFor(name: string): PaymentProvider {
  if (name === 'sandbox') return sandbox;
  throw new Error(`No payment provider "${name}" is configured.`);
}
