import { expect, type Page, test } from '@playwright/test';
import { pickDates } from './pickDates.ts';

const FRENCH_HEADLINE = 'Votre prochaine journée en mer commence ici';

/** Errors the page reports, hydration mismatches included: a hydrated page must have none. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the French home page is rendered on the server, hydrates, and switches to German', async ({
  page,
  request,
}) => {
  const raw = await request.get('/fr');
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  expect(html).toContain('<html lang="fr"');
  expect(html).toContain(FRENCH_HEADLINE);
  expect(html).toContain('<title>Location de bateau avec ou sans permis, entre particuliers | Bosun</title>');

  const errors = collectErrors(page);
  await page.goto('/fr');
  await expect(page).toHaveTitle('Location de bateau avec ou sans permis, entre particuliers | Bosun');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_HEADLINE);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();

  await page.locator('summary', { hasText: 'Français' }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();

  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dein nächster Tag auf dem Wasser beginnt hier',
  );
  await expect(page).toHaveTitle('Bootsverleih mit oder ohne Führerschein, von privat an privat | Bosun');
  await expect(page.locator('summary', { hasText: 'Deutsch' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the search form sends the place, dates and party size to the localized search path', async ({
  page,
}) => {
  await page.goto('/fr');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  // The same place autocomplete as the search page: the chosen place becomes the path.
  await page.getByLabel('Où allez-vous ?').fill('Saint-Trop');
  await page.getByRole('option').filter({ hasText: 'Saint-Tropez' }).first().click();
  const from = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 47 * 86_400_000).toISOString().slice(0, 10);
  const dates = page.locator('.search-card .date-range-field');
  await pickDates(dates, from, to);
  // The chosen days are said in the page's language, with their year.
  await expect(dates.locator('.date-range-field__button')).toContainText(
    String(new Date(from).getUTCFullYear()),
  );
  await page.getByLabel('Personnes').selectOption('4');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/fr/location-bateau/saint-tropez\\?dateFrom=${from}&dateTo=${to}&numberOfPeople=4$`),
  );
});

test('an unknown path shows the not-found page with HTTP 404, and it leads home', async ({ page }) => {
  const response = await page.goto('/fr/nulle-part/du-tout');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page introuvable | Bosun');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_HEADLINE);
  await expect(page).toHaveTitle('Location de bateau avec ou sans permis, entre particuliers | Bosun');
});

test('the chosen currency is remembered for the next visit', async ({ page, context }) => {
  await page.goto('/fr');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.getByLabel('Devise').selectOption('CHF');
  const cookie = (await context.cookies()).find((c) => c.name === 'currency');
  expect(cookie?.value).toBe('CHF');
  expect(cookie?.sameSite).toBe('Lax');
  await page.reload();
  await expect(page.getByLabel('Devise')).toHaveValue('CHF');
});

test('on a phone the navigation sits behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  const boats = page.getByRole('link', { name: 'Bateaux', exact: true });
  await expect(boats).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(boats).toBeVisible();
});
