import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type APIRequestContext,
  request as api,
  type Browser,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { searchPath } from '../../shared/routing/routeWords.ts';
import { payByApi } from './payByApi.ts';

/**
 * The three role journeys end to end (renter, owner, staff), each in French and Greek on a phone and
 * in English on a desktop, with a screenshot per step attached to the test (test-results/…).
 * Run: E2E_PORT=3424 npx playwright test tests/e2e/role-journeys.spec.ts
 */

const PASSWORD = 'Bosun-demo-2026';
const RUNS = [
  { language: 'fr', locale: 'fr-FR', viewport: { width: 390, height: 844 }, phone: true },
  { language: 'el', locale: 'el-GR', viewport: { width: 390, height: 844 }, phone: true },
  { language: 'en', locale: 'en-GB', viewport: { width: 1366, height: 768 }, phone: false },
] as const;
type Run = (typeof RUNS)[number];

const words = (language: string) =>
  JSON.parse(readFileSync(join(process.cwd(), `public-site/public/i18n/bosun/${language}.json`), 'utf8'));

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);
/** The site's paths carry the language, but for English (the default) which may go without. */
const prefix = (run: Run) => (run.language === 'en' ? '(/en)?' : `/${run.language}`);
/** Each run books its own days, far apart, so that runs and other specs never meet. */
const firstOffset = (run: Run) => 150 + RUNS.indexOf(run) * 40;

/** A browser of the run's size and language, the consent already answered (refused). */
async function openBrowser(browser: Browser, run: Run, baseURL: string | undefined) {
  const context = await browser.newContext({
    viewport: run.viewport,
    locale: run.locale,
    isMobile: run.phone,
    hasTouch: run.phone,
  });
  await context.addCookies([{ name: 'bosun_consent', value: 'v1.a0s0d0', url: baseURL ?? '' }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** One screenshot per step, attached to the test and kept under test-results. */
function stepper(page: Page, testInfo: TestInfo, prefix: string) {
  let n = 0;
  return async (name: string) => {
    n += 1;
    const path = testInfo.outputPath(`${prefix}-${String(n).padStart(2, '0')}-${name}.png`);
    await page.screenshot({ path, fullPage: false });
    await testInfo.attach(`${prefix} ${n} ${name}`, { path, contentType: 'image/png' });
    // Nothing on the page is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name}: sideways scroll`).toBeLessThanOrEqual(0);
  };
}

/** A Bearer header for API set-up, from a context of its own (a shared one would hold a session cookie). */
async function bearer(baseURL: string | undefined, who: string) {
  const fresh = await api.newContext({ baseURL });
  const login = await fresh.post('/api/v6/auth/login', {
    data: { email: `${who}@bosun.test`, password: PASSWORD },
  });
  expect(login.ok(), `${who} signs in: ${login.status()} ${await login.text()}`).toBe(true);
  const token = (await login.json()).authToken;
  await fresh.dispose();
  return { authorization: `Bearer ${token}` };
}

const hydrated = (page: Page) => expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();

/** Signs in on the site's sign-in page, as a person does, and lands on `next`. */
async function signInOnSite(page: Page, run: Run, who: string, next: string) {
  await page.goto(`/${run.language}/login?next=${encodeURIComponent(next)}`);
  await hydrated(page);
  await page.locator('input[type="email"]').first().fill(`${who}@bosun.test`);
  await page.locator('button[type="submit"]').first().click();
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').first().click();
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  const carryOn = page.locator('.auth-funnel__submit');
  if (await carryOn.isVisible()) await carryOn.click();
}

for (const run of RUNS) {
  test(`renter, ${run.language}${run.phone ? ' on a phone' : ' on a desktop'}: search with dates, book and pay, the booking, a message to the owner`, async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = words(run.language);
    const { context, page, errors } = await openBrowser(browser, run, baseURL);
    const step = stepper(page, testInfo, `renter-${run.language}`);
    await page.request.post('/api/v6/auth/login', {
      data: { email: 'renter@bosun.test', password: PASSWORD },
    });

    // A city with many boats; the first instant-bookable result free for the week is booked.
    const { products } = await (
      await request.get(`/api/v6/products?limit=100&_locale=${run.language}`)
    ).json();
    const counts = new Map<string, number>();
    for (const p of products as { citySlug: string }[])
      counts.set(p.citySlug, (counts.get(p.citySlug) ?? 0) + 1);
    const city = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
    let chosen: { href: string; dateFrom: string; dateTo: string } | undefined;
    for (let offset = firstOffset(run); !chosen && offset < firstOffset(run) + 40; offset += 9) {
      const dateFrom = addDays(today(), offset);
      const dateTo = addDays(dateFrom, 3);
      await page.goto(
        `${searchPath(run.language as LanguageCode, { placeSlug: city, defaultLanguage: 'en' })}?dateFrom=${dateFrom}&dateTo=${dateTo}&numberOfPeople=2`,
      );
      await hydrated(page);
      await expect(page.locator('.result-card').first()).toBeVisible();
      const hrefs = await page
        .locator('.result-card a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      for (const href of [...new Set(hrefs)]) {
        const id = Number(new URL(href, 'http://x').pathname.split('-').pop());
        const product = await (await request.get(`/api/v6/products/${id}`)).json();
        if (!product.instantBooking || product.minimumDays > 3) continue;
        const quote = await (
          await request.get(
            `/api/v6/products/${id}/quote?dateFrom=${dateFrom}&dateTo=${dateTo}&numberOfPeople=2`,
          )
        ).json();
        if (quote.available) {
          chosen = { href, dateFrom, dateTo };
          break;
        }
      }
    }
    if (!chosen) throw new Error('No instant-bookable boat free in the searched weeks');
    expect(page.url()).toContain(`dateFrom=${chosen.dateFrom}`);
    await step('search');

    // The product page keeps the search's dates and prices them.
    const card = page.locator(`.result-card a[href="${chosen.href}"]`).first();
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`dateFrom=${chosen.dateFrom}`));
    await hydrated(page);
    await expect(page.locator('[data-testid="quote-total"]').first()).toBeVisible();
    await step('product');

    await page.locator('.booking-box__book').first().click();
    const carryOn = page.locator('.auth-funnel__submit');
    await expect(page.locator('.checkout-pay__button').or(carryOn)).toBeVisible();
    if (await carryOn.isVisible()) await carryOn.click();
    await expect(page).toHaveURL(new RegExp(`${prefix(run)}/ps/[A-Za-z0-9_-]{16,}$`));
    await page.locator('input[name="acceptedTerms"]').check();
    await page.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
    await page.locator('input[name="expiry"]').fill('12/34');
    await page.locator('input[name="cvc"]').fill('123');
    await step('checkout');
    await page.locator('.checkout-pay__button').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(run)}/ps/[A-Za-z0-9_-]+/success$`));
    await expect(page.getByTestId('checkout-success')).toBeVisible();
    await step('paid');

    // The success page leads to the booking's own page, which offers to write to the owner.
    await page.locator('a[href*="/booking/"][href$="/detail"]').first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix(run)}/booking/\\d+/detail$`));
    await hydrated(page);
    await expect(page.locator('.booking-detail')).toBeVisible();
    const messageOwner = page.getByTestId('message-party');
    await expect(messageOwner).toHaveText(t.trips.detail.messageOwner);
    await step('booking');

    await messageOwner.click();
    await expect(page).toHaveURL(new RegExp(`${prefix(run)}/account/chat/`));
    await hydrated(page);
    const text = `${run.language}: ${Date.now()}`;
    const composer = page.locator('.chat-composer textarea, .chat-composer input[type="text"]').first();
    await composer.fill(text);
    await composer.press('Enter');
    const sent = page.locator('.chat-message.is-mine').filter({ hasText: text });
    await expect(sent).toBeVisible();
    await expect(sent).not.toHaveClass(/is-sending/);
    await step('message');
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`owner, ${run.language}${run.phone ? ' on a phone' : ' on a desktop'}: sign in, requests, accept, calendar, earnings`, async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = words(run.language);
    const booking = await requestOnOwnersBoat(request, baseURL, firstOffset(run) + 20);
    const { context, page, errors } = await openBrowser(browser, run, baseURL);
    const step = stepper(page, testInfo, `owner-${run.language}`);

    const requests = `/${run.language}/account/bookings?role=owner&tab=requests`;
    await signInOnSite(page, run, 'owner', requests);
    await expect(page).toHaveURL(/\/account\/bookings\?role=owner&tab=requests$/);
    await hydrated(page);
    const row = page.locator(`[data-booking-id="${booking.id}"]`);
    await expect(row).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await step('requests');

    await row.getByRole('button', { name: new RegExp(`^${t.trips.owner.accept}`) }).click();
    await expect(row).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await step('accepted');
    const detail = await (await page.request.get(`/api/v6/booking/${booking.id}/detail`)).json();
    expect(detail.status).toBe('accepted');

    // The boat's calendar in the month of the trip shows its days taken.
    await page.goto(
      `/${run.language}/account/listing/calendar/${booking.productId}?month=${booking.dateFrom.slice(0, 7)}`,
    );
    await hydrated(page);
    await expect(page.locator(`[data-date="${booking.dateFrom}"]`).first()).toBeVisible();
    await page.locator(`[data-date="${booking.dateFrom}"]`).first().scrollIntoViewIfNeeded();
    await step('calendar');

    await page.goto(`/${run.language}/account/earnings`);
    await hydrated(page);
    await expect(page.locator('.earnings').first()).toBeVisible();
    await step('earnings');
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`staff, ${run.language}${run.phone ? ' on a phone' : ' on a desktop'}: console sign-in, bookings, a booking, a conversation`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { context, page, errors } = await openBrowser(browser, run, baseURL);
    const step = stepper(page, testInfo, `staff-${run.language}`);
    await page.goto('/admin');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('support@bosun.test');
    await page.locator('input[type="password"]').fill(PASSWORD);
    await step('sign-in');
    await page.locator('button[type="submit"]').click();
    // Support lands on the conversations.
    await expect(page).toHaveURL(/#\/conversations/);

    await page.goto('/admin/#/bookings');
    const rows = page.getByRole('grid').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await step('bookings');
    await rows.nth(1).getByRole('gridcell').first().click();
    await expect(page).toHaveURL(/#\/bookings\/\d+\/show/);
    await expect(page.getByRole('tab').first()).toBeVisible();
    // The whole record, not only the list's row that stands in for it while it loads.
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
    await step('booking');

    await page.goto('/admin/#/conversations');
    const conversation = page.locator('table tbody tr').first();
    await expect(conversation).toBeVisible();
    await conversation.click();
    await expect(page).toHaveURL(/#\/conversations\/\d+\/show/);
    // The thread's messages (an ordered list), in the console's language.
    await expect(page.locator('main ol').first().locator('li').first()).toBeVisible();
    await step('conversation');
    expect(errors).toEqual([]);
    await context.close();
  });
}

/** A request (not instant) of the demo renter on one of the demo owner's boats, paid with the sandbox card. */
async function requestOnOwnersBoat(http: APIRequestContext, baseURL: string | undefined, offset: number) {
  const renter = await bearer(baseURL, 'renter');
  const owner = await bearer(baseURL, 'owner');
  const { listings } = await (
    await http.get('/api/v6/account/listings?state=published', { headers: owner })
  ).json();
  for (const listing of listings as { id: number; kind: string; state: string }[]) {
    if (listing.kind !== 'boat') continue;
    const product = await (await http.get(`/api/v6/products/${listing.id}`)).json();
    if (product.instantBooking || product.minimumDays > 2) continue;
    for (let start = offset; start < offset + 30; start += 5) {
      const dateFrom = addDays(today(), start);
      const dateTo = addDays(dateFrom, 2);
      const bookingId = await payByApi(http, renter, listing.id, { dateFrom, dateTo, locale: 'en' });
      if (bookingId) return { id: bookingId, productId: listing.id, dateFrom };
    }
  }
  throw new Error('No request-only boat of the demo owner with free days');
}
