import { expect, test } from '@playwright/test';

test('en: an owner deletes a draft from the listings page, after saying yes once', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'bosun_consent', value: 'v1.a0s0d0', url: baseURL ?? '' }]);
  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: 'owner@bosun.test', password: 'Bosun-demo-2026' },
  });
  expect(login.ok()).toBe(true);
  const bearer = { authorization: `Bearer ${(await login.json()).authToken}` };
  const created = await page.request.post('/api/v6/account/listings/drafts', { headers: bearer });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id;

  await page.goto('/en/account/listings?state=draft');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  const drafts = page.locator('[data-testid="listing-card"]:has([data-state="draft"])');
  const before = await drafts.count();
  expect(before).toBeGreaterThan(0);
  const card = page.locator(`[data-testid="listing-card"]:has(a[href$="/account/listing/edit/${id}"])`);
  await expect(card).toBeVisible();
  page.once('dialog', (dialog) => dialog.accept());
  await card.getByRole('button', { name: 'Delete this draft' }).click();
  await expect(card).toHaveCount(0);
  await expect(drafts).toHaveCount(before - 1);
  const gone = await page.request.get(`/api/v6/account/listings/${id}/editor`, { headers: bearer });
  expect(gone.status()).toBe(404);
});
