import { expect, test } from '@playwright/test';

test('en, desktop: the header’s account menu leads to the bookings, messages, listings and earnings', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: 'owner@bosun.test', password: 'Bosun-demo-2026' },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/en');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.locator('.account-menu__toggle').click();
  const items = page.locator('.account-menu__list .account-menu__item');
  await expect(items).toHaveText([
    'My bookings',
    'Messages',
    'My listings',
    'Earnings',
    'My account',
    'Sign out',
  ]);
  await expect(items.nth(1)).toHaveAttribute('href', '/account/chat/list');
  await items.nth(3).click();
  await expect(page).toHaveURL(/\/account\/earnings$/);
});
