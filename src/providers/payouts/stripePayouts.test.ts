import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PayoutRequest, PayoutWebhookSignatureError } from './payoutProvider.ts';
import { createStripePayouts, failureFromStripe, transfersOf } from './stripePayouts.ts';

/**
 * A local stand-in for Stripe's API: transfers answered once per idempotency key (a replay gets the
 * first answer, as Stripe does), a closed account refused with Stripe's error body, an account that
 * fails with a 500 once; connected accounts and their onboarding links.
 */
let server: Server;
let client: Stripe;
const transfers: { key: string; body: URLSearchParams }[] = [];
const answers = new Map<string, { status: number; body: object }>();
let flakyFailures = 1;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      const key = String(req.headers['idempotency-key'] ?? '');
      const send = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_local' });
        res.end(JSON.stringify(json));
      };
      if (req.url === '/v1/transfers' && req.method === 'POST') {
        const replay = answers.get(key);
        if (replay) return send(replay.status, replay.body);
        const destination = body.get('destination');
        if (destination === 'acct_flaky' && flakyFailures-- > 0) {
          return send(500, { error: { type: 'api_error', message: 'Something went wrong' } });
        }
        let answer: { status: number; body: object };
        if (destination === 'acct_closed') {
          answer = {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'account_invalid',
                message: 'No such destination',
              },
            },
          };
        } else {
          transfers.push({ key, body });
          answer = {
            status: 200,
            body: {
              id: `tr_${transfers.length}`,
              object: 'transfer',
              amount: Number(body.get('amount')),
              currency: body.get('currency'),
              destination,
              transfer_group: body.get('transfer_group'),
            },
          };
        }
        answers.set(key, answer);
        return send(answer.status, answer.body);
      }
      if (req.url === '/v1/accounts' && req.method === 'POST') {
        return send(200, { id: 'acct_new', object: 'account', email: body.get('email') });
      }
      if (req.url === '/v1/account_links' && req.method === 'POST') {
        return send(200, {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/${body.get('account')}`,
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unknown ${req.url}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = new Stripe('sk_test_local', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = (over: Partial<PayoutRequest> = {}): PayoutRequest => ({
  payoutId: 7,
  ownerId: 3,
  amount: 30_000,
  currency: 'EUR',
  lines: [
    { bookingId: 11, amount: 20_000 },
    { bookingId: 12, amount: 15_000 },
    { bookingId: 10, amount: -5_000 },
  ],
  iban: null,
  accountHolder: null,
  connectedAccountId: 'acct_owner',
  idempotencyKey: 'payout:7:attempt:1',
  transferred: {},
  ...over,
});

describe('the Stripe Connect payout adapter', () => {
  it('nets a clawback off the largest transfer, one transfer per booking', () => {
    expect(
      transfersOf([
        { bookingId: 11, amount: 20_000 },
        { bookingId: 12, amount: 15_000 },
        { bookingId: 10, amount: -5_000 },
        { bookingId: 12, amount: -1_000 },
      ]),
    ).toEqual([
      { bookingId: 11, amount: 15_000 },
      { bookingId: 12, amount: 14_000 },
    ]);
  });

  it('transfers each booking in its transfer group, once per idempotency key', async () => {
    const stripe = createStripePayouts({ secretKey: 'sk_test_local', client });
    const first = await stripe.send(request());
    expect(first).toEqual({
      status: 'sent',
      reference: 'tr_1,tr_2',
      transfers: { '11': 'tr_1', '12': 'tr_2' },
    });
    expect(transfers.map((t) => [t.body.get('transfer_group'), t.body.get('amount'), t.key])).toEqual([
      ['booking_11', '15000', 'payout:7:attempt:1:booking:11'],
      ['booking_12', '15000', 'payout:7:attempt:1:booking:12'],
    ]);
    expect(transfers[0].body.get('destination')).toBe('acct_owner');
    expect(transfers[0].body.get('metadata[payoutId]')).toBe('7');
    // a run that crashed after Stripe answered sends again: the same transfers, none new
    expect(await stripe.send(request())).toEqual(first);
    expect(transfers).toHaveLength(2);
  });

  it('a closed account is a failure not worth retrying, with Stripe’s message for staff', async () => {
    const stripe = createStripePayouts({ secretKey: 'sk_test_local', client });
    const answer = await stripe.send(
      request({ connectedAccountId: 'acct_closed', idempotencyKey: 'payout:8:attempt:1' }),
    );
    expect(answer).toMatchObject({
      status: 'failed',
      code: 'invalid_account',
      retryable: false,
      transfers: {},
    });
    expect(answer.status === 'failed' && answer.reason).toBe('No such destination');
  });

  it('a Stripe outage is retryable; the retry does not send again what went through', async () => {
    const stripe = createStripePayouts({ secretKey: 'sk_test_local', client });
    const lines = [
      { bookingId: 21, amount: 1_000 },
      { bookingId: 22, amount: 2_000 },
    ];
    // the first booking goes through, the second hits a 500
    flakyFailures = 0;
    const base = { connectedAccountId: 'acct_flaky', lines, amount: 3_000, payoutId: 9 };
    const one = await stripe.send(
      request({ ...base, idempotencyKey: 'payout:9:attempt:1', lines: [lines[0]] }),
    );
    expect(one.status).toBe('sent');
    flakyFailures = 1;
    const failed = await stripe.send(
      request({ ...base, idempotencyKey: 'payout:9:attempt:1', transferred: one.transfers }),
    );
    expect(failed).toMatchObject({ status: 'failed', code: 'provider_unavailable', retryable: true });
    expect(failed.transfers).toEqual(one.transfers);
    const count = transfers.length;
    const retried = await stripe.send(
      request({ ...base, idempotencyKey: 'payout:9:attempt:2', transferred: failed.transfers }),
    );
    expect(retried.status).toBe('sent');
    expect(transfers.length).toBe(count + 1);
    expect(Object.keys(retried.transfers)).toEqual(['21', '22']);
  });

  it('reads the SDK’s own error classes', () => {
    const raw = { message: 'm', type: 'api_error' as const };
    expect(failureFromStripe(new Stripe.errors.StripeConnectionError(raw)).retryable).toBe(true);
    expect(failureFromStripe(new Stripe.errors.StripeRateLimitError(raw)).retryable).toBe(true);
    expect(failureFromStripe(new Stripe.errors.StripeAPIError(raw)).code).toBe('provider_unavailable');
    expect(
      failureFromStripe(
        new Stripe.errors.StripeInvalidRequestError({
          ...raw,
          type: 'invalid_request_error',
          code: 'balance_insufficient',
        }),
      ),
    ).toMatchObject({ code: 'platform_balance_insufficient', retryable: true });
    expect(failureFromStripe(new Stripe.errors.StripePermissionError(raw))).toMatchObject({
      code: 'invalid_account',
      retryable: false,
    });
    expect(() => failureFromStripe(new Error('a bug'))).toThrow('a bug');
  });

  it('without a connected account, asks for the onboarding; the onboarding link creates one', async () => {
    const stripe = createStripePayouts({ secretKey: 'sk_test_local', client });
    expect(await stripe.send(request({ connectedAccountId: null }))).toMatchObject({
      status: 'failed',
      code: 'missing_details',
    });
    const link = await stripe.onboardingLink?.({
      ownerId: 3,
      email: 'o@example.test',
      country: 'FR',
      accountId: null,
      returnUrl: 'http://bosun.test/fr/account/earnings',
      refreshUrl: 'http://bosun.test/fr/account/earnings',
    });
    expect(link).toEqual({ accountId: 'acct_new', url: 'https://connect.stripe.test/setup/acct_new' });
  });

  it('verifies Connect webhooks on the raw body', () => {
    const secret = 'whsec_connect_test';
    const stripe = createStripePayouts({ secretKey: 'sk_test_local', webhookSecret: secret, client });
    const signer = new Stripe('sk_test_not_called');
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payout.failed',
      account: 'acct_owner',
      api_version: '2025-01-01',
      created: 1,
      data: { object: { id: 'po_1', object: 'payout', failure_code: 'account_closed' } },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    expect(stripe.parseWebhook?.(Buffer.from(payload), header)).toEqual({
      id: 'evt_1',
      type: 'payout.failed',
      account: 'acct_owner',
      payoutStatus: 'failed',
      failureCode: 'account_closed',
      verified: null,
    });
    expect(() => stripe.parseWebhook?.(Buffer.from(payload.replace('po_1', 'po_2')), header)).toThrow(
      PayoutWebhookSignatureError,
    );
    expect(() => stripe.parseWebhook?.(Buffer.from(payload), undefined)).toThrow(PayoutWebhookSignatureError);
  });
});
