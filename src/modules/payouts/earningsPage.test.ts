import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPaths } from '../../../shared/bookings/trips.ts';
import { payoutPaths } from '../../../shared/payouts/payouts.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { type CountedStatement, countingDatabase } from '../../../tests/helpers/countingDatabase.ts';
import { createSandboxPayouts } from '../../providers/payouts/sandboxPayouts.ts';
import { refundBooking } from '../backoffice/bookings/refunds.ts';
import { payBooking } from '../bookings/testTrips.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import { stopPdfThread } from '../econtracts/pdfThread.ts';
import { earningsOf } from './earnings.ts';
import { runPayouts } from './service.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email: 'owner@example.test', password: 'Bosun-demo-2026' },
  });
  cookie = [login.headers['set-cookie']]
    .flat()
    .filter((c): c is string => typeof c === 'string')
    .map((c) => c.split(';')[0])
    .join('; ');
});
afterAll(async () => {
  await stopPdfThread();
  await ctx.close();
});

describe('the Earnings page', () => {
  it('is rendered on the server in the page’s language, with its figures, for the signed-in owner', async () => {
    const renter = await bearerFor(ctx.app, 'renter@example.test');
    const owner = await bearerFor(ctx.app, 'owner@example.test');
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('09-07'),
      dateTo: day('09-07'),
    });
    await ctx.app.inject({ method: 'POST', url: tripPaths.accept(id), headers: owner });
    // before any bank details: the money waits and the page says what is missing
    let page = await ctx.app.inject({ method: 'GET', url: '/fr/account/earnings', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Mes revenus');
    expect(page.body).toContain('data-testid="earnings-missing"');
    expect(page.body).toContain('En attente de vos coordonnées bancaires');

    await ctx.app.inject({
      method: 'PUT',
      url: payoutPaths.details,
      headers: owner,
      payload: {
        ownerType: 'private',
        accountHolder: 'Marie Dupont',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
        currentPassword: 'Bosun-demo-2026',
      },
    });
    await runPayouts(ctx.db, {
      provider: createSandboxPayouts(),
      publicUrl: 'http://bosun.test',
      bankDetailsKey: ctx.app.config.BANK_DETAILS_KEY,
      now: () => new Date(`${day('09-08')}T10:00:00Z`),
      anyDay: true,
    });
    page = await ctx.app.inject({ method: 'GET', url: '/de/account/earnings', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Meine Einnahmen');
    expect(page.body).toContain('FR76 •••• 0189');
    expect(page.body).toContain('data-status="sent"');
    expect(page.body).toMatch(/Provisionsrechnung BSN-F-\d{6} \(PDF\)/);
    expect(page.body).not.toContain('data-testid="earnings-missing"');
    // the year's statement as CSV and as PDF, side by side
    const year = day('09-07').slice(0, 4);
    expect(page.body).toContain(`href="${payoutPaths.statement(year)}"`);
    expect(page.body).toContain(`href="${payoutPaths.statement(year, 'pdf')}"`);
    expect(page.body).toContain(`Übersicht ${year} (PDF)`);

    // each booking's line names the listing in the page's language where the owner gave a title in it
    await ctx.db.query(
      `INSERT INTO product_translations (product_id, language, title, description) VALUES ($1, 'de', 'Segelboot Sonnenschein', 'Ein Segelboot.')
       ON CONFLICT (product_id, language) DO UPDATE SET title = EXCLUDED.title`,
      [fixture.productId],
    );
    const german = await ctx.app.inject({ method: 'GET', url: '/de/account/earnings', headers: { cookie } });
    expect(german.body).toContain('Segelboot Sonnenschein');
    const french = await ctx.app.inject({ method: 'GET', url: '/fr/account/earnings', headers: { cookie } });
    expect(french.body).not.toContain('Segelboot Sonnenschein');

    // A refund after the payout: the amount owed is a coming line taken from the next payout, never
    // one "expected" to be paid (DESIGN.md, "Owner earnings and payouts": a negative balance).
    await ctx.db.transaction((tx) =>
      refundBooking(tx, {
        bookingId: id,
        amount: 1_000,
        reason: 'goodwill',
        actorId: null,
        idempotencyKey: 'page:r1',
      }),
    );
    const owed = await ctx.app.inject({ method: 'GET', url: '/fr/account/earnings', headers: { cookie } });
    const coming = owed.body.slice(owed.body.indexOf('data-testid="earnings-upcoming"'));
    expect(coming).toContain('earnings__amount--negative');
    expect(coming).toMatch(/Déduit de votre virement du \d{1,2} \S+ \d{4}/);
    expect(coming.slice(0, coming.indexOf('</ul>'))).not.toContain('Prévu le');
  });

  it('sends a signed-out visitor to the login page', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/fr/account/earnings' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toContain('/fr/login?next=');
  });

  it('is read in one prepared statement, whatever the owner has earned and been paid', async () => {
    const owner = await ctx.db.query<{ id: number }>(
      "SELECT id::int AS id FROM users WHERE email = 'owner@example.test'",
    );
    const statements: CountedStatement[] = [];
    const earnings = await earningsOf(
      countingDatabase(ctx.db, statements),
      owner.rows[0].id,
      'sandbox',
      'fr',
    );
    // what the earlier test made: a booking that earned, was paid out and partly refunded
    expect(earnings.bookings.length).toBeGreaterThan(0);
    expect(earnings.payouts.length).toBeGreaterThan(0);
    expect(statements).toHaveLength(1);
    expect(statements[0].name).toBe('payouts-earnings-page');
  });
});
