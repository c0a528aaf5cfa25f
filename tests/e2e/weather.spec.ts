import { type APIRequestContext, request as api, expect, type Page, test } from '@playwright/test';

/**
 * The bad-weather guarantee acts (DESIGN.md, "Weather"), on a phone. In Greek: the renter buys the
 * guarantee at checkout (their account credit a line of the price), a storm warning is raised on the
 * trip's day and the watching job tells both sides; the renter postpones to a free day in one tap, a
 * second storm comes, they cancel and get everything back but the guarantee's price; the owner sees
 * both on their page. In French: without the guarantee, the cancellation refunds the rental and the
 * service fee becomes credit, which the account shows and the next checkout spends before the card.
 * The dev routes raise the warnings (POST /api/dev/weather/warnings) and run the job
 * (POST /api/dev/weather/watch).
 */

const PASSWORD = 'Bosun-demo-2026';
const PHONE = { width: 390, height: 844 };

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The digits of a written amount: the figure, whatever its grouping ("1 234,50 €" → "123450"). */
const figure = (text: string | null) => (text ?? '').replace(/[^0-9]/g, '');
/** A written amount in minor units: the site writes cents only when there are some ("25 €", "190,65 €"). */
const minor = (text: string | null) =>
  /[.,]\d{2}(?!\d)/.test(text ?? '') ? Number(figure(text)) : Number(figure(text)) * 100;

async function bearerOf(email: string) {
  const context = await api.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await context.post('/api/v6/auth/login', { data: { email, password: PASSWORD } });
    expect(login.ok(), `${email}: ${login.status()} ${await login.text()}`).toBe(true);
    return { authorization: `Bearer ${(await login.json()).authToken}` };
  } finally {
    await context.dispose();
  }
}

const usedBoats = new Set<number>();

/**
 * An instant-booking boat, with its harbour, free on `days` (offsets from today) for one day each:
 * the trip's day in the next 72 hours, and the days it may move to.
 */
async function stormableBoat(request: APIRequestContext, offsets: number[]) {
  const manager = await bearerOf('manager@bosun.test');
  const xml = await (await request.get('/sitemap-products.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const today = new Date().toISOString().slice(0, 10);
  for (const path of paths) {
    const id = Number(path.split('-').pop());
    if (usedBoats.has(id)) continue;
    const product = await (await request.get(`/api/v6/products/${id}`)).json();
    if (!product.instantBooking || product.minimumDays > 1 || product.specifications.capacity < 2) continue;
    let free = true;
    for (const offset of offsets) {
      const day = addDays(today, offset);
      const quote = await (
        await request.get(`/api/v6/products/${id}/quote?dateFrom=${day}&dateTo=${day}&numberOfPeople=2`)
      ).json();
      if (!quote.available || quote.total > 500_000) free = false;
    }
    if (!free) continue;
    const boat = await (await request.get(`/api/admin/boats/${id}`, { headers: manager })).json();
    if (!boat.harbourId) continue;
    usedBoats.add(id);
    return { id, harbourId: boat.harbourId as number, days: offsets.map((o) => addDays(today, o)) };
  }
  throw new Error('No instant-booking boat free on those days in the seed');
}

async function refuseConsent(page: Page, language: string) {
  await page.goto(`/${language}`);
  const banner = page.locator('section.consent');
  await banner.waitFor({ state: 'visible', timeout: 15_000 });
  await banner.locator('.consent__actions button').first().click();
  await expect(banner).toBeHidden();
}

/** The renter books `day` on `boatId` through the checkout page, with or without the guarantee; answers the booking. */
async function bookThroughCheckout(
  page: Page,
  renter: Record<string, string>,
  trip: { boatId: number; day: string; guarantee: boolean; language: string; shot: string },
) {
  const created = await page.request.post(
    `/api/v6/products/${trip.boatId}/payment-sessions?_locale=${trip.language}`,
    { headers: renter, data: { dateFrom: trip.day, dateTo: trip.day, numberOfPeople: 2 } },
  );
  expect(created.status(), await created.text()).toBe(201);
  const { hash } = await created.json();
  await page.goto(`/${trip.language}/ps/${hash}`);
  const price = page.getByTestId('checkout-price');
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  if (trip.guarantee) {
    await page.locator('[data-insurance="cabWeather"] input').check();
    // the choice is saved and priced before anything is paid
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/api/v6/ps/${hash}/insurances`)).json()).cabWeather.selected,
      )
      .toBe(true);
    await expect(price).toHaveAttribute('aria-busy', 'false');
  }
  // the renter's credit pays before the card, as a line of the price
  const details = await (await page.request.get(`/api/v6/checkout/${hash}/price`)).json();
  if (details.voucherAmount > 0) {
    await expect(page.getByTestId('checkout-voucher-line')).toBeVisible();
    expect(minor(await page.getByTestId('checkout-by-card').textContent())).toBe(
      minor(await page.getByTestId('checkout-pay-now').textContent()) -
        minor(await page.getByTestId('checkout-voucher-amount').textContent()),
    );
  }
  await page.screenshot({ path: test.info().outputPath(trip.shot), fullPage: true });
  await page.locator('input[name="acceptedTerms"]').check();
  await page.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
  await page.locator('input[name="expiry"]').fill('12/34');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('.checkout-pay__button').click();
  await expect(page).toHaveURL(new RegExp(`/${trip.language}/ps/${hash}/success$`), { timeout: 20_000 });
  const { bookingId } = await (await page.request.get(`/api/v6/checkout/${hash}/success`)).json();
  const detail = await (await page.request.get(`/api/v6/booking/${bookingId}/detail`)).json();
  expect(detail.status).toBe('accepted');
  return { bookingId: bookingId as number, voucherAmount: details.eur.voucherAmount as number };
}

async function storm(request: APIRequestContext, harbourId: number, day: string) {
  expect((await request.post('/api/dev/weather/warnings', { data: { harbourId, day } })).status()).toBe(204);
  const run = await (await request.post('/api/dev/weather/watch')).json();
  expect(run.failedHarbours).toBe(0);
  return run;
}

/** The storm alerts the outbox holds for `to` about `bookingId`. */
async function alertsTo(request: APIRequestContext, to: string, bookingId: number) {
  const messages = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json();
  return messages.filter(
    (m: { template: string; payload: { bookingId?: number } }) =>
      m.template === 'weather.stormAlert' && m.payload.bookingId === bookingId,
  );
}

async function noOverflow(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe
  .serial('the weather guarantee, on a phone', () => {
    test('el: guarantee bought, storm notice, postponed in one tap, a second storm, cancelled, all back but its price', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(PHONE);
      // both days' slots (08:00 at the harbour) within the watch's 72 hours, whatever the hour now
      const first = new Date().getUTCHours() < 12 ? 1 : 2;
      const boat = await stormableBoat(request, [first, first + 1]);
      const [day, later] = boat.days;
      const login = await page.request.post('/api/v6/auth/login', {
        data: { email: 'renter@bosun.test', password: PASSWORD },
      });
      const renter = { authorization: `Bearer ${(await login.json()).authToken}` };
      await refuseConsent(page, 'el');
      const { bookingId } = await bookThroughCheckout(page, renter, {
        boatId: boat.id,
        day,
        guarantee: true,
        language: 'el',
        shot: '1-checkout-guarantee-el-phone.png',
      });

      // A storm warning on the trip's day: the job tells both sides, once.
      expect((await storm(request, boat.harbourId, day)).alerted).toBeGreaterThanOrEqual(1);
      expect((await request.post('/api/dev/weather/watch')).ok()).toBe(true);
      expect(await alertsTo(request, 'renter@bosun.test', bookingId)).toHaveLength(1);
      const manager = await bearerOf('manager@bosun.test');
      const record = await (
        await request.get(`/api/admin/bookings/${bookingId}`, { headers: manager })
      ).json();
      const ownerEmail = record.owner.email as string;
      expect(await alertsTo(request, ownerEmail, bookingId)).toHaveLength(1);

      await page.goto(`/el/booking/${bookingId}/detail`);
      const weather = page.getByTestId('detail-weather');
      await expect(weather.getByTestId('weather-forecast')).toContainText('Επίσημη προειδοποίηση καιρού');
      await expect(weather.getByTestId('weather-unsafe')).toBeVisible();
      await expect(weather).toContainText('Εγγύηση κακοκαιρίας');
      await noOverflow(page);
      await page.screenshot({ path: test.info().outputPath('2-storm-notice-el-phone.png'), fullPage: true });

      // Postponed to a free day in one tap: same money, new day.
      const statementBefore = await (await page.request.get(`/api/v6/booking/${bookingId}/statement`)).json();
      await weather.getByLabel('Νέα μέρα').fill(later);
      await weather.getByRole('button', { name: 'Μετάθεση' }).click();
      await expect(weather.getByTestId('weather-outcomes')).toContainText('Μετατέθηκε λόγω καιρού');
      const moved = await (await page.request.get(`/api/v6/booking/${bookingId}/detail`)).json();
      expect(moved.startDate).toBe(later);
      const statementMoved = await (await page.request.get(`/api/v6/booking/${bookingId}/statement`)).json();
      expect(statementMoved.totals).toEqual(statementBefore.totals);
      await page.screenshot({ path: test.info().outputPath('3-postponed-el-phone.png'), fullPage: true });

      // A second storm on the new day: told again, then cancelled for weather.
      expect((await storm(request, boat.harbourId, later)).alerted).toBeGreaterThanOrEqual(1);
      expect(await alertsTo(request, 'renter@bosun.test', bookingId)).toHaveLength(2);
      await page.reload();
      const preview = await weather.getByTestId('weather-preview').textContent();
      await weather.getByRole('button', { name: 'Ακύρωση λόγω καιρού' }).click();
      await expect(weather.getByTestId('weather-outcomes')).toContainText('Ακυρώθηκε λόγω καιρού');
      const statement = page.getByTestId('statement');
      const refunded = statement.locator('[data-line="refunded"] .detail-movements__amount');
      await expect(refunded).toHaveCount(1);
      // what the preview promised is what the card got back: everything paid by card but the guarantee
      const after = await (await page.request.get(`/api/v6/booking/${bookingId}/statement`)).json();
      expect(figure(preview)).toContain(figure(await refunded.textContent()));
      expect(minor(await page.getByTestId('refunded-amount').textContent())).toBe(after.totals.refunded);
      const { guaranteePrice } = await (
        await page.request.get(`/api/v6/booking/${bookingId}/weather`)
      ).json();
      expect(guaranteePrice).toBeGreaterThan(0);
      expect(after.totals.refunded).toBe(statementBefore.totals.paid - guaranteePrice);
      // worded as a weather refund, not by the cancellation policy's share
      await expect(statement.locator('[data-line="refunded"]')).toContainText(
        'σύμφωνα με τους κανόνες καιρού',
      );
      await expect(statement.locator('[data-line="refunded"]')).not.toContainText('πολιτικής ακύρωσης');
      await expect(page.getByTestId('cancelled-at')).toContainText('Καιρός');
      await noOverflow(page);
      await page.screenshot({ path: test.info().outputPath('4-cancelled-el-phone.png'), fullPage: true });

      // The owner sees both on their page, in Greek, and earns nothing from it.
      const ownerContext = await browser.newContext({ viewport: PHONE });
      const owner = await ownerContext.newPage();
      await owner.request.post('/api/v6/auth/login', { data: { email: ownerEmail, password: PASSWORD } });
      await refuseConsent(owner, 'el');
      await owner.goto(`/el/booking/${bookingId}/detail`);
      const outcomes = owner.getByTestId('weather-outcomes');
      await expect(outcomes).toContainText('Μετατέθηκε λόγω καιρού');
      await expect(outcomes).toContainText('Ακυρώθηκε λόγω καιρού');
      await owner.screenshot({ path: test.info().outputPath('5-owner-el-phone.png'), fullPage: true });
      await ownerContext.close();
    });

    test('fr: without the guarantee, the fee becomes credit, shown in the account and spent at the next checkout', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(PHONE);
      const boat = await stormableBoat(request, [2]);
      const [day] = boat.days;
      const login = await page.request.post('/api/v6/auth/login', {
        data: { email: 'renter@bosun.test', password: PASSWORD },
      });
      const renter = { authorization: `Bearer ${(await login.json()).authToken}` };
      await refuseConsent(page, 'fr');
      const { bookingId } = await bookThroughCheckout(page, renter, {
        boatId: boat.id,
        day,
        guarantee: false,
        language: 'fr',
        shot: '6-checkout-fr-phone.png',
      });
      await storm(request, boat.harbourId, day);
      expect(await alertsTo(request, 'renter@bosun.test', bookingId)).toHaveLength(1);

      await page.goto(`/fr/booking/${bookingId}/detail`);
      const weather = page.getByTestId('detail-weather');
      await expect(weather.getByTestId('weather-forecast')).toContainText('Avis officiel de vigilance météo');
      await expect(weather).toContainText('Sans la garantie météo');
      const detail = await (await page.request.get(`/api/v6/booking/${bookingId}/detail`)).json();
      const fee = (detail.priceLines as { key: string; amount: number }[])
        .filter((line) => line.key === 'serviceFee')
        .reduce((sum, line) => sum + line.amount, 0);
      expect(fee).toBeGreaterThan(0);
      await weather.getByRole('button', { name: 'Annuler pour météo' }).click();
      await expect(weather.getByTestId('weather-outcomes')).toContainText('Annulée pour météo');
      const statement = page.getByTestId('statement');
      await expect(statement.locator('[data-line="voucher"][data-state="done"]').first()).toContainText(
        'Avoir ajouté à votre compte',
      );
      await page.screenshot({ path: test.info().outputPath('7-cancelled-fr-phone.png'), fullPage: true });

      // The account shows the weather credit.
      await page.goto('/fr/account');
      const vouchers = page.getByTestId('account-vouchers');
      await expect(vouchers).toContainText('Frais de service d’une sortie annulée pour météo');
      await noOverflow(page);
      await page.screenshot({
        path: test.info().outputPath('8-account-credit-fr-phone.png'),
        fullPage: true,
      });

      // The next checkout spends it before the card, and the booking's statement says so.
      const next = await stormableBoat(request, [20]);
      const spent = await bookThroughCheckout(page, renter, {
        boatId: next.id,
        day: next.days[0],
        guarantee: false,
        language: 'fr',
        shot: '9-checkout-credit-fr-phone.png',
      });
      expect(spent.voucherAmount).toBeGreaterThanOrEqual(fee);
      await page.goto(`/fr/booking/${spent.bookingId}/detail`);
      await expect(page.locator('dt', { hasText: 'Payé avec votre avoir' })).toBeVisible();
      expect(minor(await page.getByTestId('voucher-paid-amount').textContent())).toBe(spent.voucherAmount);
      await page.screenshot({ path: test.info().outputPath('10-spent-fr-phone.png'), fullPage: true });
    });
  });
