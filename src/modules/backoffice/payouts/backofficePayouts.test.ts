import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPaths } from '../../../../shared/bookings/trips.ts';
import { payoutPaths } from '../../../../shared/payouts/payouts.ts';
import { createTestApp, type TestContext } from '../../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../../tests/helpers/users.ts';
import { createSandboxPayouts } from '../../../providers/payouts/sandboxPayouts.ts';
import { payBooking } from '../../bookings/testTrips.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../../catalogue/testFixtures.ts';
import type { Headers } from '../../payments/testPayments.ts';
import { runPayouts } from '../../payouts/service.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let owner: Headers;
let manager: Headers;
let support: Headers;

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object = {}) =>
  ctx.app.inject({ method, url, headers, payload });
const run = (at: string) =>
  runPayouts(ctx.db, {
    provider: createSandboxPayouts(),
    publicUrl: 'http://bosun.test',
    bankDetailsKey: ctx.app.config.BANK_DETAILS_KEY,
    now: () => new Date(at),
    anyDay: true,
  });

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  await insertTestUser(ctx.db, { email: 'manager@example.test', staffRole: 'manager' });
  await insertTestUser(ctx.db, { email: 'support@example.test', staffRole: 'support' });
  renter = await bearerFor(ctx.app, 'renter@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  manager = await bearerFor(ctx.app, 'manager@example.test');
  support = await bearerFor(ctx.app, 'support@example.test');
  const details = await send('PUT', payoutPaths.details, owner, {
    ownerType: 'professional',
    accountHolder: 'Marie Dupont',
    iban: 'FR1930006000019999999999999',
    currentPassword: 'Bosun-demo-2026',
  });
  expect(details.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

async function acceptedBooking(from: string, to: string) {
  const id = await payBooking(ctx.app, fixture.productId, renter, { dateFrom: from, dateTo: to });
  expect((await send('POST', tripPaths.accept(id), owner)).statusCode).toBe(200);
  return id;
}

describe('payouts in the back office', () => {
  let booking: number;

  it('is for managers only: support, the owner and a renter find nothing (404)', async () => {
    for (const who of [support, owner, renter]) {
      expect((await get('/api/admin/payouts', who)).statusCode).toBe(404);
      expect((await get('/api/admin/owner-ledger', who)).statusCode).toBe(404);
      expect(
        (await send('POST', '/api/admin/payout-holds', who, { ownerId: fixture.ownerId, reason: 'x' }))
          .statusCode,
      ).toBe(404);
    }
    expect((await get('/api/admin/payouts', {})).statusCode).toBe(401);
  });

  it('a manager overrides an owner’s commission, audited; it reaches only bookings accepted after', async () => {
    const before = await acceptedBooking(day('09-07'), day('09-07'));
    const res = await send('PUT', `/api/admin/owner-commissions/${fixture.ownerId}`, manager, {
      commissionPercent: 8.5,
      reason: 'Fleet agreement 2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rateBp: 850, source: 'owner_override', overrideBp: 850 });
    const audit = await ctx.db.query(
      `SELECT action, reason FROM audit_log WHERE resource = 'owner-commissions' AND record_id = $1`,
      [String(fixture.ownerId)],
    );
    expect(audit.rows).toEqual([{ action: 'update', reason: 'Fleet agreement 2026' }]);
    booking = await acceptedBooking(day('09-14'), day('09-14'));
    const rates = await ctx.db.query<{ booking_id: number; rate_bp: number }>(
      'SELECT booking_id::int AS booking_id, rate_bp FROM booking_commissions WHERE booking_id IN ($1, $2) ORDER BY booking_id',
      [before, booking],
    );
    expect(rates.rows).toEqual([
      { booking_id: before, rate_bp: 1200 },
      { booking_id: booking, rate_bp: 850 },
    ]);
    const bad = await send('PUT', `/api/admin/owner-commissions/${fixture.ownerId}`, manager, {
      commissionPercent: 140,
      reason: 'typo',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('commissionPercent');
  });

  it('a hold on the owner stops the run; its release lets it pay', async () => {
    // the console's form sends the empty field as null
    const neither = await send('POST', '/api/admin/payout-holds', manager, {
      ownerId: null,
      bookingId: null,
      reason: 'x y z',
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.fields).toEqual({ ownerId: 'holdTargetRequired' });
    const hold = await send('POST', '/api/admin/payout-holds', manager, {
      ownerId: fixture.ownerId,
      bookingId: null,
      reason: 'KYC check',
    });
    expect(hold.statusCode).toBe(201);
    expect(await run(`${day('09-20')}T08:00:00Z`)).toMatchObject({ created: 0 });
    const held = (await get(payoutPaths.earnings, owner)).json();
    expect(held.upcoming.every((u: { hold: string }) => u.hold === 'staff')).toBe(true);
    const released = await send('POST', `/api/admin/payout-holds/${hold.json().id}/release`, manager);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ open: false });
    expect(
      (await send('POST', `/api/admin/payout-holds/${hold.json().id}/release`, manager)).statusCode,
    ).toBe(409);
    // the sandbox refuses this IBAN: the payout fails with its reason
    expect(await run(`${day('09-20')}T09:00:00Z`)).toMatchObject({ created: 1, failed: 1 });
  });

  it('lists payouts and the owner’s ledger with server paging and filters', async () => {
    const list = await get(
      `/api/admin/payouts?filter=${encodeURIComponent(JSON.stringify({ status: 'failed' }))}&range=[0,9]`,
      manager,
    );
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('payouts 0-0/1');
    expect(list.json()[0]).toMatchObject({
      ownerId: fixture.ownerId,
      status: 'failed',
      failureCode: 'invalid_account',
    });
    const ledger = await get(
      `/api/admin/owner-ledger?filter=${encodeURIComponent(JSON.stringify({ ownerId: fixture.ownerId, bookingId: booking }))}&sort=["id","ASC"]`,
      manager,
    );
    expect(ledger.json().map((r: { kind: string }) => r.kind)).toEqual(['owner_earning', 'commission']);
    expect(ledger.json()[0].payoutId).toBe(list.json()[0].id);
    const typo = await get(
      `/api/admin/owner-ledger?filter=${encodeURIComponent(JSON.stringify({ nope: 1 }))}`,
      manager,
    );
    expect(typo.statusCode).toBe(400);
    const one = await get(`/api/admin/payouts/${list.json()[0].id}`, manager);
    expect(one.json().items.length).toBeGreaterThan(0);
    expect((await get(`/api/admin/payouts/${list.json()[0].id}`, support)).statusCode).toBe(404);
  });

  it('retries a failed payout once the owner fixed their IBAN', async () => {
    const [failed] = (await get('/api/admin/payouts?filter={"status":"failed"}', manager)).json();
    await ctx.db.query(`UPDATE owner_payout_profiles SET iban_ciphertext = NULL WHERE user_id = $1`, [
      fixture.ownerId,
    ]);
    await send('PUT', payoutPaths.details, owner, {
      ownerType: 'professional',
      accountHolder: 'Marie Dupont',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      currentPassword: 'Bosun-demo-2026',
    });
    // staff need not wait for the owner's change to be noticed
    await ctx.db.query(`UPDATE payouts SET retryable = false WHERE id = $1`, [failed.id]);
    expect((await send('POST', `/api/admin/payouts/${failed.id}/retry`, manager)).statusCode).toBe(200);
    expect((await send('POST', `/api/admin/payouts/${failed.id}/retry`, manager)).statusCode).toBe(409);
    expect(await run(`${day('09-21')}T08:00:00Z`)).toMatchObject({ sent: 1 });
    expect((await get(`/api/admin/payouts/${failed.id}`, manager)).json()).toMatchObject({
      status: 'sent',
      attempt: 2,
    });
  });

  it('exports a period as CSV for the accountants', async () => {
    const res = await get(`/api/admin/payouts-export?from=2000-01-01&to=2100-12-31`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toMatch(/^entry_id,occurred_at,party,owner_id/);
    expect(lines.some((l) => l.includes(',payout,'))).toBe(true);
    expect(lines.some((l) => l.includes(',platform,') && l.includes(',commission,'))).toBe(true);
    const bad = await get(`/api/admin/payouts-export?from=2026-13-01&to=2026-01-01`, manager);
    expect(bad.statusCode).toBe(400);
    expect((await get(`/api/admin/payouts-export?from=2000-01-01&to=2100-12-31`, support)).statusCode).toBe(
      404,
    );
  });
});
