import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { installTestApp } from './appBridge.ts';

const PASSWORD = 'Bosun-demo-2026';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A published instant-booking boat and a free week ahead (as the checkout journeys find one). */
async function bookableTrip(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap-products.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const today = new Date().toISOString().slice(0, 10);
  for (const path of paths.slice(5)) {
    const id = Number(path.split('-').pop());
    const product = await (await request.get(`/api/v6/products/${id}`)).json();
    if (product.minimumDays > 6 || product.specifications.capacity < 2 || !product.instantBooking) continue;
    for (let offset = 150; offset < 270; offset += 13) {
      const dateFrom = addDays(today, offset);
      const dateTo = addDays(dateFrom, 6);
      const quote = await (
        await request.get(
          `/api/v6/products/${id}/quote?dateFrom=${dateFrom}&dateTo=${dateTo}&numberOfPeople=2`,
        )
      ).json();
      if (quote.available) return { id, dateFrom, dateTo };
    }
  }
  throw new Error('No bookable boat in the seed');
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );

test('no A/B cookie is written while the consent banner is still open', async ({ page, context }) => {
  await page.goto('/fr/location-bateau/marseille');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tout accepter' })).toBeVisible();
  await page.waitForTimeout(500);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('ab_variation');
  // Once analytics are allowed, the visitor keeps the variation the search drew.
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  await page.goto('/fr/location-bateau/cassis');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
    .toContain('ab_variation');
});

test('the data layer hears the sign-in, the checkout’s start and the purchase', async ({ page, request }) => {
  const trip = await bookableTrip(request);
  const product = await (await request.get(`/api/v6/products/${trip.id}?_locale=en`)).json();
  await page.goto(`/en${product.paths.en}?dateFrom=${trip.dateFrom}&dateTo=${trip.dateTo}&numberOfPeople=2`);
  await expect(page.locator('[data-testid="quote-total"]')).toBeVisible();
  await page.locator('.booking-box__book').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="email"]').first().fill('renter@bosun.test');
  await dialog.locator('button[type="submit"]').first().click();
  await dialog.locator('input[type="password"]').fill(PASSWORD);
  await dialog.locator('button[type="submit"]').first().click();
  await expect(dialog.locator('input[type="password"]')).toHaveCount(0);
  await expect.poll(() => dataLayerEvents(page)).toContain('login');
  const login = await page.evaluate(() =>
    (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.find(
      (e) => e.event === 'login',
    ),
  );
  expect(login).toMatchObject({ method: 'email', hashedEmail: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(JSON.stringify(login)).not.toContain('renter@bosun.test');

  await dialog.locator('button.auth-funnel__submit').click();
  await expect(page).toHaveURL(/\/en\/ps\/[A-Za-z0-9_-]{16,}$/);
  await expect.poll(() => dataLayerEvents(page)).toContain('begin_checkout');

  await page.locator('input[name="acceptedTerms"]').check();
  await page.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
  await page.locator('input[name="expiry"]').fill('12/34');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('.checkout-pay__button').click();
  await expect(page).toHaveURL(/\/en\/ps\/[A-Za-z0-9_-]{16,}\/success$/);
  await expect(page.getByTestId('checkout-success')).toBeVisible();
  await expect.poll(() => dataLayerEvents(page)).toContain('purchase');
});

test('in the app, a push registration that fails on the network is said on the page, not left unhandled', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  await installTestApp(context, baseURL as string, '4.2.0', {
    platform: 'android',
    trackingStatus: 'authorized',
    trackingAnswer: 'authorized',
    pushStatus: 'authorized',
    pushAnswer: 'authorized',
    deviceToken: `e2e-android-${Date.now()}`,
    fcmToken: `e2e-fcm-${Date.now()}`,
  });
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  // The site's calls carry the reader's language as a query (DESIGN "whose language a text is in"),
  // so the route is matched on the path alone.
  await page.route(
    (url) => url.pathname === '/api/v6/account/device',
    (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()),
  );
  await page.goto('/en');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail address').fill('renter@bosun.test');
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('push-failed')).toContainText('Notifications could not be set up');
  expect(uncaught).toEqual([]);
  await context.close();
});
