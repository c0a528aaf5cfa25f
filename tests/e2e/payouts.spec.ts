import { readFileSync } from 'node:fs';
import { type APIRequestContext, request as api, expect, type Page, test } from '@playwright/test';
import { pdfText } from '../helpers/pdfText.ts';

/**
 * Owners get paid (DESIGN.md, "Owner earnings and payouts"), on a phone: the demo owner enters an IBAN on
 * the Earnings page in French, a renter's request is accepted, a manager holds that booking's payout in the
 * console, the clock passes the first day and the run leaves it; the manager lifts the hold, the run pays,
 * and the owner reads it sent in German and downloads the commission invoice and the year's statement.
 * Each step is photographed to test-results/payouts/.
 */

const PASSWORD = 'Bosun-demo-2026';
const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/payouts';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A Bearer header for `email`, signed in from a context of its own (no session cookie left behind). */
async function bearerOf(email: string) {
  const context = await api.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await context.post('/api/v6/auth/login', { data: { email, password: PASSWORD } });
    expect(login.ok(), `${email}: ${login.status()}`).toBe(true);
    return { authorization: `Bearer ${(await login.json()).authToken}` };
  } finally {
    await context.dispose();
  }
}

/** One of the demo owner's request-only listings with a free day 30 to 120 days ahead. */
async function requestDay(request: APIRequestContext) {
  const owner = await bearerOf('owner@bosun.test');
  const answer = await (
    await request.get('/api/v6/account/listings?state=published&page=1', { headers: owner })
  ).json();
  const today = new Date().toISOString().slice(0, 10);
  for (const { id } of answer.listings as { id: number }[]) {
    const product = await (await request.get(`/api/v6/products/${id}`)).json();
    if (product.instantBooking || product.minimumDays > 1 || product.specifications.capacity < 2) continue;
    for (let offset = 31; offset < 120; offset += 7) {
      const dateFrom = addDays(today, offset);
      const quote = await (
        await request.get(
          `/api/v6/products/${id}/quote?dateFrom=${dateFrom}&dateTo=${dateFrom}&numberOfPeople=2`,
        )
      ).json();
      if (quote.available) return { id, dateFrom };
    }
  }
  throw new Error('No request-only listing of the demo owner with a free day');
}

async function signInOnSite(page: Page, who: string, language: string) {
  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: `${who}@bosun.test`, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  await page.goto(`/${language}`);
  const banner = page.locator('section.consent');
  await banner.waitFor({ state: 'visible', timeout: 15_000 });
  await banner.locator('.consent__actions button').first().click();
  await expect(banner).toBeHidden();
}

/** Runs the payout job with the server's clock at `at`, then gives the clock back. */
async function payoutRunAt(request: APIRequestContext, at: string) {
  try {
    expect((await request.post('/api/dev/clock', { data: { now: at } })).status()).toBe(200);
    const run = await request.post('/api/dev/jobs/payouts');
    expect(run.status()).toBe(200);
    return run.json();
  } finally {
    await request.post('/api/dev/clock', { data: { now: null } });
  }
}

async function download(page: Page, link: ReturnType<Page['locator']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return pdfText(readFileSync((await file.path()) ?? ''));
}

test('fr and de, phone: IBAN, accepted request, held and released by a manager, paid, invoice and statement', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await (await browser.newContext({ viewport: PHONE })).newPage();

  // 1. The owner enters an IBAN on the Earnings page (fr), the password asked again.
  await signInOnSite(owner, 'owner', 'fr');
  await owner.goto('/fr/account/earnings');
  await owner.locator('input[name="accountHolder"]').fill('Olivier Durand');
  await owner.locator('input[name="iban"]').fill('FR76 3000 6000 0112 3456 7890 189');
  await owner.locator('input[name="currentPassword"]').fill(PASSWORD);
  await owner.locator('.earnings__form button[type="submit"]').click();
  await expect(owner.getByTestId('earnings-iban')).toContainText('FR76');
  await expect(owner.getByTestId('earnings-iban')).toContainText('0189');
  await owner.screenshot({ path: `${SHOTS}/1-fr-iban.png`, fullPage: true });

  // 2. A renter's request on one of the owner's boats, accepted by the owner.
  const trip = await requestDay(request);
  const renter = await bearerOf('renter@bosun.test');
  const ownerApi = await bearerOf('owner@bosun.test');
  const session = await request.post(`/api/v6/products/${trip.id}/payment-sessions?_locale=fr`, {
    headers: renter,
    data: { dateFrom: trip.dateFrom, dateTo: trip.dateFrom, numberOfPeople: 2 },
  });
  expect(session.status()).toBe(201);
  const { hash } = await session.json();
  const renterPage = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInOnSite(renterPage, 'renter', 'fr');
  await renterPage.goto(`/fr/ps/${hash}`);
  await renterPage.locator('input[name="acceptedTerms"]').check();
  await renterPage.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
  await renterPage.locator('input[name="expiry"]').fill('12/34');
  await renterPage.locator('input[name="cvc"]').fill('123');
  await renterPage.locator('.checkout-pay__button').click();
  await expect(renterPage).toHaveURL(new RegExp(`/fr/ps/${hash}/success$`));
  const { bookingId } = await (await renterPage.request.get(`/api/v6/checkout/${hash}/success`)).json();
  await renterPage.context().close();
  const accepted = await request.post(`/api/v6/booking/${bookingId}/accept`, { headers: ownerApi });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { reference } = await (
    await request.get(`/api/v6/booking/${bookingId}/detail`, { headers: ownerApi })
  ).json();

  // 3. A manager holds this booking's payout in the console, with a reason.
  const backOffice = await (await browser.newContext({ viewport: PHONE })).newPage();
  await backOffice.goto('/admin');
  await backOffice.getByRole('textbox', { name: 'E-mail' }).fill('manager@bosun.test');
  await backOffice.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await backOffice.getByRole('button', { name: 'Sign in' }).click();
  // a manager lands on their dashboard; going on before it would be overtaken by that redirect
  await backOffice.waitForURL(/#\/manager-dashboard/);
  await backOffice.goto(`/admin#/bookings/${bookingId}/show/payments`);
  await backOffice.getByRole('button', { name: 'Hold the payout' }).click();
  const dialog = backOffice.getByRole('dialog', { name: 'Hold the owner’s payout for this booking' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Renter reports a torn sail');
  await dialog.getByRole('button', { name: 'Hold the payout' }).click();
  await expect(backOffice.getByText(/^Held since .*: Renter reports a torn sail$/)).toBeVisible();
  await backOffice.screenshot({ path: `${SHOTS}/2-console-held.png`, fullPage: true });

  // 4. The day after the first day, the run leaves the held earning; the owner reads it held.
  const dayAfter = `${addDays(trip.dateFrom, 1)}T10:00:00Z`;
  await payoutRunAt(request, dayAfter);
  await owner.goto('/fr/account/earnings');
  const line = owner.locator(`[data-booking="${reference}"]`);
  await expect(line).toHaveAttribute('data-state', 'onHold');
  await line.scrollIntoViewIfNeeded();
  await owner.screenshot({ path: `${SHOTS}/3-fr-held.png`, fullPage: true });

  // 5. The manager lifts the hold; the next run pays it.
  await backOffice.getByRole('button', { name: 'Lift the hold' }).click();
  await expect(backOffice.getByText('Not held by staff: paid when due.')).toBeVisible();
  await backOffice.screenshot({ path: `${SHOTS}/4-console-lifted.png`, fullPage: true });
  const run = await payoutRunAt(request, dayAfter);
  expect(run.sent).toBeGreaterThanOrEqual(1);

  // 6. The owner, in German, reads it paid, and downloads the commission invoice and the year's statement.
  await owner.goto('/de/account/earnings');
  const paid = owner.locator(`[data-booking="${reference}"]`);
  await expect(paid).toHaveAttribute('data-state', 'paid');
  await expect(
    owner.getByTestId('earnings-payouts').locator('li[data-status="sent"]', { hasText: reference }),
  ).toBeVisible();
  await paid.scrollIntoViewIfNeeded();
  await owner.screenshot({ path: `${SHOTS}/5-de-paid.png`, fullPage: true });
  const invoice = await download(owner, paid.locator('.earnings__invoice'));
  expect(invoice).toContain(reference);
  const year = trip.dateFrom.slice(0, 4);
  const statementLink = owner.locator(`a[href$="/statement/${year}.pdf"]`);
  await expect(statementLink).toHaveText(`Übersicht ${year} (PDF)`);
  const statement = await download(owner, statementLink);
  expect(statement).toContain(reference);
  expect(statement).toMatch(new RegExp(`${year}`));
  // no page wider than the phone
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await owner.context().close();
  await backOffice.context().close();
});
