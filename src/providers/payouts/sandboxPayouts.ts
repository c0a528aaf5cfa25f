import { createHash } from 'node:crypto';
import type { PayoutProvider, PayoutRequest, PayoutResult } from './payoutProvider.ts';

/**
 * The embedded payout provider (default): records a payout as sent, with a reference derived from its
 * idempotency key (so a replay answers the same reference), and moves no money. Test patterns in the
 * IBAN's account number make it fail as a bank would: `99999999` a closed or wrong account (not
 * retryable: the owner must fix their details), `88888888` the bank unavailable (retryable).
 */
export const SANDBOX_FAILING_ACCOUNT = '99999999';
export const SANDBOX_UNAVAILABLE_ACCOUNT = '88888888';

export function createSandboxPayouts(): PayoutProvider {
  return {
    name: 'sandbox',
    async send(request: PayoutRequest): Promise<PayoutResult> {
      const iban = (request.iban ?? '').replace(/\s+/g, '');
      if (!iban) {
        return {
          status: 'failed',
          code: 'missing_details',
          reason: 'No bank account',
          retryable: false,
          transfers: {},
        };
      }
      if (iban.includes(SANDBOX_FAILING_ACCOUNT)) {
        return {
          status: 'failed',
          code: 'invalid_account',
          reason: 'The bank refused the transfer: account closed or wrong',
          retryable: false,
          transfers: {},
        };
      }
      if (iban.includes(SANDBOX_UNAVAILABLE_ACCOUNT)) {
        return {
          status: 'failed',
          code: 'provider_unavailable',
          reason: 'The bank did not answer',
          retryable: true,
          transfers: {},
        };
      }
      const reference = `sbx_po_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 20)}`;
      return { status: 'sent', reference, transfers: {} };
    },
  };
}
