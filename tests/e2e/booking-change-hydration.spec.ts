import { type APIRequestContext, request as api, expect, type Page, test } from '@playwright/test';
import { payByApi } from './payByApi.ts';

/**
 * A date change on a phone, then the booking page, with the production build the server serves: no
 * page error and no console error on the way. The change page comes back to the booking page with
 * its notice in the history entry's state; a reload (or a phone restoring the tab) kept that state,
 * which the server's page never had, and the first render differed from it (React error #418). In
 * French and in Greek, with the browser's clock far from the harbour's (UTC+14, UTC−8).
 * Run: E2E_PORT=3429 npx playwright test tests/e2e/booking-change-hydration.spec.ts
 */

const PASSWORD = 'Bosun-demo-2026';
const RUNS = [
  { language: 'fr', locale: 'fr-FR', timezoneId: 'Pacific/Kiritimati', offset: 330 },
  { language: 'el', locale: 'el-GR', timezoneId: 'America/Los_Angeles', offset: 420 },
] as const;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

async function bearer(baseURL: string | undefined, who: string) {
  const fresh = await api.newContext({ baseURL });
  const login = await fresh.post('/api/v6/auth/login', {
    data: { email: `${who}@bosun.test`, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).authToken;
  await fresh.dispose();
  return { authorization: `Bearer ${token}` };
}

/** An instant booking of the demo renter, paid with the sandbox card: accepted, so it may be changed. */
async function instantBooking(http: APIRequestContext, renter: Record<string, string>, offset: number) {
  const { products } = await (await http.get('/api/v6/products?limit=100')).json();
  for (const { id } of products as { id: number }[]) {
    const product = await (await http.get(`/api/v6/products/${id}`)).json();
    if (!product.instantBooking || product.minimumDays > 2 || product.specifications.capacity < 2) continue;
    for (let start = offset; start < offset + 40; start += 5) {
      const dateFrom = addDays(today(), start);
      const dateTo = addDays(dateFrom, 1);
      const bookingId = await payByApi(http, renter, id, { dateFrom, dateTo });
      if (bookingId) return { id: bookingId, dateFrom };
    }
  }
  throw new Error('No instant-bookable boat free for the change journey');
}

/** Picks a day in the modify page's calendar, moving month by month as a person does. */
async function pickDay(page: Page, date: string) {
  const day = page.locator(`.booking-modify__fieldset button[data-date="${date}"]`);
  for (let month = 0; month < 24 && (await day.count()) === 0; month++) {
    await page.locator('.booking-modify__fieldset .date-picker__nav button').last().click();
  }
  await day.click();
}

for (const run of RUNS) {
  test(`a date change in ${run.language} on a phone at ${run.timezoneId}: no page error on the change nor on the booking page`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const renter = await bearer(baseURL, 'renter');
    const http = await api.newContext({ baseURL });
    const booking = await instantBooking(http, renter, run.offset);
    await http.dispose();

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: run.locale,
      timezoneId: run.timezoneId,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies([{ name: 'bosun_consent', value: 'v1.a0s0d0', url: baseURL ?? '' }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror on ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console on ${page.url()}: ${message.text()}`);
    });
    const login = await page.request.post('/api/v6/auth/login', {
      data: { email: 'renter@bosun.test', password: PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const hydrated = () => expect(page.locator('.site[data-hydrated="true"]')).toBeVisible();
    const detailPath = `/${run.language}/booking/${booking.id}/detail`;

    await page.goto(detailPath);
    await hydrated();
    await page.goto(`/${run.language}/booking/${booking.id}/modify`);
    await hydrated();

    // Two days five weeks later (another month, often another price).
    const newFrom = addDays(booking.dateFrom, 36);
    await pickDay(page, newFrom);
    await pickDay(page, addDays(newFrom, 1));
    await expect(page.getByTestId('modify-quote')).toBeVisible();
    await page.locator('.booking-modify__summary button[type="submit"]').click();
    const pay = page.getByTestId('modification-pay');
    await expect(pay.or(page.locator('.booking-detail'))).toBeVisible();
    if (await pay.isVisible()) {
      await pay.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
      await pay.locator('input[name="expiry"]').fill('12/34');
      await pay.locator('input[name="cvc"]').fill('123');
      await pay.locator('button[type="submit"]').click();
    }
    await expect(page).toHaveURL(new RegExp(`${detailPath}$`));
    await expect(page.locator('.booking-detail')).toBeVisible();
    // The change's notice, as the page was reached.
    await expect(page.getByTestId('detail-notice')).not.toBeEmpty();

    // Back to the booking page by a full load (server render, then hydration), then through history.
    await page.reload();
    await hydrated();
    await expect(page.locator('.booking-detail')).toBeVisible();
    await page.goBack();
    await page.goForward();
    await expect(page.locator('.booking-detail')).toBeVisible();
    await page.goto(detailPath);
    await hydrated();
    // Hydration errors are reported after the first render: give them a moment.
    await page.waitForTimeout(1000);
    await page.screenshot({ path: test.info().outputPath(`detail-${run.language}-${run.offset}.png`) });
    expect(errors).toEqual([]);
    await context.close();
  });
}
