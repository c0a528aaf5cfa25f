import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type APIRequestContext,
  request as api,
  type Browser,
  expect,
  type Page,
  test,
} from '@playwright/test';

/**
 * Around one booking, on two phones at once (the renter in French, the owner in Greek): the request
 * opens the booking's thread with the renter's message; the owner accepts and the renter's open
 * booking page shows it within 2 s without a reload; the check-in page says when it opens; on the
 * day, the owner records the check-in, and the renter opening the contract link reviews the owner's
 * record (no blank form), adds a remark and signs; both pages show the PDF link when it is made.
 * Run: E2E_PORT=3331 npx playwright test tests/e2e/booking-thread.spec.ts
 */

const PASSWORD = 'Bosun-demo-2026';
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/booking-thread';
const el = JSON.parse(readFileSync(join(process.cwd(), 'public-site/public/i18n/bosun/el.json'), 'utf8'));

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function bearer(who: string) {
  const fresh = await api.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3311}` });
  const login = await fresh.post('/api/v6/auth/login', {
    data: { email: `${who}@bosun.test`, password: PASSWORD },
  });
  expect(login.ok(), `${who} login: ${login.status()} ${await login.text()}`).toBe(true);
  const token = (await login.json()).authToken;
  await fresh.dispose();
  return { authorization: `Bearer ${token}` };
}

async function phone(browser: Browser, who: 'renter' | 'owner', locale: string) {
  const context = await browser.newContext({ viewport: PHONE, locale, hasTouch: true });
  const page = await context.newPage();
  page.on(
    'console',
    (message) => message.type() === 'error' && console.log(`${who} console: ${message.text()}`),
  );
  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: `${who}@bosun.test`, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/');
  const banner = page.locator('section.consent');
  await banner.waitFor({ state: 'visible', timeout: 15_000 });
  await banner.locator('.consent__actions button').first().click();
  await expect(banner).toBeHidden();
  return { context, page };
}

const hydrated = (page: Page) => page.locator('.site[data-hydrated="true"]').waitFor();

/** A request (not instant) of the demo renter on one of the demo owner's boats, with a message. */
async function request(http: APIRequestContext, message: string) {
  const renter = await bearer('renter');
  const owner = await bearer('owner');
  const { listings } = await (
    await http.get('/api/v6/account/listings?state=published', { headers: owner })
  ).json();
  const today = new Date().toISOString().slice(0, 10);
  for (const listing of listings as { id: number; kind: string; state: string }[]) {
    if (listing.kind !== 'boat' || listing.state !== 'published') continue;
    for (let start = 200; start < 260; start += 7) {
      const dateFrom = addDays(today, start);
      const dateTo = addDays(dateFrom, 1);
      const session = await http.post(`/api/v6/products/${listing.id}/payment-sessions?_locale=fr`, {
        headers: renter,
        data: { dateFrom, dateTo, numberOfPeople: 2, message },
      });
      if (session.status() !== 201) continue;
      const { hash } = await session.json();
      const intent = await (
        await http.post(`/api/v6/checkout/${hash}/payment-intent`, {
          headers: renter,
          data: { acceptedTerms: true },
        })
      ).json();
      await http.post('/api/v6/payments/sandbox/confirm', {
        data: {
          clientSecret: intent.clientSecret,
          cardNumber: '4242424242424242',
          expMonth: 12,
          expYear: 39,
          cvc: '123',
        },
      });
      const outcome = await (
        await http.post(`/api/v6/checkout/${hash}/confirm`, {
          headers: renter,
          data: { paymentIntentId: intent.intentId },
        })
      ).json();
      if (!outcome.bookingId) continue;
      const detail = await (
        await http.get(`/api/v6/booking/${outcome.bookingId}/detail`, { headers: owner })
      ).json();
      // An instant booking is accepted already: the journey needs the owner's answer.
      if (detail.status !== 'paid' && detail.status !== 'down_payment_paid') break;
      return { id: outcome.bookingId as number, hash: hash as string, detail, renter, owner };
    }
  }
  throw new Error('No boat of the demo owner taking requests with free days');
}

async function sign(page: Page) {
  const pad = page.locator('[data-testid="econtract-signature-pad"][data-ready="true"]');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + 20 + i * 20, box.y + box.height * (i % 2 ? 0.3 : 0.7), { steps: 3 });
  }
  await page.mouse.up();
  await page.getByTestId('econtract-sign').click();
}

test.afterEach(async ({ request: http }) => {
  await http.post('/api/dev/clock', { data: { now: null } });
});

test('a booking’s thread, its acceptance seen live, and a guided check-in on two phones (fr, el)', async ({
  browser,
  request: http,
}) => {
  test.setTimeout(240_000);
  const message = 'Bonjour ! Nous arriverons vers 9 h avec deux enfants.';
  const booking = await request(http, message);
  const renter = await phone(browser, 'renter', 'fr-FR');
  const owner = await phone(browser, 'owner', 'el-GR');

  // The success page links to the booking's thread, whose first message is the request's.
  const success = await (
    await http.get(`/api/v6/checkout/${booking.hash}/success?_locale=fr`, { headers: booking.renter })
  ).json();
  expect(success.urlConversation).toMatch(/^\/fr\/account\/chat\/[0-9a-f]{32}\/\d+$/);
  await renter.page.goto(success.urlConversation);
  await expect(renter.page.locator('.chat-message').first()).toContainText(message);
  await expect(renter.page.locator('.chat-message.is-system').first()).toContainText('Réservation');
  await renter.page.screenshot({ path: `${SHOTS}/thread-fr.png`, fullPage: true });

  // Both booking pages offer the thread; the renter's stays open while the owner answers.
  const streamOpen = renter.page.waitForResponse((r) => r.url().includes('/api/v6/events'));
  await renter.page.goto(`/fr/booking/${booking.id}/detail`);
  await hydrated(renter.page);
  // The page listens before the owner acts (a page opened later reads the move in its data anyway).
  await streamOpen;
  await expect(renter.page.getByTestId('message-party')).toHaveText('Écrire au propriétaire');
  await expect(renter.page.locator('.booking-detail')).toHaveAttribute('data-status', booking.detail.status);
  await owner.page.goto(`/el/booking/${booking.id}/detail`);
  await hydrated(owner.page);
  await expect(owner.page.getByTestId('message-party')).toHaveText(el.trips.detail.messageRenter);
  await owner.page.screenshot({ path: `${SHOTS}/detail-owner-el.png`, fullPage: true });
  await owner.page.getByRole('button', { name: new RegExp(`^${el.trips.owner.accept} –`) }).click();
  await expect(owner.page.locator('.booking-detail')).toHaveAttribute('data-status', 'accepted');
  const acceptedAt = Date.now();
  await expect(renter.page.locator('.booking-detail')).toHaveAttribute('data-status', 'accepted', {
    timeout: 2_000,
  });
  const seenAfter = Date.now() - acceptedAt;
  console.log(`renter's open page showed the acceptance ${seenAfter} ms after the owner's answer`);
  await expect(renter.page.getByTestId('detail-notice')).toContainText('vient d’être mise à jour');
  await renter.page.screenshot({ path: `${SHOTS}/detail-renter-fr.png`, fullPage: true });

  // Months ahead, the check-in page says when it opens; the server refuses it with a 409.
  await owner.page.goto(`/el/booking/${booking.id}/econtract/in`);
  await expect(owner.page.getByTestId('econtract-not-open')).toBeVisible();
  await expect(owner.page.locator('form.econtract__form')).toHaveCount(0);
  await owner.page.screenshot({ path: `${SHOTS}/checkin-not-open-el.png`, fullPage: true });

  // The first day of the trip.
  const moved = await http.post('/api/dev/clock', { data: { now: `${booking.detail.startDate}T07:00:00Z` } });
  expect(moved.ok()).toBe(true);

  // The owner records the check-in and signs it.
  await owner.page.goto(`/el/booking/${booking.id}/econtract/in`);
  await hydrated(owner.page);
  await owner.page.getByLabel(el.econtract.form.skipperName).fill('Rita Renter');
  await owner.page.getByLabel(el.econtract.form.idDocument).fill('P1234567');
  const licence = owner.page.getByLabel(el.econtract.form.licence);
  if (await licence.count()) await licence.fill('ICC-12345');
  await owner.page.getByLabel(el.econtract.form.engineHours).fill('1520');
  await owner.page.getByRole('button', { name: el.econtract.form.submit }).click();
  await expect(owner.page).toHaveURL(new RegExp(`/booking/${booking.id}/econtract/in/confirm$`));
  await sign(owner.page);
  await expect(owner.page.getByTestId('econtract-owner-signed')).not.toContainText(
    el.econtract.confirm.waiting,
  );

  // The renter's contract link: the owner's record to review, never a blank form.
  await renter.page.goto(`/fr/booking/${booking.id}/econtract/in`);
  await hydrated(renter.page);
  await expect(renter.page.getByTestId('econtract-review')).toContainText('Le propriétaire a rempli');
  await expect(renter.page.locator('form.econtract__form')).toHaveCount(0);
  await expect(renter.page.getByText('Rita Renter · P1234567')).toBeVisible();
  await renter.page.getByTestId('econtract-review-remarks').fill('Petite rayure près de l’échelle.');
  const deposit = renter.page.getByLabel('Numéro de carte');
  if (await deposit.count()) {
    await deposit.fill('4242 4242 4242 4242');
    await renter.page.getByLabel('Expiration (MM/AA)').fill('12/34');
    await renter.page.getByLabel('Cryptogramme').fill('123');
    await renter.page.getByRole('button', { name: 'Bloquer la caution sur ma carte' }).click();
    await expect(renter.page.getByTestId('econtract-deposit-held')).toBeVisible();
  }
  await renter.page.screenshot({ path: `${SHOTS}/checkin-review-fr.png`, fullPage: true });
  await sign(renter.page);
  await expect(renter.page.getByTestId('econtract-sealed')).toBeVisible();
  await expect(owner.page.getByTestId('econtract-sealed')).toBeVisible({ timeout: 8_000 });
  // Nothing was overwritten: the owner's record with the renter's remark beside it.
  const state = await (
    await http.get(`/api/v6/booking/${booking.id}/econtract`, { headers: booking.owner })
  ).json();
  expect(state.checkIn).toMatchObject({
    recordedBy: 'owner',
    engineHours: 1520,
    tenantRemarks: 'Petite rayure près de l’échelle.',
  });

  // The PDF is made by the job: both open pages show its link without a reload.
  const manager = await bearer('manager');
  await expect
    .poll(
      async () => {
        await http.post('/api/dev/jobs/run', { headers: manager });
        return renter.page.getByTestId('econtract-pdf').count();
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(1);
  await expect(owner.page.getByTestId('econtract-pdf')).toBeVisible({ timeout: 8_000 });
  await renter.page.screenshot({ path: `${SHOTS}/checkin-sealed-fr.png`, fullPage: true });
  await owner.page.screenshot({ path: `${SHOTS}/checkin-sealed-el.png`, fullPage: true });

  // The thread tells the moves in each reader's language.
  await renter.page.goto(success.urlConversation);
  await expect(renter.page.locator('.chat-message.is-system')).toContainText([
    'Réservation',
    'Réservation',
    'Réservation',
  ]);
  await owner.page.goto(success.urlConversation.replace('/fr/', '/el/'));
  await expect(owner.page.locator('.chat-message.is-system').last()).toContainText(
    el.messenger.bookingMoved.split(':')[0],
  );
  await owner.page.screenshot({ path: `${SHOTS}/thread-el.png`, fullPage: true });
  await owner.context.close();
  await renter.context.close();
});
