import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './paymentProvider.ts';
import { createSandboxPayments, signSandboxWebhook } from './sandboxPayments.ts';

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

describe('the sandbox webhook signature', () => {
  const secret = 'whsec_sandbox_unit_test_secret';
  const clock = { at: new Date('2031-05-01T10:00:00Z') };
  const sandbox = createSandboxPayments({ webhookSecret: secret, now: () => clock.at });
  const body = JSON.stringify({
    id: 'evt_sandbox_1',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_sandbox_1', object: 'payment_intent' } },
  });

  it('accepts the body it signed, and names the intent', () => {
    const header = signSandboxWebhook(secret, body, clock.at);
    expect(sandbox.parseWebhook(Buffer.from(body), header)).toMatchObject({
      id: 'evt_sandbox_1',
      intentId: 'pi_sandbox_1',
    });
  });

  it('refuses a changed body, another secret and a signature older than five minutes', () => {
    const header = signSandboxWebhook(secret, body, clock.at);
    expect(() => sandbox.parseWebhook(Buffer.from(body.replace('_1"', '_2"')), header)).toThrow(
      WebhookSignatureError,
    );
    expect(() =>
      sandbox.parseWebhook(Buffer.from(body), signSandboxWebhook('whsec_another_secret_x', body, clock.at)),
    ).toThrow(WebhookSignatureError);
    const old = signSandboxWebhook(secret, body, new Date(clock.at.getTime() - 301_000));
    expect(() => sandbox.parseWebhook(Buffer.from(body), old)).toThrow('too old');
  });
});
