import '../testing/domBesideServer.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { managerDashboardSchema } from '../../shared/admin/dashboard.ts';
import { tripPaths } from '../../shared/bookings/trips.ts';
import { formatMoney } from '../../shared/currency.ts';
import { payoutPaths } from '../../shared/payouts/payouts.ts';
import { payBooking } from '../../src/modules/bookings/testTrips.ts';
import {
  bearerFor,
  day,
  FUTURE_YEAR,
  insertProductFixture,
} from '../../src/modules/catalogue/testFixtures.ts';
import { stopPdfThread } from '../../src/modules/econtracts/pdfThread.ts';
import { runPayouts } from '../../src/modules/payouts/service.ts';
import { createSandboxPayouts } from '../../src/providers/payouts/sandboxPayouts.ts';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { insertTestUser } from '../../tests/helpers/users.ts';
import { serveFromApp } from '../testing/realApi.ts';
import { renderInAdmin } from '../testing/renderInAdmin.tsx';
import { ManagerDashboardPage } from './ManagerDashboardPage.tsx';

/**
 * The manager dashboard's finance figures, from the real API over a database where one booking was
 * accepted (15 % commission, a private owner) and paid out, and a second accepted one waits in a payout the sandbox
 * refused: commission earned, payouts sent, to send and failed, as the manager reads them.
 */

let ctx: TestContext;
let manager: Record<string, string>;
const GROSS = { first: 0, second: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  const fixture = await insertProductFixture(ctx.db);
  await insertTestUser(ctx.db, { email: 'manager@example.test', staffRole: 'manager' });
  const renter = await bearerFor(ctx.app, 'renter@example.test');
  const owner = await bearerFor(ctx.app, 'owner@example.test');
  manager = await bearerFor(ctx.app, 'manager@example.test');
  const setIban = async (iban: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: payoutPaths.details,
      headers: owner,
      payload: {
        ownerType: 'private',
        accountHolder: 'Marie Dupont',
        iban,
        currentPassword: 'Bosun-demo-2026',
      },
    });
  const run = (at: string) =>
    runPayouts(ctx.db, {
      provider: createSandboxPayouts(),
      publicUrl: 'http://bosun.test',
      bankDetailsKey: ctx.app.config.BANK_DETAILS_KEY,
      now: () => new Date(at),
      anyDay: true,
    });
  const accepted = async (date: string) => {
    const id = await payBooking(ctx.app, fixture.productId, renter, { dateFrom: date, dateTo: date });
    expect(
      (await ctx.app.inject({ method: 'POST', url: tripPaths.accept(id), headers: owner })).statusCode,
    ).toBe(200);
    const { rows } = await ctx.db.query<{ gross: number }>(
      `SELECT coalesce(sum(amount), 0)::float8 AS gross FROM ledger_entries
        WHERE booking_id = $1 AND party = 'owner' AND kind = 'owner_earning'`,
      [id],
    );
    return rows[0].gross;
  };
  expect((await setIban('FR76 3000 6000 0112 3456 7890 189')).statusCode).toBe(200);
  GROSS.first = await accepted(day('09-07'));
  expect(await run(`${day('09-08')}T10:00:00Z`)).toMatchObject({ sent: 1 });
  // the sandbox refuses this account: the second booking's payout fails
  expect((await setIban('FR19 3000 6000 0199 9999 9999 999')).statusCode).toBe(200);
  GROSS.second = await accepted(day('09-14'));
  expect(await run(`${day('09-15')}T10:00:00Z`)).toMatchObject({ failed: 1 });
  // two bookings paid and two payout runs: minutes on a loaded machine
}, 300_000);
afterAll(async () => {
  await stopPdfThread();
  await ctx?.close();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const euros = (minor: number) => formatMoney(minor, { code: 'EUR', minorDigits: 2 }, 'en-GB');
// the setting's commission for a private owner (setting commissionPercent, migration 260): 15 %
const commissionOf = (gross: number) => Math.round(gross * 0.15);

describe('the manager dashboard’s finance', () => {
  it('answers commission earned and payouts sent, to send and failed, per month, to the cent', async () => {
    const from = '2026-01-01';
    const to = `${FUTURE_YEAR}-12-31`;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/manager?from=${from}&to=${to}`,
      headers: manager,
    });
    expect(res.statusCode).toBe(200);
    const { finance } = managerDashboardSchema.parse(res.json());
    expect(GROSS.first).toBeGreaterThan(0);
    expect(finance.totals).toEqual({
      commission: commissionOf(GROSS.first) + commissionOf(GROSS.second),
      payoutsSent: GROSS.first - commissionOf(GROSS.first),
      payoutsPending: 0,
      payoutsFailed: GROSS.second - commissionOf(GROSS.second),
    });
    // both payouts were made in September of the future year
    expect(finance.overTime.find((p) => p.period === `${FUTURE_YEAR}-09-01`)).toMatchObject({
      payoutsSent: GROSS.first - commissionOf(GROSS.first),
      payoutsFailed: GROSS.second - commissionOf(GROSS.second),
    });
    const renter = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/manager?from=${from}&to=${to}`,
      headers: await bearerFor(ctx.app, 'renter@example.test'),
    });
    // the dashboard's own rule for anyone but staff (a renter is refused, as on every staff page)
    expect(renter.statusCode).toBe(403);
  });

  it('shows them to the manager beside the chart of commission and payouts', async () => {
    serveFromApp(ctx.app, () => manager);
    renderInAdmin(<ManagerDashboardPage />);
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: `${FUTURE_YEAR}-12-31` } });
    const figures = await screen.findByTestId('finance-figures');
    const figure = (label: string) => within(figures).getByTestId(`figure-${label}`).textContent;
    await waitFor(() =>
      expect(figure('Commission earned')).toBe(euros(commissionOf(GROSS.first) + commissionOf(GROSS.second))),
    );
    expect(figure('Payouts sent')).toBe(euros(GROSS.first - commissionOf(GROSS.first)));
    expect(figure('Payouts to send')).toBe(euros(0));
    expect(figure('Payouts failed')).toBe(euros(GROSS.second - commissionOf(GROSS.second)));
    // the charts are a chunk of their own, loaded lazily
    expect(
      await screen.findByRole('heading', { name: 'Commission and payouts' }, { timeout: 30_000 }),
    ).toBeTruthy();
  });
});
