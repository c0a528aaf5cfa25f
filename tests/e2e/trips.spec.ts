import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';

const PASSWORD = 'Bosun-demo-2026';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Trip {
  id: number;
  dateFrom: string;
  dateTo: string;
}

const usedStarts = new Set<string>();

/** A boat that is not instant-bookable (so paying sends a request) with three free days ahead. */
async function requestTrip(request: APIRequestContext, minOffset: number): Promise<Trip> {
  const xml = await (await request.get('/sitemap-products.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const today = new Date().toISOString().slice(0, 10);
  for (const path of paths) {
    const id = Number(path.split('-').pop());
    const product = await (await request.get(`/api/v6/products/${id}`)).json();
    if (product.instantBooking || product.minimumDays > 3 || product.specifications.capacity < 2) continue;
    for (let offset = minOffset; offset < minOffset + 120; offset += 9) {
      const dateFrom = addDays(today, offset);
      const dateTo = addDays(dateFrom, 2);
      if (usedStarts.has(`${id}:${dateFrom}`)) continue;
      const quote = await (
        await request.get(
          `/api/v6/products/${id}/quote?dateFrom=${dateFrom}&dateTo=${dateTo}&numberOfPeople=2`,
        )
      ).json();
      if (!quote.available) continue;
      usedStarts.add(`${id}:${dateFrom}`);
      return { id, dateFrom, dateTo };
    }
  }
  throw new Error('No request-only boat with free days in the seed');
}

async function signIn(page: Page, who: 'renter' | 'owner'): Promise<Record<string, string>> {
  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: `${who}@bosun.test`, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).authToken}` };
}

/** The renter pays a request with the sandbox card; returns the new booking's id and a Bearer header. */
async function payRequest(
  page: Page,
  trip: Trip,
  language: string,
): Promise<{ bookingId: number; bearer: Record<string, string> }> {
  const bearer = await signIn(page, 'renter');
  const created = await page.request.post(
    `/api/v6/products/${trip.id}/payment-sessions?_locale=${language}`,
    {
      headers: bearer,
      data: { dateFrom: trip.dateFrom, dateTo: trip.dateTo, numberOfPeople: 2 },
    },
  );
  expect(created.status()).toBe(201);
  const { hash } = await created.json();
  await page.goto(`/${language}/ps/${hash}`);
  await page.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
  await page.locator('input[name="expiry"]').fill('12/34');
  await page.locator('input[name="cvc"]').fill('123');
  const pay = page.locator('.checkout-pay__button');
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(new RegExp(`/${language}/ps/${hash}/success$`));
  const { bookingId } = await (await page.request.get(`/api/v6/checkout/${hash}/success`)).json();
  return { bookingId, bearer };
}

async function ownerPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, 'owner');
  return { page, close: () => context.close() };
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe
  .serial('a booking from request to cancellation', () => {
    let bookingId = 0;

    test('fr, phone: the renter pays a request, sees it on hold, and finds it under requests', async ({
      page,
      request,
    }) => {
      await page.setViewportSize(PHONE);
      bookingId = (await payRequest(page, await requestTrip(request, 30), 'fr')).bookingId;
      await page.goto(`/fr/booking/${bookingId}/detail`);
      await expect(page.getByTestId('payment-on-hold')).toContainText('pas débité');
      await expect(page.locator('.booking-detail .trip-status')).toHaveText(
        'Demande envoyée, en attente du propriétaire',
      );
      await expectNoSidewaysScroll(page);

      await page.goto('/fr/account/bookings?tab=requests');
      await expect(page.getByRole('link', { name: /Demandes/, exact: false })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.locator(`[data-booking-id="${bookingId}"]`)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('fr, phone: the owner accepts it from account/bookings', async ({ browser }) => {
      const owner = await ownerPage(browser, PHONE);
      await owner.page.goto('/fr/account/bookings?role=owner&tab=requests');
      await expect(owner.page.getByRole('link', { name: 'En tant que propriétaire' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const row = owner.page.locator(`[data-booking-id="${bookingId}"]`);
      await expect(row.locator('.trip-time-left')).toContainText('pour répondre');
      await expectNoSidewaysScroll(owner.page);
      await row.getByRole('button', { name: /^Accepter/ }).click();
      await expect(owner.page.getByRole('status').filter({ hasText: 'Demande acceptée' })).toBeVisible();
      await expect(row).toHaveCount(0);
      await owner.close();
    });

    test('en, desktop: the renter sees it confirmed, cancels with the preview first, and sees the refund', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await signIn(page, 'renter');
      await page.goto(`/en/booking/${bookingId}/detail`);
      await expect(page.locator('.booking-detail .trip-status').first()).toHaveText('Confirmed');
      await expect(page.getByTestId('payment-on-hold')).toHaveCount(0);
      await page.getByRole('button', { name: 'Cancel the booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await expect(dialog.getByTestId('cancel-preview')).toBeVisible();
      const refund = (await dialog.getByTestId('cancel-refund').textContent()) ?? '';
      expect(refund).toMatch(/€/);
      await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
      await expect(page.getByTestId('detail-notice')).toContainText('The booking is cancelled');
      await expect(page.locator('.booking-detail .trip-status').first()).toHaveText(
        'Cancelled by the renter',
      );
      await page.reload();
      await expect(page.getByTestId('cancelled-at')).toBeVisible();
      if (refund !== '€0') await expect(page.getByTestId('refunded-amount')).toHaveText(refund);
    });

    test('de, phone: a request nobody answers expires with the dev clock, and its hold is released', async ({
      page,
      request,
    }) => {
      await page.setViewportSize(PHONE);
      // Bearer calls: a cookie-authenticated POST would need the CSRF header.
      const { bookingId: expiring, bearer } = await payRequest(page, await requestTrip(request, 45), 'de');
      try {
        const later = new Date(Date.now() + 49 * 3_600_000).toISOString();
        const clock = await page.request.post('/api/dev/clock', { headers: bearer, data: { now: later } });
        expect(clock.status()).toBe(200);
        expect((await page.request.post('/api/dev/jobs/run', { headers: bearer })).status()).toBe(200);
      } finally {
        await page.request.post('/api/dev/clock', { headers: bearer, data: { now: null } });
      }
      await page.goto(`/de/booking/${expiring}/detail`);
      await expect(page.locator('.booking-detail .trip-status').first()).toHaveText(
        'Abgelaufen: keine Antwort rechtzeitig',
      );
      await expect(page.getByTestId('payment-on-hold')).toHaveCount(0);
      await expect(page.locator('.detail-timeline li').last()).toContainText('automatisch');
      await page.goto('/de/account/bookings?tab=cancelled');
      await expect(page.locator(`[data-booking-id="${expiring}"]`)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('en: a booking of someone else is not found, for the page and for the API', async ({ browser }) => {
      // A booking of the owner's boats made by another renter: nothing of the demo renter's.
      const owner = await ownerPage(browser, DESKTOP);
      const lists = await Promise.all(
        ['upcoming', 'past', 'cancelled'].map(
          async (tab) =>
            (await (await owner.page.request.get(`/api/v6/account/bookings?role=owner&tab=${tab}`)).json())
              .items,
        ),
      );
      await owner.close();
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      await signIn(page, 'renter');
      const renterId = (await (await page.request.get('/api/v6/account/profile')).json()).id;
      const someoneElses = (lists.flat() as { id: number; counterpart: { id: number } }[]).find(
        (booking) => booking.counterpart.id !== renterId,
      )?.id;
      expect(someoneElses).toBeDefined();
      const response = await page.goto(`/en/booking/${someoneElses}/detail`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      expect((await page.request.get(`/api/v6/booking/${someoneElses}/detail`)).status()).toBe(404);
      await context.close();
    });
  });

test('en, phone: the account root and favourites work on a phone with the shell’s tabs', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'renter');
  await page.goto('/en/account');
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'What is waiting' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Favourites' }).click();
  // English is the default language: its links carry no prefix.
  await expect(page).toHaveURL(/\/account\/favourites$/);
  const cards = page.locator('.favourites__grid .result-card');
  const count = await cards.count();
  if (count > 0) {
    const title = (await cards.first().locator('.result-card__title').textContent()) ?? '';
    await cards
      .first()
      .getByRole('button', { name: /Remove|favourites/i })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'was removed from your favourites' }),
    ).toContainText(title);
    await expect(cards).toHaveCount(count - 1);
  } else {
    await expect(page.getByTestId('favourites-empty')).toBeVisible();
  }
  await expectNoSidewaysScroll(page);
});
