import { expect, type Page, test } from '@playwright/test';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { searchPath } from '../../shared/routing/routeWords.ts';
import { resultsOnMap } from './mapMarkers.ts';
import { pickDates } from './pickDates.ts';

/** The journeys of a renter on the search pages, in three languages (issue 3). */

const JOURNEYS: { language: LanguageCode; searchFailed: string; recent: string }[] = [
  { language: 'fr', searchFailed: 'La recherche a échoué.', recent: 'Recherches récentes' },
  { language: 'de', searchFailed: 'Die Suche ist fehlgeschlagen.', recent: 'Letzte Suchen' },
  { language: 'en', searchFailed: 'The search failed.', recent: 'Recent searches' },
];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 40[134]/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

const isoDaysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A city with many boats in the seeded marketplace, read from the API as a client would, with its
 * name in the journey's language (Athens is Athen in German and Athènes in French).
 */
async function busiestCity(page: Page, language: LanguageCode): Promise<{ name: string; slug: string }> {
  const response = await page.request.get(`/api/v6/products?limit=100&_locale=${language}`);
  const products: { localizationName: string; citySlug: string }[] = (await response.json()).products;
  const counts = new Map<string, number>();
  for (const p of products) counts.set(p.citySlug, (counts.get(p.citySlug) ?? 0) + 1);
  const slug = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
  const name = products.find((p) => p.citySlug === slug)?.localizationName ?? slug;
  return { name, slug };
}

for (const journey of JOURNEYS) {
  test(`${journey.language}: search a place and dates, filter, sort, page, map, history`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const city = await busiestCity(page, journey.language);
    const path = searchPath(journey.language, { defaultLanguage: 'en' });

    const raw = await page.request.get(path);
    expect(raw.status()).toBe(200);
    expect(await raw.text()).toContain('class="result-card');

    await page.goto(path);
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    await expect(page.locator('.result-card').first()).toBeVisible();

    // Place: the autocomplete leads to the place's own SEO URL.
    const place = page.locator('.place-autocomplete input');
    await place.fill(city.name.slice(0, 5));
    await page.getByRole('option').filter({ hasText: city.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${city.slug}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(city.name);

    // Dates and people: debounced into the URL, which is the state.
    const dateFrom = isoDaysAhead(90);
    const dateTo = isoDaysAhead(93);
    await pickDates(page.locator('.filter-panel .date-range-field'), dateFrom, dateTo);
    await expect(page).toHaveURL(new RegExp(`dateFrom=${dateFrom}&dateTo=${dateTo}`));
    await expect(page.locator('.flexible-dates__option')).toHaveCount(7);

    await page.locator('.filter-panel .filter-people select').selectOption('2');
    await expect(page).toHaveURL(/numberOfPeople=2/);

    // Sort by price, lowest first: the listings come by their lowest price a day (the search's price
    // key), and the cards keep that order. With dates the cards show the total for those dates, which
    // seasons can order otherwise (sorting by the dates' total is not built: see the README).
    const sorted = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v6/products' && r.url().includes('sort=price'),
    );
    await page.locator('.search-toolbar__sort select').selectOption('priceAsc');
    await expect(page).toHaveURL(/sort=price&sortOrder=ASC/);
    const answer = (await (await sorted).json()) as { products: { id: number; price: number }[] };
    const keys = answer.products.map((p) => p.price);
    expect(keys.length).toBeGreaterThan(3);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    await expect(page.locator('[aria-busy="false"]')).toBeVisible();
    await expect(page.locator('.result-card')).toHaveCount(answer.products.length);

    // Map: every result on it, as a price pill or counted in a cluster.
    const cards = await page.locator('.result-card').count();
    await page.locator('.search-toolbar button[aria-pressed]').click();
    await expect.poll(() => resultsOnMap(page)).toBe(cards);

    // Back button restores the previous search.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=price/);
    await expect(page.locator('.search-toolbar__sort select')).toHaveValue('default');

    // History: the place search is offered when coming back to the generic search page.
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: journey.recent })).toBeVisible();
    await page
      .getByRole('navigation', { name: journey.recent })
      .getByRole('link')
      .filter({ hasText: city.name })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${city.slug}\\?`));
    expect(errors).toEqual([]);
  });
}

test('pages through all results with _page links and resets the page when a filter changes', async ({
  page,
}) => {
  await page.goto('/boat-rental/search');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  const firstTitles = await page.locator('.result-card__title').allTextContents();
  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/_page=2/);
  await expect(page.locator('.result-card__title').first()).not.toHaveText(firstTitles[0]);
  await page.getByLabel('Instant booking').check();
  await expect(page).toHaveURL(/instantBooking=1/);
  await expect(page).not.toHaveURL(/_page=/);
});

test('a failed search empties the results and shows the error', async ({ page }) => {
  await page.goto('/boat-rental/search');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.route('**/api/v6/products?**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":{"code":"unavailable","message":"Down for maintenance."}}',
    }),
  );
  await page.getByLabel('With skipper').check();
  await expect(page.getByRole('alert')).toContainText('The search failed. Down for maintenance.');
  await expect(page.locator('.result-card')).toHaveCount(0);
});

test('landings: an activity landing and a place landing render, an unknown one is not found at its URL', async ({
  page,
  request,
}) => {
  const landing = await request.get('/de/erlebnisse');
  expect(landing.status()).toBe(200);
  const unknown = await request.get('/fr/atlantide-perdue');
  expect(unknown.status()).toBe(404);
  await page.goto('/fr/atlantide-perdue');
  await expect(page).toHaveURL(/\/fr\/atlantide-perdue$/);
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain('/de/boot-mieten/suche</loc>');
});

test('the favourite heart asks a guest to sign in, then saves the boat', async ({ page }) => {
  await page.goto('/boat-rental/search');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  const heart = page.locator('.result-card__heart').first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="email"]').fill('renter@bosun.test');
  await dialog.locator('input[type="email"]').press('Enter');
  await dialog.locator('input[type="password"]').fill('Bosun-demo-2026');
  await dialog.locator('input[type="password"]').press('Enter');
  const carryOn = dialog.locator('.auth-funnel__submit');
  await carryOn.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('.result-card__heart').first()).toHaveAttribute('aria-pressed', 'true');
});
