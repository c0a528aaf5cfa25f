import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { listingPhotosUrl } from '../../shared/owners/photos.ts';
import { localizedPath, searchPath } from '../../shared/routing/routeWords.ts';

const PASSWORD = 'Bosun-demo-2026';
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const YEAR = new Date().getUTCFullYear() + 1;

type Phrases = Record<string, Record<string, string>>;
/** The site's own phrases in the journey's language, so the test reads what the person reads. */
const phrasesOf = (language: string) =>
  JSON.parse(readFileSync(`public-site/public/i18n/bosun/${language}.json`, 'utf8')) as Record<
    string,
    Phrases
  >;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** A new account, through the API's two registration calls (as tests/e2e/auth.spec.ts does). */
async function registerAndSignIn(page: Page) {
  const request = page.request;
  const national = `06${digits(8)}`;
  const body = {
    email: `new.owner.${unique()}@example.com`,
    firstName: 'Camille',
    lastName: 'Marin',
    phoneGroup: { country: 'FR', number: national },
    password: 'Harbour-lights-42',
    currencyCode: 'EUR',
  };
  const headers = { 'x-xsrf-token': 'e2e', cookie: 'XSRF-TOKEN=e2e' };
  expect((await request.post('/api/v6/auth/register', { data: body, headers })).status()).toBe(401);
  let code = '';
  await expect
    .poll(async () => {
      const to = encodeURIComponent(`+33${national.slice(1)}`);
      const messages = await (await request.get(`/api/dev/outbox?to=${to}`)).json();
      code = /(\d{6})/.exec(messages[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  const registered = await request.post('/api/v6/auth/register', {
    data: { ...body, validationCode: code },
    headers,
  });
  expect(registered.status()).toBe(201);
  // registering signs the new person in: the session cookie is the page's
}

/** A harbour of the seeded marketplace, as the editor's autocomplete finds it. */
async function someHarbour(request: APIRequestContext) {
  const answer = await (await request.get('/api/v6/account/listing-harbours?input=port')).json();
  expect(answer.harbours.length).toBeGreaterThan(0);
  return answer.harbours[0] as { id: number; name: string; latitude: number; longitude: number };
}

/** Staff publish the listing in the back office, as a manager would after checking it. */
async function publishInBackOffice(browser: Browser, id: number) {
  // staff work at a desk, whatever the owner's device
  const context = await browser.newContext({ viewport: DESKTOP });
  const staff = await context.newPage();
  await staff.goto('/admin');
  await staff.getByRole('textbox', { name: 'E-mail' }).fill('admin@bosun.test');
  await staff.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('menuitem', { name: 'Bookings' })).toBeVisible();
  await staff.goto(`/admin/#/boats/${id}`);
  await expect(staff.getByRole('combobox', { name: 'Moderation' })).toContainText('Pending review');
  await staff.getByRole('combobox', { name: 'Moderation' }).click();
  await staff.getByRole('option', { name: 'Published' }).click();
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Element updated')).toBeVisible();
  await context.close();
}

const FIXTURES = 'tests/e2e/fixtures';
type PhotoPhrases = Record<string, string> & { errors: Record<string, string> };

/**
 * The photo step as an owner uses it: two files picked at once with the page's own file input, each
 * with its progress then finished; the second made the cover; then a PDF renamed .jpg is refused
 * with its reason and stores nothing. Returns the cover's address, to find it on the public pages.
 */
async function uploadPhotosInTheBrowser(page: Page, productId: number, p: PhotoPhrases) {
  const said = (phrase: string, name: string) => phrase.replace('{{name}}', name);
  const photos = page.getByTestId('listing-photo');
  await expect(page.getByTestId('listing-photos-empty')).toBeVisible();
  await page
    .getByLabel(p.choose)
    .setInputFiles([`${FIXTURES}/harbour-morning.jpg`, `${FIXTURES}/harbour-evening.jpg`]);

  const uploads = page.getByRole('list', { name: p.uploads }).getByRole('listitem');
  await expect(uploads).toHaveCount(2);
  for (const name of ['harbour-morning.jpg', 'harbour-evening.jpg']) {
    const row = uploads.filter({ hasText: name });
    await expect(row.getByRole('progressbar', { name: said(p.progress, name) })).toBeVisible();
    // the server makes every size in two formats: slower than a click on a busy machine
    await expect(row.getByText(said(p.uploaded, name))).toBeVisible({ timeout: 30_000 });
    await expect(row.getByRole('progressbar')).toHaveAttribute('value', '100');
  }
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0).getByText(p.cover, { exact: true })).toBeVisible();

  const evening = await photos.nth(1).locator('img').getAttribute('src');
  await photos.nth(1).getByRole('button', { name: p.makeCover }).click();
  await expect(page.getByTestId('listing-photos-announcement')).toHaveText(p.coverSet);
  await expect(photos.nth(0).locator('img')).toHaveAttribute('src', evening ?? '');
  await expect(photos.nth(0).getByText(p.cover, { exact: true })).toBeVisible();

  // A PDF with a picture's name: its reason beside it, and still two photos.
  await page.getByLabel(p.choose).setInputFiles(`${FIXTURES}/boat-papers.jpg`);
  await expect(
    page.getByRole('alert').filter({ hasText: said(p.errors.photoNotAPicture, 'boat-papers.jpg') }),
  ).toBeVisible();
  await expect(photos).toHaveCount(2);
  // What the server keeps: the same two photos, the chosen cover first.
  const kept = await (await page.request.get(listingPhotosUrl(productId))).json();
  expect(kept.photos.map((photo: { url: string }) => photo.url)[0]).toBe(evening);
  expect(kept.photos).toHaveLength(2);
  return evening ?? '';
}

const JOURNEYS = [
  { language: 'fr', viewport: PHONE, device: 'phone' },
  { language: 'en', viewport: DESKTOP, device: 'desktop' },
  { language: 'en', viewport: PHONE, device: 'phone' },
  { language: 'fr', viewport: DESKTOP, device: 'desktop' },
] as const;

for (const journey of JOURNEYS) {
  test.describe(`${journey.language} on a ${journey.device}`, () => {
    test.use({ viewport: journey.viewport });

    test('a new owner lists a boat from nothing, staff publish it, and it is found for its harbour and dates', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const all = phrasesOf(journey.language);
      const t = all.listingEditor as unknown as Record<
        string,
        Record<string, string> & Record<string, unknown>
      >;
      const step = (name: string) =>
        page.getByRole('heading', { level: 3, name: (t.steps as Record<string, string>)[name] });
      const saveAndContinue = () =>
        page.getByRole('button', { name: t.saveAndContinue as unknown as string }).click();
      const path = (p: string) => localizedPath(journey.language, p, 'en');

      await registerAndSignIn(page);
      const harbour = await someHarbour(page.request);

      // "new" makes a draft and the address becomes the draft's own, so a reload resumes it.
      await page.goto(path('/account/listing/edit/new'));
      await expect(page).toHaveURL(/\/account\/listing\/edit\/\d+$/);
      const id = Number(/(\d+)$/.exec(page.url())?.[1]);
      await expect(step('basics')).toBeVisible();
      await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
      // The consent notice sits over the bottom of a phone's screen until the person answers it.
      await page
        .locator('.consent')
        .getByRole('button', { name: (all.consent as unknown as Record<string, string>).refuseAll })
        .click();

      await page.getByLabel(t.basics.title).fill(`Sea Breeze ${journey.language} ${journey.device}`);
      await page.getByLabel(t.basics.productType).selectOption('motorboat');
      await page.getByLabel(t.basics.builderName).fill('Jeanneau');
      await page.getByLabel(t.basics.modelName).fill('Cap Camarat 7.5');
      await page.getByLabel(t.basics.buildYear).fill('2019');
      await page.getByLabel(t.basics.lengthM).fill('7.5');
      await page.getByLabel(t.basics.capacity).fill('8');
      await saveAndContinue();

      // The harbour from the autocomplete, and the pin on the map.
      await expect(step('place')).toBeVisible();
      await page.getByRole('combobox', { name: t.place.harbour }).fill(harbour.name.slice(0, 8));
      await page.getByRole('option').filter({ hasText: harbour.name }).first().click();
      await expect(page.getByTestId('pin-map')).toBeVisible();
      await page.getByTestId('pin-map').click();
      await expect(page.getByTestId('pin-position')).not.toBeEmpty();
      await saveAndContinue();
      // saved once the next step shows: a reload before the answer would lose the harbour
      await expect(step('description')).toBeVisible();

      // Left and resumed: the editor opens where the owner stopped.
      await page.reload();
      await expect(step('description')).toBeVisible();
      await page
        .locator('textarea')
        .first()
        .fill('A fast and safe motorboat to discover the coast and its beaches with family or friends.');
      await saveAndContinue();
      await expect(step('photos')).toBeVisible();
      const cover = await uploadPhotosInTheBrowser(page, id, all.listingPhotos as unknown as PhotoPhrases);
      await page.getByRole('button', { name: t.continue as unknown as string }).click();

      await expect(step('equipment')).toBeVisible();
      await page.getByLabel((all.search.equipment as Record<string, string>).gps).check();
      await saveAndContinue();
      await expect(step('cabins')).toBeVisible();
      await saveAndContinue();
      await expect(step('captain')).toBeVisible();
      await saveAndContinue();

      // Prices: a negative price and an overlapping season are refused, and nothing is saved.
      await expect(step('prices')).toBeVisible();
      await page.getByLabel(t.prices.basePricePerDay).fill('-50');
      await saveAndContinue();
      await expect(page.getByText(t.errors.amountInvalid)).toBeVisible();
      await expect(step('prices')).toBeVisible();
      await page.getByLabel(t.prices.basePricePerDay).fill('250');

      const addSeason = page.getByRole('button', { name: t.prices.addSeason });
      const seasons = page.getByTestId('season');
      await addSeason.click();
      await seasons
        .nth(0)
        .getByLabel(t.name as unknown as string)
        .fill('High season');
      await seasons.nth(0).getByLabel(t.prices.startDate).fill(`${YEAR}-07-01`);
      await seasons.nth(0).getByLabel(t.prices.lastDay).fill(`${YEAR}-08-31`);
      await seasons.nth(0).getByLabel(t.prices.seasonPricePerDay).fill('350');
      await addSeason.click();
      await seasons
        .nth(1)
        .getByLabel(t.name as unknown as string)
        .fill('August');
      await seasons.nth(1).getByLabel(t.prices.startDate).fill(`${YEAR}-08-01`);
      await seasons.nth(1).getByLabel(t.prices.lastDay).fill(`${YEAR}-08-15`);
      await seasons.nth(1).getByLabel(t.prices.seasonPricePerDay).fill('400');
      await saveAndContinue();
      await expect(seasons.nth(1).getByText(t.errors.seasonOverlaps)).toBeVisible();
      const stored = await (await page.request.get(`/api/v6/account/listings/${id}/editor`)).json();
      expect(stored.prices).toMatchObject({ basePricePerDay: null, seasons: [] });

      await seasons.nth(1).getByRole('button').click();
      await saveAndContinue();
      await expect(step('extras')).toBeVisible();
      await page.getByRole('button', { name: t.extras.add }).click();
      await page
        .getByTestId('extra')
        .getByLabel(t.name as unknown as string)
        .fill('Final cleaning');
      await page.getByTestId('extra').getByLabel(t.extras.price).fill('60');
      await saveAndContinue();
      await expect(step('conditions')).toBeVisible();
      await saveAndContinue();

      // What is left is only recommended: the owner sends it to moderation.
      const panel = page.getByTestId('publish-panel');
      await expect(panel.getByTestId('missing-steps')).toHaveCount(0);
      await panel.getByRole('button', { name: t.publish.send }).click();
      await expect(panel.getByText(t.publish.sent)).toBeVisible();
      await expect(panel.getByRole('heading', { name: t.state.inReview })).toBeVisible();

      if (journey.device === 'phone') {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }

      await publishInBackOffice(browser, id);

      // Found for its harbour and dates in the high season.
      const query = new URLSearchParams({
        latitude: String(harbour.latitude),
        longitude: String(harbour.longitude),
        distance: '5',
        dateFrom: `${YEAR}-07-10`,
        dateTo: `${YEAR}-07-12`,
      });
      await page.goto(`${searchPath(journey.language, { defaultLanguage: 'en' })}?${query}`);
      const card = page.locator(`.result-card[data-product-id="${id}"]`);
      await expect(card).toBeVisible();
      // The cover the owner chose is the picture of the search card and the first of the product page.
      await expect(card.locator('img').first()).toHaveAttribute('src', cover);
      await card.getByRole('link').first().click();
      await expect(page.locator(`img[src="${cover}"]`).first()).toBeVisible();
    });
  });
}

test('a signed-out visitor signs in first, and another person’s listing is not found', async ({
  page,
  request,
}) => {
  await page.goto('/account/listing/edit/new');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Flisting%2Fedit%2Fnew$/);

  const owner = await request.post('/api/v6/auth/login', {
    data: { email: 'owner@bosun.test', password: PASSWORD },
  });
  expect(owner.ok()).toBe(true);
  const { listings } = await (await request.get('/api/v6/account/listings')).json();
  const theirs = listings[0].id as number;

  const renter = await page.request.post('/api/v6/auth/login', {
    data: { email: 'renter@bosun.test', password: PASSWORD },
  });
  expect(renter.ok()).toBe(true);
  const answer = await page.goto(`/en/account/listing/edit/${theirs}`);
  expect(answer?.status()).toBe(404);
});
