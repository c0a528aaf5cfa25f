import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './paymentProvider.ts';
import { createStripePayments, intentFromStripe, statusFromStripe } from './stripePayments.ts';

const secret = 'whsec_test_secret_for_bosun';
const stripe = createStripePayments({ secretKey: 'sk_test_not_called', webhookSecret: secret });
const signer = new Stripe('sk_test_not_called');

const event = (id: string, type: string, object: object) =>
  JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: 1, data: { object } });

describe('the Stripe adapter', () => {
  it('maps Stripe statuses onto the PaymentIntent lifecycle', () => {
    expect(statusFromStripe('requires_confirmation')).toBe('requires_payment_method');
    expect(statusFromStripe('requires_capture')).toBe('requires_capture');
    expect(statusFromStripe('requires_action')).toBe('requires_action');
    expect(statusFromStripe('succeeded')).toBe('succeeded');
  });

  it('reads a declined intent as payable again with the decline code', () => {
    const intent = intentFromStripe({
      id: 'pi_123',
      amount: 4200,
      currency: 'eur',
      status: 'requires_payment_method',
      client_secret: 'pi_123_secret_x',
      customer: { id: 'cus_1' },
      payment_method: 'pm_1',
      metadata: { bookingId: '7' },
      next_action: null,
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Declined' },
    } as unknown as Stripe.PaymentIntent);
    expect(intent).toEqual({
      id: 'pi_123',
      amount: 4200,
      currency: 'EUR',
      status: 'requires_payment_method',
      clientSecret: 'pi_123_secret_x',
      customer: 'cus_1',
      paymentMethod: 'pm_1',
      lastError: { code: 'insufficient_funds', message: 'Declined' },
      nextActionUrl: null,
      metadata: { bookingId: '7' },
    });
  });

  it('verifies webhooks on the raw body with the endpoint secret', () => {
    const payload = event('evt_1', 'payment_intent.succeeded', { id: 'pi_9', object: 'payment_intent' });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    expect(stripe.parseWebhook(Buffer.from(payload), header)).toMatchObject({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intentId: 'pi_9',
    });
    const other = event('evt_2', 'customer.created', { id: 'cus_1', object: 'customer' });
    const otherHeader = signer.webhooks.generateTestHeaderString({ payload: other, secret });
    expect(stripe.parseWebhook(Buffer.from(other), otherHeader).intentId).toBeNull();
  });

  it('refuses a body changed after signing, another secret, or no signature', () => {
    const payload = event('evt_3', 'payment_intent.succeeded', { id: 'pi_9', object: 'payment_intent' });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    const tampered = payload.replace('pi_9', 'pi_8');
    expect(() => stripe.parseWebhook(Buffer.from(tampered), header)).toThrow(WebhookSignatureError);
    const wrong = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => stripe.parseWebhook(Buffer.from(payload), wrong)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });
});
