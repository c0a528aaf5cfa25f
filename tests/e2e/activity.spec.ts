import { expect, type Page, test } from '@playwright/test';

const PASSWORD = 'Bosun-demo-2026';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function showMonthOf(page: Page, date: string) {
  for (let i = 0; i < 14 && (await page.locator(`button.day[data-date="${date}"]`).count()) === 0; i++) {
    await page.getByRole('button', { name: /next month|mois suivant|nächster monat/i }).click();
  }
}

/** Opens the activity search, then the first activity that can be booked for two about four months ahead. */
async function openActivityFromSearch(page: Page, searchPath: string, language: string) {
  const request = page.request;
  await page.goto(searchPath);
  await expect(page.locator('.result-card').first()).toBeVisible();
  const ids = (await page
    .locator('.result-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-id'))))) as number[];
  const today = new Date().toISOString().slice(0, 10);
  for (const id of ids) {
    const product = await (await request.get(`/api/v6/products/${id}?_locale=${language}`)).json();
    if (product.kind !== 'activity' || product.specifications.capacity < 2) continue;
    for (let offset = 120; offset < 180; offset += 7) {
      const date = addDays(today, offset);
      const quote = await (
        await request.get(`/api/v6/products/${id}/quote?dateFrom=${date}&dateTo=${date}&numberOfPeople=2`)
      ).json();
      if (!quote.available) continue;
      await page.locator(`.result-card[data-product-id="${id}"] .result-card__title a`).click();
      return { id, date, product };
    }
  }
  throw new Error('No bookable activity on the activity search page');
}

for (const [language, searchPath, words] of [
  [
    'fr',
    '/fr/activites-nautiques/recherche',
    { included: 'Ce qui est inclus', meeting: 'Point de rendez-vous' },
  ],
  ['de', '/de/wassersport-aktivitaeten/suche', { included: 'Inbegriffen', meeting: 'Treffpunkt' }],
] as const) {
  test(`an activity opens from the activity search and books to ps/{hash} (${language})`, async ({
    page,
  }, testInfo) => {
    const activity = await openActivityFromSearch(page, searchPath, language);
    await expect(page).toHaveURL(
      new RegExp(`/${language}/[a-z-]+/[a-z0-9-]+/[a-z-]+/[a-z0-9-]+-${activity.id}$`),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.product.title);
    await expect(page.getByRole('heading', { name: words.included })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.meeting })).toBeVisible();
    await expect(page.locator('.product-glance')).toContainText(
      String(activity.product.activity.durationHours),
    );
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();

    // One day and two participants: the price of the outing for two.
    await showMonthOf(page, activity.date);
    await page.locator(`button.day[data-date="${activity.date}"]`).click();
    await page.locator('.booking-box select').selectOption('2');
    await expect(page.getByTestId('quote-total')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`activity-${language}-desktop.png`), fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`activity-${language}-mobile.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.locator('.booking-box__book').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator('input[type="email"]').first().fill('renter@bosun.test');
    await dialog.locator('button[type="submit"]').first().click();
    await dialog.locator('input[type="password"]').fill(PASSWORD);
    await dialog.locator('button[type="submit"]').first().click();
    await expect(dialog.locator('input[type="password"]')).toHaveCount(0);
    await dialog.locator('button.auth-funnel__submit').click();
    await expect(page).toHaveURL(/\/ps\/[A-Za-z0-9_-]{16,}$/);
  });
}
