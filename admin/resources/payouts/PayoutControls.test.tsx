import '../../testing/domBesideServer.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tripPaths } from '../../../shared/bookings/trips.ts';
import { payoutPaths } from '../../../shared/payouts/payouts.ts';
import { payBooking } from '../../../src/modules/bookings/testTrips.ts';
import {
  bearerFor,
  day,
  insertProductFixture,
  type ProductFixture,
} from '../../../src/modules/catalogue/testFixtures.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { serveFromApp } from '../../testing/realApi.ts';
import { renderInAdmin } from '../../testing/renderInAdmin.tsx';
import { BookingPayoutHolds } from './BookingPayoutHolds.tsx';
import { OwnerCommission } from './OwnerCommission.tsx';

/**
 * The console's owner commission and booking payout hold, through the real data provider against the
 * real API over a database of its own: what a manager types reaches the server, the server's answer is
 * what the screen shows, and the audit log and the owner's Earnings page see the change.
 */

let ctx: TestContext;
let fixture: ProductFixture;
let manager: Record<string, string>;
let support: Record<string, string>;
let owner: Record<string, string>;
let bookingId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  await insertTestUser(ctx.db, { email: 'manager@example.test', staffRole: 'manager' });
  await insertTestUser(ctx.db, { email: 'support@example.test', staffRole: 'support' });
  const renter = await bearerFor(ctx.app, 'renter@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  manager = await bearerFor(ctx.app, 'manager@example.test');
  support = await bearerFor(ctx.app, 'support@example.test');
  bookingId = await payBooking(ctx.app, fixture.productId, renter, {
    dateFrom: day('08-03'),
    dateTo: day('08-03'),
  });
  const accepted = await ctx.app.inject({ method: 'POST', url: tripPaths.accept(bookingId), headers: owner });
  expect(accepted.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const auditRows = async (resource: string) =>
  (
    await ctx.db.query<{ action: string; reason: string | null }>(
      'SELECT action, reason FROM audit_log WHERE resource = $1 ORDER BY id',
      [resource],
    )
  ).rows;

describe('an owner’s commission in the console', () => {
  it('a manager overrides it with a reason, reads the server’s new rate, then goes back to the type’s', async () => {
    const sent = serveFromApp(ctx.app, () => manager);
    const user = userEvent.setup();
    renderInAdmin(<OwnerCommission />, { resource: 'users', record: { id: fixture.ownerId, isOwner: true } });

    expect((await screen.findByTestId('commission-rate')).textContent).toBe(
      'Commission on the next bookings: 12% (the rate of the type “Professional”).',
    );
    const save = screen.getByRole('button', { name: 'Set this commission' });
    await user.type(screen.getByRole('textbox', { name: 'New commission (%)' }), '8,5');
    expect(save).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Fleet agreement 2026');
    await user.click(save);

    await waitFor(() =>
      expect(screen.getByTestId('commission-rate').textContent).toBe(
        'Commission on the next bookings: 8.5% (set for this owner, type “Professional”).',
      ),
    );
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([
      {
        method: 'PUT',
        url: `/api/admin/owner-commissions/${fixture.ownerId}`,
        body: { commissionPercent: 8.5, reason: 'Fleet agreement 2026' },
      },
    ]);
    expect(await screen.findByText('Commission saved.')).toBeTruthy();
    expect(await auditRows('owner-commissions')).toEqual([
      { action: 'update', reason: 'Fleet agreement 2026' },
    ]);

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Agreement ended');
    await user.click(screen.getByRole('button', { name: 'Back to the owner type’s rate' }));
    await waitFor(() =>
      expect(screen.getByTestId('commission-rate').textContent).toBe(
        'Commission on the next bookings: 12% (the rate of the type “Professional”).',
      ),
    );
    expect(sent.filter((r) => r.method !== 'GET').at(-1)?.body).toEqual({
      commissionPercent: null,
      reason: 'Agreement ended',
    });
    expect(screen.queryByRole('button', { name: 'Back to the owner type’s rate' })).toBeNull();
  });

  it('shows the server’s refusal of a rate over 100 % under the field, and saves nothing', async () => {
    serveFromApp(ctx.app, () => manager);
    const user = userEvent.setup();
    renderInAdmin(<OwnerCommission />, { resource: 'users', record: { id: fixture.ownerId } });
    await screen.findByTestId('commission-rate');
    await user.type(screen.getByRole('textbox', { name: 'New commission (%)' }), '140');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Typo');
    await user.click(screen.getByRole('button', { name: 'Set this commission' }));
    expect(await screen.findByText('Enter a percentage between 0 and 100.')).toBeTruthy();
    expect(await auditRows('owner-commissions')).toHaveLength(2);
  });

  it('is not offered to support, whom the server answers 404', async () => {
    const sent = serveFromApp(ctx.app, () => support);
    renderInAdmin(<OwnerCommission />, {
      resource: 'users',
      record: { id: fixture.ownerId },
      role: 'support',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('commission-rate')).toBeNull();
    expect(sent).toEqual([]);
    const direct = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/owner-commissions/${fixture.ownerId}`,
      headers: support,
    });
    expect(direct.statusCode).toBe(404);
  });
});

describe('a booking’s payout hold in the console', () => {
  const earningHold = async () => {
    const earnings = (
      await ctx.app.inject({ method: 'GET', url: payoutPaths.earnings, headers: owner })
    ).json();
    return earnings.upcoming.find((u: { bookingId: number }) => u.bookingId === bookingId)?.hold ?? null;
  };

  it('a manager holds the owner’s payout with a reason, the owner sees it held, then the manager lifts it', async () => {
    const sent = serveFromApp(ctx.app, () => manager);
    const user = userEvent.setup();
    renderInAdmin(<BookingPayoutHolds />, { resource: 'bookings', record: { id: bookingId } });
    expect(await screen.findByText('Not held by staff: paid when due.')).toBeTruthy();
    expect(await earningHold()).not.toBe('staff');

    await user.click(screen.getByRole('button', { name: 'Hold the payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold the owner’s payout for this booking' });
    const confirm = within(dialog).getByRole('button', { name: 'Hold the payout' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Renter reports a torn sail');
    await user.click(confirm);

    expect(await screen.findByText(/^Held since .*: Renter reports a torn sail$/)).toBeTruthy();
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/payout-holds',
        body: { bookingId, reason: 'Renter reports a torn sail' },
      },
    ]);
    expect(await earningHold()).toBe('staff');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Lift the hold' }));
    expect(await screen.findByText('Not held by staff: paid when due.')).toBeTruthy();
    expect(await screen.findByText(/^Held from .* to .*: Renter reports a torn sail$/)).toBeTruthy();
    const changes = sent.filter((r) => r.method !== 'GET');
    expect(changes.at(-1)).toMatchObject({
      method: 'POST',
      url: expect.stringMatching(/^\/api\/admin\/payout-holds\/\d+\/release$/),
    });
    expect(await earningHold()).not.toBe('staff');
    expect(await auditRows('payout-holds')).toEqual([
      { action: 'create', reason: 'Renter reports a torn sail' },
      { action: 'release', reason: null },
    ]);
  });

  it('is not offered to support', async () => {
    const sent = serveFromApp(ctx.app, () => support);
    renderInAdmin(<BookingPayoutHolds />, {
      resource: 'bookings',
      record: { id: bookingId },
      role: 'support',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Hold the payout' })).toBeNull();
    expect(sent).toEqual([]);
  });
});
