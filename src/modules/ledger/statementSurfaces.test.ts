import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBookingDetailSchema } from '../../../shared/admin/bookings.ts';
import { bookingDetailSchema, tripPaths } from '../../../shared/bookings/trips.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { seedDemoMarketplace } from '../../db/seed/seed.ts';
import { formatCharge, formatDay } from '../payments/emails.ts';
import { statementSummaryLines } from './statementText.ts';

/**
 * One booking's money reads the same on every surface (DESIGN.md, "One money ledger"): for a seeded booking in each status,
 * the renter's page (server-rendered, in French and in German), the API's detail, the back office and
 * the e-mail summary show the same figures, because all of them read the one statement.
 */

let ctx: TestContext;
let cookie = '';
let renterBearer: Record<string, string>;
let manager: Record<string, string>;
let bookings: { id: number; status: string }[] = [];

async function login(email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email, password: 'Bosun-demo-2026' },
  });
  expect(res.statusCode).toBe(200);
  return res;
}

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoMarketplace(ctx.db, {
    boats: 40,
    seed: 11,
    today: new Date().toISOString().slice(0, 10),
    production: false,
    log: () => {},
  });
  const renter = await login('renter@bosun.test');
  cookie = String(renter.headers['set-cookie'] ?? '').match(/bosun_session=[^;]+/)?.[0] ?? '';
  renterBearer = { authorization: `Bearer ${renter.json().authToken}` };
  manager = { authorization: `Bearer ${(await login('manager@bosun.test')).json().authToken}` };
  bookings = (
    await ctx.db.query<{ id: number; status: string }>(
      `SELECT DISTINCT ON (b.status) b.id::int AS id, b.status
         FROM bookings b JOIN users u ON u.id = b.tenant_id
        WHERE u.email = 'renter@bosun.test'
        ORDER BY b.status, b.id`,
    )
  ).rows;
}, 240_000);
afterAll(() => ctx.close());

/** The text of an element by its test id in a server-rendered page, if there is one. */
const byTestId = (html: string, testId: string) =>
  html.match(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`))?.[1]?.replace(/&nbsp;|\u00a0|\u202f/g, ' ');
const spaces = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');
/**
 * The figure of a written amount (its digits): the site groups thousands one way for every language so
 * that a page hydrates alike in any browser, e-mails use Intl's grouping ("4.719,60 €" in German); the
 * figure is what must agree.
 */
const figure = (text: string | undefined) => text?.replace(/[^0-9]/g, '');

describe('the statement of a booking in every status', () => {
  it('covers enough statuses of the demo renter to mean something', () => {
    expect(bookings.length).toBeGreaterThanOrEqual(6);
  });

  for (const language of ['fr', 'de'] as const) {
    it(`shows the same figures on the page (${language}), the API, the back office and the e-mail`, async () => {
      for (const booking of bookings) {
        const api = await ctx.app.inject({
          method: 'GET',
          url: `${tripPaths.detail(booking.id)}?_locale=${language}`,
          headers: renterBearer,
        });
        expect(api.statusCode, `booking ${booking.id} (${booking.status})`).toBe(200);
        const statement = bookingDetailSchema.parse(api.json()).statement;
        if (!statement) throw new Error(`booking ${booking.id} has no statement`);
        expect(statement.view).toBe('renter');

        const admin = await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/bookings/${booking.id}`,
          headers: manager,
        });
        expect(admin.statusCode).toBe(200);
        const staff = adminBookingDetailSchema.parse(admin.json()).statement;
        for (const key of ['paid', 'held', 'refunded', 'due', 'depositHeld', 'toPay', 'total'] as const) {
          expect(staff.totals[key], `${key} of booking ${booking.id} (${booking.status})`).toBe(
            statement.totals[key],
          );
        }

        const page = await ctx.app.inject({
          method: 'GET',
          url: `/${language}/booking/${booking.id}/detail`,
          headers: { cookie },
        });
        expect(page.statusCode).toBe(200);
        const paidOnPage = byTestId(page.body, 'paid-amount');
        const refundedOnPage = byTestId(page.body, 'refunded-amount');
        const money = (minor: number) => spaces(formatCharge(minor, language));
        expect(figure(paidOnPage), `paid on the page of ${booking.id} (${booking.status})`).toBe(
          figure(money(statement.totals.paid)),
        );
        // the page writes the amount in its language: a decimal comma where cents show
        if (statement.totals.paid % 100 !== 0) expect(paidOnPage).toMatch(/\d,\d{2}/);
        if (statement.totals.refunded > 0)
          expect(figure(refundedOnPage)).toBe(figure(money(statement.totals.refunded)));
        else expect(refundedOnPage).toBeUndefined();

        const email = statementSummaryLines(
          statement,
          language,
          (minor) => formatCharge(minor, language),
          (date) => formatDay(date, language),
        ).map(spaces);
        if (statement.totals.paid > 0)
          expect(email.some((line) => line.includes(money(statement.totals.paid)))).toBe(true);
        if (statement.totals.held > 0)
          expect(email.some((line) => line.includes(money(statement.totals.held)))).toBe(true);
        if (statement.totals.refunded > 0)
          expect(email.some((line) => line.includes(money(statement.totals.refunded)))).toBe(true);
        // the page and the e-mail are in the reader's language, not English
        expect(email[0]).not.toBe('Your booking’s money');
      }
    }, 120_000);
  }
});
