import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const PASSWORD = 'Bosun-demo-2026';
const CARD = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0027 6000 3184',
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Trip {
  id: number;
  path: string;
  dateFrom: string;
  dateTo: string;
}

const usedStarts = new Set<string>();

/**
 * A published boat and a week of free days at least `minOffset` days ahead whose total reaches
 * `minTotal` (EUR minor units): far and big enough for a down payment when asked.
 */
async function bookableTrip(request: APIRequestContext, minOffset: number, minTotal: number): Promise<Trip> {
  const xml = await (await request.get('/sitemap-products.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const today = new Date().toISOString().slice(0, 10);
  for (const path of paths.slice(3)) {
    const id = Number(path.split('-').pop());
    const product = await (await request.get(`/api/v6/products/${id}`)).json();
    if (product.minimumDays > 6 || product.specifications.capacity < 2 || !product.instantBooking) continue;
    for (let offset = minOffset; offset < minOffset + 120; offset += 11) {
      const dateFrom = addDays(today, offset);
      const dateTo = addDays(dateFrom, 6);
      if (usedStarts.has(`${id}:${dateFrom}`)) continue;
      const quote = await (
        await request.get(
          `/api/v6/products/${id}/quote?dateFrom=${dateFrom}&dateTo=${dateTo}&numberOfPeople=2`,
        )
      ).json();
      if (!quote.available || quote.total < minTotal) continue;
      usedStarts.add(`${id}:${dateFrom}`);
      return { id, path, dateFrom, dateTo };
    }
  }
  throw new Error('No bookable boat in the seed');
}

/** Signs the page's browser in as the demo renter (cookie) and returns a Bearer header for API set-up. */
async function signIn(page: Page): Promise<Record<string, string>> {
  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: 'renter@bosun.test', password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).authToken}` };
}

async function newSession(page: Page, bearer: Record<string, string>, trip: Trip, language: string) {
  const created = await page.request.post(
    `/api/v6/products/${trip.id}/payment-sessions?_locale=${language}`,
    {
      headers: bearer,
      data: { dateFrom: trip.dateFrom, dateTo: trip.dateTo, numberOfPeople: 2 },
    },
  );
  expect(created.status()).toBe(201);
  return (await created.json()) as { hash: string; url: string };
}

async function fillCard(page: Page, number: string) {
  await page.locator('input[name="cardNumber"]').fill(number);
  await page.locator('input[name="expiry"]').fill('12/34');
  await page.locator('input[name="cvc"]').fill('123');
}

/** The checkout asks the renter to accept the terms and the cancellation policy before paying (issue 23). */
async function acceptTerms(page: Page) {
  const box = page.locator('input[name="acceptedTerms"]');
  await expect(page.locator('.checkout-pay__button')).toBeDisabled();
  await box.check();
}

async function payButton(page: Page) {
  const button = page.locator('.checkout-pay__button');
  await expect(button).toBeEnabled();
  return button;
}

test.describe
  .serial('checkout journeys', () => {
    let downPaymentBookingId = 0;
    let paidBookingId = 0;

    test('fr: from the product page, book, insure, apply a promo code, choose a down payment and pay', async ({
      page,
      request,
    }) => {
      const trip = await bookableTrip(request, 60, 120_000);
      const product = await (await request.get(`/api/v6/products/${trip.id}?_locale=fr`)).json();
      await page.goto(
        `/fr${product.paths.fr}?dateFrom=${trip.dateFrom}&dateTo=${trip.dateTo}&numberOfPeople=2`,
      );
      await expect(page.locator('[data-testid="quote-total"]')).toBeVisible();
      await page.locator('.booking-box__book').click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type="email"]').first().fill('renter@bosun.test');
      await dialog.locator('button[type="submit"]').first().click();
      await dialog.locator('input[type="password"]').fill(PASSWORD);
      await dialog.locator('button[type="submit"]').first().click();
      await expect(dialog.locator('input[type="password"]')).toHaveCount(0);
      await dialog.locator('button.auth-funnel__submit').click();

      await expect(page).toHaveURL(/\/fr\/ps\/[A-Za-z0-9_-]{16,}$/);
      const hash = page.url().split('/ps/')[1];
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmer et payer');
      await expect(page.getByTestId('sandbox-notice')).toContainText('Paiements de test');
      await expect(page.getByTestId('charged-in-eur')).toContainText('débitée en EUR');
      const total = page.getByTestId('checkout-total');
      const before = await total.textContent();

      await page.locator('[data-insurance="cabWeather"] input').check();
      await expect(page.getByTestId('checkout-price')).toHaveAttribute('aria-busy', 'false');
      await expect(total).not.toHaveText(before ?? '');
      const insured = await total.textContent();

      await page.getByLabel('Votre code').fill('NOPE');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await expect(page.locator('#promo-error')).toHaveText('Ce code n’existe pas. Vérifiez l’orthographe.');
      await page.getByLabel('Votre code').fill('WELCOME10');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await expect(page.getByTestId('promo-applied')).toHaveText('Code WELCOME10 appliqué');
      await expect(total).not.toHaveText(insured ?? '');

      const payNow = page.getByTestId('checkout-pay-now');
      const fullNow = await payNow.textContent();
      await page.getByLabel(/Payer un acompte/).check();
      await expect(page.getByTestId('balance-date')).toContainText('prélevés automatiquement le');
      await expect(payNow).not.toHaveText(fullNow ?? '');
      // The price on screen is the server's.
      const serverPrice = await (
        await page.request.get(`/api/v6/checkout/${hash}/price?_locale=fr&currency=EUR`)
      ).json();
      expect(serverPrice.downPayment.isSelected).toBe(true);
      expect(serverPrice.promoCode.code).toBe('WELCOME10');

      await acceptTerms(page);
      await fillCard(page, CARD.ok);
      await (await payButton(page)).click();
      await expect(page).toHaveURL(new RegExp(`/fr/ps/${hash}/success$`));
      await expect(page.getByTestId('checkout-success')).toContainText('Votre réservation est confirmée');
      await expect(page.getByTestId('success-balance')).toBeVisible();
      const success = await (await page.request.get(`/api/v6/checkout/${hash}/success`)).json();
      downPaymentBookingId = success.bookingId;
      expect(downPaymentBookingId).toBeGreaterThan(0);
    });

    test('de: a 3-D Secure card goes through the sandbox challenge and is approved', async ({
      page,
      request,
    }) => {
      const bearer = await signIn(page);
      const trip = await bookableTrip(request, 20, 0);
      const { hash } = await newSession(page, bearer, trip, 'de');
      await page.goto(`/de/ps/${hash}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestätigen und bezahlen');
      await acceptTerms(page);
      await fillCard(page, CARD.threeDSecure);
      await (await payButton(page)).click();
      await expect(page).toHaveURL(/\/de\/ps\/fingerprint\?payment_intent=pi_/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Zahlung bestätigen');
      await page.getByRole('button', { name: 'Zahlung freigeben' }).click();
      await expect(page).toHaveURL(new RegExp(`/de/ps/${hash}/success$`));
      await expect(page.getByTestId('checkout-success')).toContainText('Ihre Buchung ist bestätigt');
    });

    test('en: a declined card says what to do, then another card pays', async ({ page, request }) => {
      const bearer = await signIn(page);
      const trip = await bookableTrip(request, 25, 0);
      const { hash } = await newSession(page, bearer, trip, 'en');
      await page.goto(`/en/ps/${hash}`);
      await acceptTerms(page);
      await fillCard(page, CARD.declined);
      await (await payButton(page)).click();
      const error = page.getByTestId('payment-error');
      await expect(error).toContainText('Your card was declined');
      await expect(error).toContainText('Nothing was charged');
      await expect(error).toBeFocused();
      await fillCard(page, CARD.ok);
      await (await payButton(page)).click();
      await expect(page).toHaveURL(new RegExp(`/en/ps/${hash}/success$`));
      paidBookingId = (await (await page.request.get(`/api/v6/checkout/${hash}/success`)).json()).bookingId;
    });

    test('de: the balance of the down-payment booking is paid', async ({ page }) => {
      await signIn(page);
      await page.goto(`/de/balance-payment/${downPaymentBookingId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restbetrag Ihrer Buchung bezahlen');
      await expect(page.getByTestId('balance-due')).toBeVisible();
      await fillCard(page, CARD.ok);
      await (await payButton(page)).click();
      await expect(page).toHaveURL(new RegExp(`/de/balance-payment/${downPaymentBookingId}/success$`));
      await expect(page.getByTestId('balance-success')).toContainText('Ihre Buchung ist vollständig bezahlt');
    });

    test('en: weather cover is bought after booking', async ({ page }) => {
      await signIn(page);
      await page.goto(`/en/post-booking/${paidBookingId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add cover to your trip');
      await expect(page.locator('[data-insurance="mondialMultiRisk"]')).toHaveCount(0);
      await page.locator('[data-insurance="cabWeather"] input').check();
      await expect(page.getByTestId('cart-total')).not.toHaveText(/^€0$/);
      await page.getByRole('link', { name: 'Continue to payment' }).click();
      await expect(page).toHaveURL(new RegExp(`/en/post-booking/${paidBookingId}/purchase/\\d+$`));
      await fillCard(page, CARD.ok);
      await (await payButton(page)).click();
      await expect(page).not.toHaveURL(/\/purchase\//);
      const insurances = await (await page.request.get(`/api/v6/post-booking/${paidBookingId}/init`)).json();
      expect(JSON.stringify(insurances)).toContain('cabWeather');
    });

    test('fr: the checkout reads well on a phone and on a desktop', async ({ page, request }, testInfo) => {
      const bearer = await signIn(page);
      const trip = await bookableTrip(request, 70, 120_000);
      const { hash } = await newSession(page, bearer, trip, 'fr');
      for (const [name, viewport] of [
        ['mobile', { width: 390, height: 844 }],
        ['desktop', { width: 1280, height: 900 }],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`/fr/ps/${hash}`);
        await expect(page.getByTestId('checkout-total')).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`checkout-fr-${name}.png`), fullPage: true });
        await page.screenshot({ path: testInfo.outputPath(`checkout-fr-${name}-top.png`) });
        await page
          .locator('.checkout-pay')
          .screenshot({ path: testInfo.outputPath(`checkout-fr-${name}-card.png`) });
        // Nothing is wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
      }
    });

    test('a guest is asked to sign in, and an unknown session says so', async ({ page }) => {
      await page.goto('/fr/ps/AAAAAAAAAAAAAAAAAAAA');
      await expect(page).toHaveURL(/\/fr\/login\?next=/);
      await signIn(page);
      const response = await page.goto('/fr/ps/AAAAAAAAAAAAAAAAAAAA');
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('checkout-unavailable')).toBeVisible();
    });
  });
