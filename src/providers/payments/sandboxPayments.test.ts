import { describe, expect, it } from 'vitest';
import { createSandboxPayments } from './sandboxPayments.ts';

describe('the sandbox payment provider', () => {
  const sandbox = createSandboxPayments();

  it('refunds and answers the same refund for the same idempotency key', async () => {
    const first = await sandbox.refund('pi_1', 1200, 'autorefund:7:1');
    expect(first).toMatchObject({ paymentRef: 'pi_1', amount: 1200, status: 'succeeded' });
    expect(first.id).toMatch(/^re_sandbox_[0-9a-f]{24}$/);
    expect((await sandbox.refund('pi_1', 1200, 'autorefund:7:1')).id).toBe(first.id);
    expect((await sandbox.refund('pi_1', 1200, 'autorefund:8:1')).id).not.toBe(first.id);
  });

  it('refuses a zero amount or a missing key', async () => {
    await expect(sandbox.refund('pi_1', 0, 'k')).rejects.toThrow('positive');
    await expect(sandbox.refund('pi_1', 10, ' ')).rejects.toThrow('idempotency');
  });
});
