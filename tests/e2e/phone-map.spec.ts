import { expect, type Page, test } from '@playwright/test';

const PHONE = { width: 390, height: 844 };

/** The city with the most boats, read from the API. */
async function busiestCity(page: Page): Promise<string> {
  const response = await page.request.get('/api/v6/products?limit=100&_locale=fr');
  const products: { citySlug: string }[] = (await response.json()).products;
  const counts = new Map<string, number>();
  for (const p of products) counts.set(p.citySlug, (counts.get(p.citySlug) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
}

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'bosun_consent', value: 'v1.a0s0d0', url: baseURL ?? '' }]);
});

test('fr, phone: the map fills its overlay, no marker hides under a button, a tapped marker shows its boat', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const city = await busiestCity(page);
  const from = daysAhead(75);
  const to = daysAhead(77);
  await page.goto(`/fr/location-bateau/${city}?dateFrom=${from}&dateTo=${to}&numberOfPeople=2`);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.locator('.search-toolbar button[aria-pressed]').click();
  const canvas = page.locator('.results-map__canvas');
  await expect(page.locator('.results-map__marker, .results-map__cluster').first()).toBeVisible();

  // The map is most of the screen, not a square band across its middle.
  const drawn = await canvas.boundingBox();
  expect(drawn?.width ?? 0).toBeGreaterThanOrEqual(PHONE.width - 32);
  expect(drawn?.height ?? 0).toBeGreaterThanOrEqual(PHONE.height * 0.75);

  // No price pill or cluster lies under the zoom buttons or the search switch, and all are on screen.
  const covered = await page.evaluate(() => {
    const boxes = (selector: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect());
    const controls = boxes('.results-map__controls button, .results-map__search-on-move');
    const map = document.querySelector('.results-map__canvas')?.getBoundingClientRect();
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return boxes('.results-map__marker rect, .results-map__cluster circle').filter(
      (marker) =>
        controls.some((control) => overlaps(marker, control)) ||
        !map ||
        marker.left < map.left ||
        marker.right > map.right ||
        marker.top < map.top ||
        marker.bottom > map.bottom,
    ).length;
  });
  expect(covered).toBe(0);

  // A tap on a marker shows that boat's card: its picture, its price for the dates, a link with them.
  while ((await page.locator('.results-map__marker').count()) === 0) {
    await page.locator('.results-map__cluster').first().dispatchEvent('click');
  }
  const marker = page.locator('.results-map__marker').first();
  const price = (await marker.locator('text').textContent()) ?? '';
  await marker.dispatchEvent('click');
  const card = page.locator('.results-map__card');
  await expect(card).toBeVisible();
  await expect(card.locator('img').first()).toBeVisible();
  await expect(card).toContainText(price.trim());
  await expect(card.locator('.result-card__title a')).toHaveAttribute(
    'href',
    new RegExp(`dateFrom=${from}&dateTo=${to}&numberOfPeople=2$`),
  );
  await card.getByRole('button', { name: 'Fermer' }).click();
  await expect(card).toBeHidden();
});
