import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPaths } from '../../../shared/bookings/trips.ts';
import { payoutPaths } from '../../../shared/payouts/payouts.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import type { PayoutProvider } from '../../providers/payouts/payoutProvider.ts';
import { payBooking } from '../bookings/testTrips.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import { stopPdfThread } from '../econtracts/pdfThread.ts';
import { runPayouts } from './service.ts';

const SECRET = 'whsec_connect_for_tests';
const signer = new Stripe('sk_test_not_called');
let ctx: TestContext;
let fixture: ProductFixture;

const deliver = (event: object, secret = SECRET) => {
  const payload = JSON.stringify({ object: 'event', api_version: '2025-01-01', created: 1, ...event });
  return ctx.app.inject({
    method: 'POST',
    url: payoutPaths.stripeWebhook,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
};
const balance = async () =>
  (
    await ctx.db.query<{ total: number }>(
      `SELECT coalesce(sum(amount), 0)::float8 AS total FROM ledger_entries WHERE user_id = $1 AND party = 'owner'`,
      [fixture.ownerId],
    )
  ).rows[0].total;

beforeAll(async () => {
  ctx = await createTestApp({
    PAYOUTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_not_called',
    STRIPE_CONNECT_WEBHOOK_SECRET: SECRET,
  });
  fixture = await insertProductFixture(ctx.db);
});
afterAll(async () => {
  await stopPdfThread();
  await ctx.close();
});

describe('Stripe Connect webhooks', () => {
  it('refuses a body not signed with the endpoint secret', async () => {
    const res = await deliver(
      { id: 'evt_x', type: 'account.updated', data: { object: { id: 'acct_1' } } },
      'whsec_other',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('webhook-signature-invalid');
  });

  it('verifies the owner when Stripe enables their payouts; their earnings then leave', async () => {
    const owner = await bearerFor(ctx.app, 'owner@example.test');
    // the owner's details page asks for the onboarding with this provider
    const details = await ctx.app.inject({ method: 'GET', url: payoutPaths.details, headers: owner });
    expect(details.json()).toMatchObject({ provider: 'stripe', onboarding: true, missing: ['onboarding'] });
    await ctx.db.query(
      `INSERT INTO owner_payout_profiles (user_id, stripe_account_id, verification_status, created_at, updated_at)
       VALUES ($1, 'acct_owner', 'pending', now(), now())`,
      [fixture.ownerId],
    );
    const res = await deliver({
      id: 'evt_acct',
      type: 'account.updated',
      data: { object: { id: 'acct_owner', object: 'account', payouts_enabled: true } },
    });
    expect(res.json()).toEqual({ handled: true });
    expect(
      (await ctx.app.inject({ method: 'GET', url: payoutPaths.details, headers: owner })).json(),
    ).toMatchObject({
      verificationStatus: 'verified',
      missing: [],
    });

    const renter = await bearerFor(ctx.app, 'renter@example.test');
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('09-07'),
      dateTo: day('09-07'),
    });
    await ctx.app.inject({ method: 'POST', url: tripPaths.accept(id), headers: owner });
    const transfers: string[] = [];
    const stand: PayoutProvider = {
      name: 'stripe',
      async send(request) {
        transfers.push(request.connectedAccountId ?? '');
        return { status: 'sent', reference: 'tr_1', transfers: { [String(id)]: 'tr_1' } };
      },
    };
    const run = await runPayouts(ctx.db, {
      provider: stand,
      publicUrl: 'http://bosun.test',
      bankDetailsKey: ctx.app.config.BANK_DETAILS_KEY,
      now: () => new Date(`${day('09-08')}T09:00:00Z`),
      anyDay: true,
    });
    expect(run).toMatchObject({ sent: 1 });
    expect(transfers).toEqual(['acct_owner']);
    expect(await balance()).toBe(0);
  });

  it('a bank payout that fails at the owner’s bank gives the money back to their balance, once', async () => {
    const event = {
      id: 'evt_po_failed',
      type: 'payout.failed',
      account: 'acct_owner',
      data: { object: { id: 'po_1', object: 'payout', failure_code: 'account_closed' } },
    };
    expect((await deliver(event)).json()).toEqual({ handled: true });
    expect((await deliver(event)).json()).toEqual({ handled: false });
    const { rows } = await ctx.db.query<{ status: string; failure_code: string }>(
      'SELECT status, failure_code FROM payouts WHERE owner_id = $1',
      [fixture.ownerId],
    );
    expect(rows).toEqual([{ status: 'failed', failure_code: 'invalid_account' }]);
    expect(await balance()).toBeGreaterThan(0);
    const kinds = await ctx.db.query(
      `SELECT kind FROM ledger_entries WHERE user_id = $1 AND kind IN ('payout', 'payout_failure') ORDER BY id`,
      [fixture.ownerId],
    );
    expect(kinds.rows.map((r) => r.kind)).toEqual(['payout', 'payout_failure']);
  });
});
