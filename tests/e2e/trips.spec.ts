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
      // One more free day after the trip, for the journey that changes its dates.
      const quote = await (
        await request.get(
          `/api/v6/products/${id}/quote?dateFrom=${dateFrom}&dateTo=${addDays(dateTo, 1)}&numberOfPeople=2`,
        )
      ).json();
      if (!quote.available) continue;
      usedStarts.add(`${id}:${dateFrom}`);
      return { id, dateFrom, dateTo };
    }
  }
  throw new Error('No request-only boat with free days in the seed');
}

/**
 * Answers the consent banner as a person does on their first page: on a phone it sits over the
 * bottom of the screen (the pay button among others) until it is answered. Refusing is the first button.
 */
async function refuseConsent(page: Page) {
  await page.goto('/');
  const banner = page.locator('section.consent');
  await banner.waitFor({ state: 'visible', timeout: 15_000 });
  await banner.locator('.consent__actions button').first().click();
  await expect(banner).toBeHidden();
}

async function signIn(page: Page, who: 'renter' | 'owner'): Promise<Record<string, string>> {
  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: `${who}@bosun.test`, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  await refuseConsent(page);
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
  // the request asks for the terms and the cancellation policy first (issue 23)
  await page.locator('input[name="acceptedTerms"]').check();
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

/** Clicks a day of the date picker, turning its months forward until the day shows. */
async function pickDay(page: Page, date: string) {
  const day = page.locator(`.date-picker [data-date="${date}"]`);
  for (let turns = 0; turns < 3 && (await day.count()) === 0; turns += 1) {
    await page.locator('.date-picker__nav button').last().click();
  }
  await day.click();
}

/** The sandbox card form (the checkout's, on any page that pays). */
async function fillCard(page: Page, number: string) {
  await page.locator('input[name="cardNumber"]').fill(number);
  await page.locator('input[name="expiry"]').fill('12/34');
  await page.locator('input[name="cvc"]').fill('123');
}

/** A page of the site opened from a link: it answers 200 and shows the booking's reference. */
async function expectBookingPage(page: Page, href: string, reference: string) {
  const response = await page.goto(href);
  expect(response?.status(), href).toBe(200);
  await expect(page.locator('.booking-detail')).toContainText(reference);
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe
  .serial('a booking from request to cancellation', () => {
    let bookingId = 0;
    let trip: Trip;
    let reference = '';

    test('fr, phone: the renter pays a request, sees it on hold, and finds it under requests', async ({
      page,
      request,
    }) => {
      await page.setViewportSize(PHONE);
      trip = await requestTrip(request, 30);
      bookingId = (await payRequest(page, trip, 'fr')).bookingId;
      // The success page's booking link lands on the booking's own page.
      const details = page.getByRole('link', { name: 'Voir ma réservation' });
      const href = (await details.getAttribute('href')) ?? '';
      expect(href).toContain(`/booking/${bookingId}/detail`);
      reference = (await (await page.request.get(`/api/v6/booking/${bookingId}/detail`)).json()).reference;
      await expectBookingPage(page, href, reference);
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
      // Hydrated: the button only acts once the page's code runs (a busy machine takes a while).
      await expect(owner.page.locator('[data-hydrated="true"]')).toBeVisible();
      await row.getByRole('button', { name: /^Accepter/ }).click();
      await expect(owner.page.getByRole('status').filter({ hasText: 'Demande acceptée' })).toBeVisible();
      await expect(row).toHaveCount(0);
      await owner.close();
    });

    test('fr, phone: the renter adds a day and pays the difference on the change page, through 3-D Secure', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await signIn(page, 'renter');
      await page.goto(`/fr/booking/${bookingId}/detail`);
      await page.getByRole('link', { name: 'Modifier la réservation' }).click();
      await expect(page).toHaveURL(new RegExp(`/fr/booking/${bookingId}/modify$`));
      await pickDay(page, trip.dateFrom);
      await pickDay(page, addDays(trip.dateTo, 1));
      await expect(page.getByTestId('modify-quote')).toContainText('Vous payez');
      await page.getByRole('button', { name: 'Envoyer et payer la différence' }).click();

      const step = page.getByTestId('modification-pay');
      await expect(step).toContainText('Différence à payer');
      const difference = (await page.getByTestId('modification-pay-amount').textContent()) ?? '';
      expect(difference).toMatch(/€/);
      await expectNoSidewaysScroll(page);
      await fillCard(page, '4000 0027 6000 3184');
      await page.locator('.checkout-pay__button').click();
      await expect(page).toHaveURL(/\/fr\/ps\/fingerprint\?payment_intent=pi_/);
      await page.getByRole('button', { name: 'Approuver le paiement' }).click();

      await expect(page).toHaveURL(new RegExp(`/fr/booking/${bookingId}/detail$`));
      const change = page.getByTestId('pending-modification');
      await expect(change).toContainText('Une modification attend le propriétaire');
      await expect(change.getByTestId('change-difference')).toContainText(
        `Vous avez payé ${difference} de plus`,
      );
      await expectNoSidewaysScroll(page);
    });

    test('de, desktop: the owner accepts the change on the booking detail', async ({ browser }) => {
      const owner = await ownerPage(browser, DESKTOP);
      await owner.page.goto(`/de/booking/${bookingId}/detail`);
      const change = owner.page.getByTestId('pending-modification');
      await expect(change.getByRole('heading')).toHaveText('Der Mieter möchte diese Buchung ändern');
      await expect(change.getByTestId('change-difference')).toContainText('mehr bezahlt');
      const dates = owner.page.locator('.booking-detail__dates');
      const before = await dates.textContent();
      await expect(change.getByTestId('change-to')).not.toHaveText(before ?? '');
      await change.getByRole('button', { name: 'Änderung annehmen' }).click();
      await expect(owner.page.getByTestId('detail-notice')).toHaveText('Änderung angenommen.');
      await expect(change).toHaveCount(0);
      await expect(dates).not.toHaveText(before ?? '');
      const detail = await (await owner.page.request.get(`/api/v6/booking/${bookingId}/detail`)).json();
      expect({ startDate: detail.startDate, endDate: detail.endDate }).toEqual({
        startDate: trip.dateFrom,
        endDate: addDays(trip.dateTo, 1),
      });
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
      await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
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

    test('en: the booking links of the e-mails in the outbox land on the booking’s page', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await signIn(page, 'renter');
      const mails = (await (await page.request.get('/api/dev/outbox?to=renter@bosun.test')).json()) as {
        channel: string;
        body: string;
      }[];
      const links = new Set(
        mails.flatMap((mail) => [...mail.body.matchAll(/https?:\/\/[^\s"'<>]+\/booking\/(\d+)\/detail/g)]),
      );
      const mine = [...links].filter((match) => Number(match[1]) === bookingId).map((match) => match[0]);
      // Request received, accepted, change accepted, cancellation confirmed: each links the booking.
      expect(mine.length).toBeGreaterThanOrEqual(1);
      for (const href of new Set(mine)) {
        await expectBookingPage(page, new URL(href).pathname, reference);
      }
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

test('en: after a stay both write reviews, and the renter’s appears on the product page', async ({
  browser,
}) => {
  const renter = await browser.newContext({ viewport: DESKTOP });
  const page = await renter.newPage();
  await signIn(page, 'renter');
  const owner = await ownerPage(browser, DESKTOP);
  // A seeded past stay of the demo renter on one of the demo owner's boats that neither has
  // reviewed yet: the renter has past stays with other owners too, in no fixed order.
  const past = (await (await page.request.get('/api/v6/account/bookings?tab=past')).json()).items as {
    id: number;
  }[];
  let stay: { id: number; product: { path: string | null } } | undefined;
  for (const item of past) {
    const detail = await (await page.request.get(`/api/v6/booking/${item.id}/detail`)).json();
    if (!detail.review?.canWrite || detail.review.mine) continue;
    const asOwner = await owner.page.request.get(`/api/v6/booking/${item.id}/detail`);
    if (!asOwner.ok()) continue;
    const ownerSide = await asOwner.json();
    if (ownerSide.review?.canWrite && !ownerSide.review.mine) stay = detail;
    if (stay) break;
  }
  expect(stay).toBeDefined();
  const { id, product } = stay as NonNullable<typeof stay>;

  const write = async (on: Page, groups: string[], comment: string) => {
    await on.goto(`/en/booking/${id}/detail`);
    for (const group of groups) {
      await on.getByRole('group', { name: group }).getByRole('radio', { name: '5 of 5' }).click();
    }
    await on.getByLabel('Your comment').fill(comment);
    await on.getByRole('button', { name: 'Publish my review' }).click();
    await expect(on.getByText('Thank you, your review is saved.')).toBeVisible();
  };
  const renterWords = `Spotless boat and a warm welcome, ${Date.now()}.`;
  await write(
    page,
    ['Overall', 'Boat', 'Owner', 'Cleanliness', 'Value for money', 'Experience'],
    renterWords,
  );
  await expect(page.getByText('Published when both have written, or after 14 days.')).toBeVisible();

  const ownerWords = 'A careful crew who brought the boat back on time.';
  await write(owner.page, ['Overall', 'Communication', 'Care of the boat', 'Punctuality'], ownerWords);
  // Both written: each sees the other's at once.
  await expect(owner.page.getByRole('heading', { name: "The renter's review" })).toBeVisible();
  await expect(owner.page.getByText(renterWords)).toBeVisible();
  await owner.close();
  await page.reload();
  await expect(page.getByText(ownerWords)).toBeVisible();

  expect(product.path).toBeTruthy();
  await page.goto(`/en${product.path}`);
  await expect(page.locator('.reviews-list')).toContainText(renterWords);
  await renter.close();
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
  // The list or its empty state, once the page has them (a count read at once could see neither).
  await expect(cards.first().or(page.getByTestId('favourites-empty'))).toBeVisible();
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
