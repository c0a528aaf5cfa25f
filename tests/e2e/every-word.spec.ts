import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';

/**
 * DESIGN, whose language: after every action on a booking the page stays in the page's language
 * (Greek and German, on a phone): the answer the action returns is read in the page's language, and
 * nothing English, no raw key and no ISO date appears in what the person sees.
 */

const PASSWORD = 'Bosun-demo-2026';
const PHONE = { width: 390, height: 844 };

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// English words of the booking pages that Greek and German never use (whole words).
const ENGLISH = [
  'Booking',
  'Accept',
  'Accepted',
  'Decline',
  'Declined',
  'Cancel',
  'Cancelled',
  'Confirmed',
  'Request',
  'Paid',
  'Payment',
  'Refund',
  'Refunded',
  'Owner',
  'Renter',
  'Review',
  'Your',
  'The',
  'with',
  'days',
  'Total',
  'Service fee',
  'Bad weather guarantee',
];

/** What on the screen is English, a raw key or code, or an ISO date. */
async function untranslated(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  const found: string[] = [];
  for (const word of ENGLISH)
    if (new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text)) found.push(word);
  found.push(...(text.match(/\b(trips|econtract|product|common):[\w.]+/g) ?? []));
  found.push(...(text.match(/\b[a-z]+_[a-z_]+\b/g) ?? []));
  found.push(...(text.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? []));
  found.push(...(text.match(/pi_sandbox\w*/g) ?? []));
  return found;
}

async function expectPageInItsLanguage(page: Page, language: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  expect(await untranslated(page)).toEqual([]);
}

const usedStarts = new Set<string>();

/** A boat that is not instant-bookable, with three free days ahead. */
async function requestTrip(request: APIRequestContext, minOffset: number) {
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

async function signIn(page: Page, who: 'renter' | 'owner') {
  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: `${who}@bosun.test`, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/');
  const banner = page.locator('section.consent');
  await banner.waitFor({ state: 'visible', timeout: 15_000 });
  await banner.locator('.consent__actions button').first().click();
  await expect(banner).toBeHidden();
  return { authorization: `Bearer ${(await login.json()).authToken}` };
}

/** The renter pays a request with the sandbox card in `language`; returns the booking's id. */
async function payRequest(
  page: Page,
  bearer: Record<string, string>,
  language: string,
  minOffset: number,
  trip?: { id: number; dateFrom: string; dateTo: string },
): Promise<number> {
  trip ??= await requestTrip(page.request, minOffset);
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
  await page.locator('input[name="acceptedTerms"]').check();
  await page.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
  await page.locator('input[name="expiry"]').fill('12/34');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('.checkout-pay__button').click();
  await expect(page).toHaveURL(new RegExp(`/${language}/ps/${hash}/success$`));
  return (await (await page.request.get(`/api/v6/checkout/${hash}/success`)).json()).bookingId;
}

async function phone(browser: Browser, who: 'renter' | 'owner') {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const bearer = await signIn(page, who);
  return { page, bearer, close: () => context.close() };
}

/** Clicks a day of the date picker, turning its months forward until the day shows. */
async function pickDay(page: Page, date: string) {
  const day = page.locator(`.date-picker [data-date="${date}"]`);
  for (let turns = 0; turns < 3 && (await day.count()) === 0; turns += 1) {
    await page.locator('.date-picker__nav button').last().click();
  }
  await day.click();
}

/** The booking's title as the API gives it in `language`: the page must keep showing this one. */
async function titleIn(page: Page, bookingId: number, language: string) {
  return (await (await page.request.get(`/api/v6/booking/${bookingId}/detail?_locale=${language}`)).json())
    .product.title as string;
}

test.describe
  .serial('every word in the page’s language after each action (el, de, phones)', () => {
    let greekBooking = 0;

    test('el: the owner accepts a request and the page stays Greek', async ({ browser }) => {
      const renter = await phone(browser, 'renter');
      greekBooking = await payRequest(renter.page, renter.bearer, 'el', 20);
      await renter.close();
      const owner = await phone(browser, 'owner');
      await owner.page.goto(`/el/booking/${greekBooking}/detail`);
      await expectPageInItsLanguage(owner.page, 'el');
      await owner.page
        .getByTestId('owner-answer')
        .getByRole('button', { name: /^Αποδοχή/ })
        .click();
      await expect(owner.page.getByTestId('detail-notice')).toContainText('Το αίτημα έγινε δεκτό');
      await expect(owner.page.locator('.booking-detail h1')).toHaveText(
        await titleIn(owner.page, greekBooking, 'el'),
      );
      await expectPageInItsLanguage(owner.page, 'el');
      await owner.close();
    });

    test('el: the renter cancels it and the page stays Greek', async ({ browser }) => {
      const renter = await phone(browser, 'renter');
      await renter.page.goto(`/el/booking/${greekBooking}/detail`);
      await expectPageInItsLanguage(renter.page, 'el');
      // Hydrated: the button opens the dialog only once the page's code runs.
      await renter.page.waitForLoadState('networkidle');
      await renter.page.getByRole('button', { name: 'Ακύρωση κράτησης' }).click();
      const dialog = renter.page.getByRole('dialog', { name: 'Ακύρωση αυτής της κράτησης;' });
      await expect(dialog.getByTestId('cancel-preview')).toBeVisible();
      await dialog.getByRole('button', { name: 'Ναι, ακύρωση' }).click();
      await expect(renter.page.getByTestId('detail-notice')).toContainText('Η κράτηση ακυρώθηκε');
      await expect(renter.page.locator('.booking-detail h1')).toHaveText(
        await titleIn(renter.page, greekBooking, 'el'),
      );
      await expectPageInItsLanguage(renter.page, 'el');
      await renter.page.reload();
      await expectPageInItsLanguage(renter.page, 'el');
      await renter.close();
    });

    test('de: the owner declines a request with a reason and the page stays German', async ({ browser }) => {
      const renter = await phone(browser, 'renter');
      const bookingId = await payRequest(renter.page, renter.bearer, 'de', 31);
      await renter.close();
      const owner = await phone(browser, 'owner');
      await owner.page.goto(`/de/booking/${bookingId}/detail`);
      await expectPageInItsLanguage(owner.page, 'de');
      await owner.page.waitForLoadState('networkidle');
      const answer = owner.page.getByTestId('owner-answer');
      await answer.getByRole('button', { name: /^Ablehnen/ }).click();
      await answer.getByLabel('Warum lehnen Sie ab?').selectOption('maintenance');
      await answer.getByRole('button', { name: 'Anfrage ablehnen' }).click();
      await expect(owner.page.getByTestId('detail-notice')).toContainText('Anfrage abgelehnt');
      await expect(owner.page.locator('.booking-detail h1')).toHaveText(
        await titleIn(owner.page, bookingId, 'de'),
      );
      await expectPageInItsLanguage(owner.page, 'de');
      await expect(owner.page.locator('.detail-timeline')).toContainText('Das Boot ist in der Wartung');
      await owner.close();
    });

    test('de: the renter reviews a past stay and the page stays German', async ({ browser }) => {
      const renter = await phone(browser, 'renter');
      const past = (await (await renter.page.request.get('/api/v6/account/bookings?tab=past')).json())
        .items as {
        id: number;
      }[];
      let stay = 0;
      for (const item of past) {
        const detail = await (await renter.page.request.get(`/api/v6/booking/${item.id}/detail`)).json();
        if (detail.review?.canWrite && !detail.review.mine) stay = item.id;
        if (stay) break;
      }
      expect(stay).toBeGreaterThan(0);
      await renter.page.goto(`/de/booking/${stay}/detail`);
      await expectPageInItsLanguage(renter.page, 'de');
      await renter.page.waitForLoadState('networkidle');
      for (const group of ['Gesamteindruck', 'Boot', 'Eigner', 'Sauberkeit', 'Preis-Leistung', 'Erlebnis'])
        await renter.page.getByRole('group', { name: group }).getByRole('radio', { name: '5 von 5' }).click();
      await renter.page.getByLabel('Ihr Kommentar').fill('Sauberes Boot, herzlicher Empfang.');
      await renter.page.getByRole('button', { name: 'Bewertung veröffentlichen' }).click();
      await expect(renter.page.getByText('Danke, Ihre Bewertung ist gespeichert.')).toBeVisible();
      await expectPageInItsLanguage(renter.page, 'de');
      await renter.close();
    });

    test('de: the renter shortens an accepted booking, the owner accepts the change, both pages stay German', async ({
      browser,
    }) => {
      const renter = await phone(browser, 'renter');
      const trip = await requestTrip(renter.page.request, 45);
      const bookingId = await payRequest(renter.page, renter.bearer, 'de', 45, trip);
      const owner = await phone(browser, 'owner');
      expect(
        (
          await owner.page.request.post(`/api/v6/booking/${bookingId}/accept`, { headers: owner.bearer })
        ).ok(),
      ).toBe(true);
      await renter.page.goto(`/de/booking/${bookingId}/detail`);
      await renter.page.waitForLoadState('networkidle');
      await renter.page.getByRole('link', { name: 'Buchung ändern' }).click();
      await expect(renter.page).toHaveURL(new RegExp(`/de/booking/${bookingId}/modify$`));
      await pickDay(renter.page, trip.dateFrom);
      await pickDay(renter.page, addDays(trip.dateTo, -1));
      await expect(renter.page.getByTestId('modify-quote')).toBeVisible();
      await expectPageInItsLanguage(renter.page, 'de');
      await renter.page.getByRole('button', { name: 'Änderung senden' }).click();
      await expect(renter.page).toHaveURL(new RegExp(`/de/booking/${bookingId}/detail$`));
      await expect(renter.page.getByTestId('pending-modification')).toBeVisible();
      await expectPageInItsLanguage(renter.page, 'de');

      await owner.page.goto(`/de/booking/${bookingId}/detail`);
      await owner.page.waitForLoadState('networkidle');
      const change = owner.page.getByTestId('pending-modification');
      await change.getByRole('button', { name: 'Änderung annehmen' }).click();
      await expect(owner.page.getByTestId('detail-notice')).toHaveText('Änderung angenommen.');
      await expect(owner.page.locator('.booking-detail h1')).toHaveText(
        await titleIn(owner.page, bookingId, 'de'),
      );
      await expectPageInItsLanguage(owner.page, 'de');
      await owner.close();
      await renter.close();
    });
  });
