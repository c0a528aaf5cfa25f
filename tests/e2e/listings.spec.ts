import { expect, type Page, test } from '@playwright/test';
import type { OwnerListings } from '../../shared/owners/listings.ts';

const PHONE = { width: 360, height: 780 };

/** Signs the browser in through the API: the session cookie lands in the page's context. */
async function signInAsOwner(page: Page) {
  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: 'owner@bosun.test', password: 'Bosun-demo-2026' },
  });
  expect(login.ok()).toBe(true);
}

test.describe('account/listings', () => {
  test.use({ viewport: PHONE });

  test('a signed-out visitor is sent to the login page first', async ({ page }) => {
    await page.goto('/account/listings');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Flistings$/);
  });

  test('the owner sees their boats on a phone, each with its state, completeness and figures', async ({
    page,
  }) => {
    await signInAsOwner(page);
    const answer: OwnerListings = await (await page.request.get('/api/v6/account/listings')).json();
    expect(answer.isOwner).toBe(true);
    expect(answer.listings.length).toBeGreaterThan(0);

    await page.goto('/account/listings');
    await expect(page.getByRole('heading', { level: 2, name: 'My listings' })).toBeVisible();
    // the account shell marks this tab as the current page
    await expect(page.locator('.account__tabs [aria-current="page"]')).toHaveText('My boats');
    const cards = page.getByTestId('listing-card');
    await expect(cards).toHaveCount(answer.listings.length);

    const first = answer.listings[0];
    const card = page.getByRole('article', { name: first.title });
    await expect(card).toBeVisible();
    await expect(
      card.getByRole('meter', { name: `Listing ${first.completeness.score} % complete` }),
    ).toBeVisible();
    await expect(card.getByText('Last 30 days')).toBeVisible();
    for (const booking of first.nextBookings) {
      await expect(card.locator(`a[href="${booking.path}"]`)).toBeVisible();
    }

    // Nothing wider than the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('in French, the same boats with French words', async ({ page }) => {
    await signInAsOwner(page);
    // each boat by its French title when it has one, as the page asks
    const answer: OwnerListings = await (
      await page.request.get('/api/v6/account/listings?_locale=fr')
    ).json();
    await page.goto('/fr/account/listings');
    await expect(page.getByRole('heading', { level: 2, name: 'Mes annonces' })).toBeVisible();
    await expect(page.getByRole('article', { name: answer.listings[0].title })).toBeVisible();
    await expect(page.getByText('30 derniers jours').first()).toBeVisible();

    // The consent banner covers the bottom of a phone's screen until it is answered.
    const banner = page.locator('section.consent');
    await banner.locator('.consent__actions button').first().click();
    await expect(banner).toBeHidden();
    // The demo owner has boats online, in review and in draft: the filter keeps those online only.
    const filter = page.getByRole('navigation', { name: 'Filtrer par état' });
    await expect(filter.getByRole('link', { name: /^Toutes/ })).toHaveAttribute('aria-current', 'page');
    await filter.getByRole('link', { name: /^En ligne/ }).click();
    await expect(page).toHaveURL(/\/fr\/account\/listings\?state=published$/);
    await expect(filter.getByRole('link', { name: /^En ligne/ })).toHaveAttribute('aria-current', 'page');
    const cards = page.getByTestId('listing-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNotText: 'En ligne' })).toHaveCount(0);
    await filter.getByRole('link', { name: /^Brouillon/ }).click();
    await expect(page).toHaveURL(/\?state=draft$/);
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNotText: 'Brouillon' })).toHaveCount(0);
  });
});
