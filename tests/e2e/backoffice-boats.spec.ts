import { expect, type Page, test } from '@playwright/test';

// Demo staff account created by the seed (DESIGN.md, "Running").
const PASSWORD = 'Bosun-demo-2026';

async function signInAsManager(page: Page) {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('manager@bosun.test');
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('menuitem', { name: 'Bookings' })).toBeVisible();
}

async function searchResults(page: Page) {
  await page.goto('/boat-rental/search');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect(page.locator('.result-card').first()).toBeVisible();
}

test('a manager suspends a boat and it disappears from the public search; its page is gone', async ({
  page,
  request,
}) => {
  // A renter finds the boat in the public search, and its product page opens.
  await searchResults(page);
  const card = page.locator('.result-card').first();
  const id = Number(await card.getAttribute('data-product-id'));
  const productPath = (await card.locator('.result-card__title a').getAttribute('href')) ?? '';
  expect(productPath).toMatch(new RegExp(`-${id}$`));
  expect((await request.get(productPath)).status()).toBe(200);
  const inApi = await (await request.get('/api/v6/products?limit=100')).json();
  expect(inApi.products.map((p: { id: number }) => p.id)).toContain(id);

  // The manager suspends it from its old back-office link, with a reason.
  await signInAsManager(page);
  await page.goto(`/back-office/boat/edit/${id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/#/boats/${id}$`));
  await page.getByRole('combobox', { name: 'Moderation' }).click();
  await page.getByRole('option', { name: 'Suspended' }).click();
  await page.getByRole('textbox', { name: 'Moderation reason' }).fill('The pictures show another boat.');
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/admin/boats/${id}`));
  await page.getByRole('button', { name: 'Save' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Take this listing down?' });
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    moderationStatus: 'suspended',
    moderationReason: 'The pictures show another boat.',
  });
  await expect(page.getByText('Element updated')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/#/boats/${id}/show$`));
  await expect(page.getByText('Suspended').first()).toBeVisible();

  // The same search no longer shows it, nor does the search API, and its page answers 404.
  await searchResults(page);
  await expect(page.locator(`.result-card[data-product-id="${id}"]`)).toHaveCount(0);
  const after = await (await request.get('/api/v6/products?limit=100')).json();
  expect(after.products.map((p: { id: number }) => p.id)).not.toContain(id);
  expect((await request.get(productPath)).status()).toBe(404);
});
