import { createHash } from 'node:crypto';
import type { PaymentProvider, ProviderRefund } from './paymentProvider.ts';

/**
 * The embedded payment provider. It keeps no state: a refund's id is derived from its idempotency
 * key, so replaying a key answers the same refund (as Stripe does) from any process.
 */
export function createSandboxPayments(): PaymentProvider {
  return {
    name: 'sandbox',
    async refund(paymentRef, amount, idempotencyKey): Promise<ProviderRefund> {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error('A refund amount must be positive.');
      if (idempotencyKey.trim() === '') throw new Error('A refund needs an idempotency key.');
      const id = `re_sandbox_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
      return { id, paymentRef, amount, status: 'succeeded' };
    },
  };
}
