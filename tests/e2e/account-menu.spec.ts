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

test('the header’s sign-in opens the right-side modal on a wide screen, the phone menu’s the centred one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/en');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.locator('.site-header__sign-in').click();
  const modal = page.locator('.auth-funnel');
  await expect(modal).toHaveAttribute('data-reason', 'header');
  await expect(modal).toHaveClass(/auth-funnel--right/);
  const right = await modal.boundingBox();
  expect(Math.round(right?.width ?? 0)).toBe(560);
  expect(Math.round(1366 - ((right?.x ?? 0) + (right?.width ?? 0)))).toBe(530);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(modal).toHaveAttribute('data-reason', 'menu');
  await expect(modal).toHaveClass(/auth-funnel--centred/);
});
