import {
  type APIRequestContext,
  request as api,
  type Browser,
  expect,
  type Page,
  test,
} from '@playwright/test';
import sharp from 'sharp';
import { polyfillForPdfJs } from '../helpers/pdfText.ts';
import { payByApi } from './payByApi.ts';

/**
 * Issue 19 on two phones: the owner (fr) fills the check-in with two damage photos, both sign from
 * their own phone, the check-out records a new damage, the owner declares it, the manager settles
 * part of the deposit, and the renter (en) reads the outcome on the booking page. The contract's PDF
 * is rendered to a picture and looked at around the signatures. Then the same with the network cut
 * in the middle of the check-in. Run: E2E_PORT=3511 npx playwright test tests/e2e/econtracts.spec.ts
 */

const PASSWORD = 'Bosun-demo-2026';
const PHONE = { width: 390, height: 844 };
/** A live event reaches the other phone well within this; the confirm page's fallback poll is 20 s. */
const LIVE_MS = 8_000;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The photo fixture: a phone-sized JPEG of a coloured hull, different for each shot. */
const photoFixture = async (hue: string) => ({
  name: `damage-${hue.slice(1)}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 2000, height: 1500, channels: 3, background: hue } })
    .jpeg({ quality: 85 })
    .toBuffer(),
});

/** A Bearer token, signed in from a request context of its own (a second login on one context needs its CSRF echo). */
async function bearer(_request: APIRequestContext, who: string) {
  const fresh = await api.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3311}` });
  const login = await fresh.post('/api/v6/auth/login', {
    data: { email: `${who}@bosun.test`, password: PASSWORD },
  });
  expect(login.ok(), `${who} login: ${login.status()} ${await login.text()}`).toBe(true);
  const token = (await login.json()).authToken;
  await fresh.dispose();
  return { authorization: `Bearer ${token}` };
}

/** A phone signed in as the renter or the owner (the session cookie is the page's). */
async function phone(browser: Browser, who: 'renter' | 'owner', locale: string) {
  const context = await browser.newContext({ viewport: PHONE, locale, hasTouch: true });
  const page = await context.newPage();
  // A request the browser could not make is the first thing to read when a journey fails.
  page.on('requestfailed', (failed) => console.log(`${who}: ${failed.url()} ${failed.failure()?.errorText}`));
  page.on(
    'console',
    (message) => message.type() === 'error' && console.log(`${who} console: ${message.text()}`),
  );
  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: `${who}@bosun.test`, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/');
  // The consent banner sits over the bottom of a phone's screen until it is answered.
  const banner = page.locator('section.consent');
  await banner.waitFor({ state: 'visible', timeout: 15_000 });
  await banner.locator('.consent__actions button').first().click();
  await expect(banner).toBeHidden();
  return { context, page };
}

/** An accepted booking of the demo renter on one of the demo owner's boats with a deposit. */
async function acceptedBooking(request: APIRequestContext, offset: number): Promise<number> {
  const renter = await bearer(request, 'renter');
  const owner = await bearer(request, 'owner');
  const { listings } = await (
    await request.get('/api/v6/account/listings?state=published', { headers: owner })
  ).json();
  const today = new Date().toISOString().slice(0, 10);
  for (const listing of listings as { id: number; kind: string; state: string }[]) {
    if (listing.kind !== 'boat' || listing.state !== 'published') continue;
    const id = listing.id;
    for (let start = offset; start < offset + 60; start += 7) {
      const dateFrom = addDays(today, start);
      const dateTo = addDays(dateFrom, 1);
      const bookingId = await payByApi(request, renter, id, { dateFrom, dateTo, locale: 'en' });
      if (!bookingId) continue;
      const detail = await (
        await request.get(`/api/v6/booking/${bookingId}/detail`, { headers: owner })
      ).json();
      if (detail.depositAmount <= 0) break;
      if (detail.status !== 'accepted') {
        const accepted = await request.post(`/api/v6/booking/${bookingId}/accept`, {
          headers: owner,
        });
        if (!accepted.ok()) break;
      }
      return bookingId;
    }
  }
  throw new Error('No boat of the demo owner with a deposit and free days');
}

/** Draws a signature with the finger (the mouse here) on the pad, then signs. */
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

/** Signs with the keyboard alone: the typed-name alternative, the box ticked, then Sign. */
async function signByKeyboard(page: Page, name: string) {
  const toggle = page.getByRole('button', { name: 'I can’t draw: type my name instead' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Your full name' })).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('checkbox', { name: 'I confirm that this typed name is my signature on this contract' }),
  ).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('econtract-sign')).toBeFocused();
  await page.keyboard.press('Enter');
}

/** What is typed before the page is hydrated is reset by React: forms are filled after. */
const hydrated = (page: Page) => page.locator('.site[data-hydrated="true"]').waitFor();

async function fillCheckIn(page: Page, photos: Awaited<ReturnType<typeof photoFixture>>[]) {
  await hydrated(page);
  await page.getByLabel('Nom complet').fill('Rita Renter');
  await page.getByLabel('Numéro de pièce d’identité').fill('P1234567');
  const licence = page.getByLabel('Numéro de permis bateau');
  if (await licence.count()) await licence.fill('ICC-12345');
  await page.getByLabel('Heures moteur').fill('1520');
  const drawing = page.getByTestId('econtract-drawing');
  for (const [index, photo] of photos.entries()) {
    // A tap on the drawing: the port side, then the starboard side.
    const box = await drawing.boundingBox();
    if (!box) throw new Error('no drawing');
    await drawing.click({ position: { x: box.width * (0.3 + index * 0.4), y: box.height * 0.5 } });
    const damage = page.getByTestId('econtract-damage').nth(index);
    await damage.getByLabel('Description').fill(`Rayure ${index + 1} sur la coque`);
    await damage.getByTestId('econtract-photo-input').setInputFiles(photo);
    await expect(damage.locator('.econtract__photos img')).toHaveCount(1);
  }
}

/** The PDF drawn as a picture: the share of dark pixels in the signatures' band (bottom of the last page). */
async function inkAroundSignatures(pdf: Buffer): Promise<number> {
  polyfillForPdfJs();
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const last = await document.getPage(document.numPages);
  const viewport = last.getViewport({ scale: 1.5 });
  const canvas = createCanvas(viewport.width, viewport.height);
  // biome-ignore lint/suspicious/noExplicitAny: pdf.js takes a DOM-like canvas context
  await last.render({ canvas: canvas as any, canvasContext: canvas.getContext('2d') as any, viewport })
    .promise;
  const png = canvas.toBuffer('image/png');
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (const value of data) if (value < 128) dark++;
  return dark / (info.width * info.height);
}

/**
 * The manager settles the claim on the console's screen, in French: more than the deposit is refused
 * before anything is sent, then the claim is accepted for 200 € and paid, each after a confirmation
 * showing the amount; the screen then links to the payment the capture made.
 */
async function settleInConsole(browser: Browser, claimId: number, depositAmount: number) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('manager@bosun.test');
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Connexion' }).click();
  await expect(page).toHaveURL(/#\/manager-dashboard$/);
  await page.goto(`/admin/#/damages/${claimId}`);
  const deposit = page.getByTestId('damage-deposit');
  await expect(deposit).toContainText('Bloquée sur la carte');
  const puts: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'PUT' && r.url().includes('/api/admin/damages/') && puts.push(r.url()),
  );

  await page.getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'Accepté' }).click();
  const amount = page.getByRole('spinbutton', { name: 'Retenu sur la caution' });
  await amount.fill(String(depositAmount / 100 + 1));
  await page.getByRole('textbox', { name: 'Message aux deux parties' }).fill('Réparation de l’étrave.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/^Au plus .* : le montant réclamé et la caution bloquée$/)).toBeVisible();
  expect(puts).toEqual([]);

  await amount.fill('200');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  let question = page.getByRole('dialog', { name: 'Enregistrer cette décision ?' });
  await expect(question).toContainText(/200\s€ de la caution de la réservation/);
  expect(puts).toEqual([]);
  await question.getByRole('button', { name: 'Confirmer' }).click();
  await expect(question).toBeHidden();
  expect(puts).toHaveLength(1);

  await page.getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'Réglé' }).click();
  await page.getByRole('textbox', { name: 'Message aux deux parties' }).fill('Prélevé sur la caution.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  question = page.getByRole('dialog', { name: 'Enregistrer cette décision ?' });
  await expect(question).toContainText(/200\s€ sont prélevés sur la caution/);
  await question.getByRole('button', { name: 'Confirmer' }).click();
  await expect(question).toBeHidden();
  await expect(deposit).toContainText(/200\s€ prélevés sur la caution/);
  await expect(deposit).toContainText('Paiement chez sandbox');
  await deposit.getByRole('link', { name: /Voir les paiements de la réservation/ }).click();
  await expect(page).toHaveURL(/#\/bookings\/\d+\/show\/payments$/);
  await expect(page.getByTestId('damage-deposit')).toContainText('Prélevée');
  await context.close();
}

test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request }) => {
  await request.post('/api/dev/clock', { data: { now: null } });
});

for (const cut of [false, true]) {
  test(`check-in, check-out, claim and settled deposit on two phones${cut ? ', network cut mid check-in' : ''}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const bookingId = await acceptedBooking(request, cut ? 150 : 90);
    // The handover opens around the trip: the server's clock goes to its last day, when both the
    // check-in (until the trip ends) and the check-out (from the last day) are open.
    const { endDate } = await (
      await request.get(`/api/v6/booking/${bookingId}/detail`, { headers: await bearer(request, 'owner') })
    ).json();
    expect((await request.post('/api/dev/clock', { data: { now: `${endDate}T08:00:00Z` } })).ok()).toBe(true);
    const owner = await phone(browser, 'owner', 'fr-FR');
    const renter = await phone(browser, 'renter', 'en-GB');
    const photos = [await photoFixture('#7a4b2a'), await photoFixture('#2a4b7a')];

    // Check-in, filled by the owner on their phone.
    await owner.page.goto(`/fr/booking/${bookingId}/econtract/in`);
    await fillCheckIn(owner.page, photos);
    if (cut) {
      await owner.context.setOffline(true);
      await owner.page.getByRole('button', { name: 'Enregistrer et passer aux signatures' }).click();
      await expect(owner.page.getByTestId('econtract-offline').first()).toBeVisible();
      // Nothing typed is lost: a reload while offline is not possible, so the phone keeps the draft.
      await owner.context.setOffline(false);
    } else {
      await owner.page.getByRole('button', { name: 'Enregistrer et passer aux signatures' }).click();
    }
    await expect(owner.page).toHaveURL(new RegExp(`/booking/${bookingId}/econtract/in/confirm$`));

    // The renter holds the deposit and signs; the owner signs.
    await renter.page.goto(`/en/booking/${bookingId}/econtract/in/confirm`);
    // The page is hydrated once the pad is ready: fields typed before that would be reset.
    await renter.page.locator('[data-testid="econtract-signature-pad"][data-ready="true"]').waitFor();
    await renter.page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await renter.page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await renter.page.getByLabel('Security code').fill('123');
    await renter.page.getByRole('button', { name: /^Hold / }).click();
    await expect(renter.page.getByTestId('econtract-deposit-held')).toBeVisible();
    await sign(renter.page);
    await expect(renter.page.getByTestId('econtract-tenant-signed')).toContainText('signed on');
    // Live: the owner's open page shows the renter's signature without a reload, well before the
    // fallback poll (20 s) would ask, and the renter's page sees the seal the same way.
    await expect(owner.page.getByTestId('econtract-tenant-signed')).toContainText('signé le', {
      timeout: LIVE_MS,
    });
    await sign(owner.page);
    await expect(owner.page.getByTestId('econtract-sealed')).toBeVisible();
    await expect(renter.page.getByTestId('econtract-sealed')).toBeVisible({ timeout: LIVE_MS });

    const ownerApi = await bearer(request, 'owner');
    const state = await (
      await request.get(`/api/v6/booking/${bookingId}/econtract`, { headers: ownerApi })
    ).json();
    expect(state.bookingStatus).toBe('checked_in');
    expect(state.checkIn.photos).toHaveLength(2);
    // Recorded once, even with the replay after the cut.
    expect(state.addenda).toHaveLength(0);

    // Check-out: prefilled from the check-in; a new damage with its photo.
    await owner.page.goto(`/fr/booking/${bookingId}/econtract/out`);
    await hydrated(owner.page);
    await expect(owner.page.getByLabel('Nom complet')).toHaveValue('Rita Renter');
    await expect(owner.page.getByTestId('econtract-damage')).toHaveCount(2);
    await owner.page.getByRole('button', { name: 'Ajouter un dommage' }).click();
    const fresh = owner.page.getByTestId('econtract-damage').nth(2);
    await fresh.getByLabel('Description').fill('Choc sur l’étrave');
    await fresh.getByTestId('econtract-photo-input').setInputFiles(await photoFixture('#aa2222'));
    await expect(fresh.locator('.econtract__photos img')).toHaveCount(1);
    await owner.page.getByRole('button', { name: 'Enregistrer et passer aux signatures' }).click();
    await expect(owner.page).toHaveURL(/\/econtract\/out\/confirm$/);
    await sign(owner.page);
    await renter.page.goto(`/en/booking/${bookingId}/econtract/out/confirm`);
    await signByKeyboard(renter.page, 'Rita Renter');
    await expect(renter.page.getByTestId('econtract-tenant-signed')).toContainText('(typed)');
    await expect(renter.page.getByTestId('econtract-sealed')).toBeVisible();

    // The owner declares the damage within 24 h.
    await owner.page.reload();
    await hydrated(owner.page);
    await owner.page.getByLabel('Ce qui est endommagé').fill('Choc sur l’étrave, devis du chantier joint.');
    await owner.page.getByLabel('Votre estimation (€)').fill('300');
    await owner.page.getByRole('button', { name: 'Envoyer la déclaration' }).click();
    await expect(owner.page.getByText('Votre déclaration est transmise à l’équipe Bosun.')).toBeVisible();

    // The renter gives their side with a photo from their phone, before the team decides; the
    // owner's page then shows the renter's words and photo (served to the two of them and staff).
    await renter.page.reload();
    await hydrated(renter.page);
    const answer = renter.page.getByTestId('damage-answer');
    await answer.getByLabel('Your answer').fill('The bow was already marked at check-in, see my photo.');
    await answer.getByTestId('damage-answer-photo-input').setInputFiles(await photoFixture('#22aa55'));
    await expect(answer.getByRole('img', { name: 'Photo 1 of the answer' })).toBeVisible();
    await answer.getByRole('button', { name: 'Send my answer' }).click();
    await expect(answer.getByText('Your answer is with Bosun’s team.')).toBeVisible();
    await expect(answer.getByTestId('damage-answer-photos').locator('img')).toHaveCount(1);
    await owner.page.reload();
    await hydrated(owner.page);
    await expect(owner.page.getByTestId('damage-answer-text')).toContainText('already marked at check-in');
    const seenByOwner = owner.page.getByTestId('damage-answer-photos').locator('img');
    await expect(seenByOwner).toHaveCount(1);
    await expect
      .poll(() => seenByOwner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // The back office: the claim with both inspections; the manager settles part of the deposit
    // on the console's screen.
    const manager = await bearer(request, 'manager');
    const claimed = await (
      await request.get(`/api/v6/booking/${bookingId}/econtract`, { headers: ownerApi })
    ).json();
    const claimUrl = `/api/admin/damages/${claimed.damageClaim.id}`;
    const claim = await (await request.get(claimUrl, { headers: manager })).json();
    expect(claim.checkIn.status).toBe('signed');
    expect(claim.checkOut.damages).toHaveLength(3);
    expect(claim.evidence).toHaveLength(3);
    expect(claim.tenantAnswer).toContain('already marked at check-in');
    expect(claim.tenantEvidence).toHaveLength(1);
    await settleInConsole(browser, claimed.damageClaim.id, claim.depositAmount);

    // The renter reads the outcome on the booking page.
    await renter.page.goto(`/en/booking/${bookingId}/detail`);
    await expect(renter.page.getByTestId('detail-deposit')).toContainText('taken from the deposit');

    // The PDFs, made by the job, open and show the signatures.
    // The server's own job may hold the contracts' lease: ask until both PDFs are made.
    let sealed = { checkIn: { pdfUrl: null }, checkOut: { pdfUrl: null } };
    await expect
      .poll(
        async () => {
          await request.post('/api/dev/jobs/run', { headers: manager });
          sealed = await (
            await request.get(`/api/v6/booking/${bookingId}/econtract`, { headers: ownerApi })
          ).json();
          return Boolean(sealed.checkIn.pdfUrl && sealed.checkOut.pdfUrl);
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBe(true);
    for (const contract of [sealed.checkIn, sealed.checkOut]) {
      const pdf = await renter.page.request.get(String(contract.pdfUrl));
      expect(pdf.status()).toBe(200);
      const bytes = await pdf.body();
      expect(bytes.length).toBeLessThan(1_000_000);
      expect(await inkAroundSignatures(bytes)).toBeGreaterThan(0.002);
    }
    await owner.context.close();
    await renter.context.close();
  });
}
